import { Query } from '@nestjs/cqrs';
import type { CustomUserListFilter, CustomUserListPage } from '../custom-user-list-view.js';

/** The owner's private access lists, a page at a time. */
export class ListCustomUserListsQuery extends Query<CustomUserListPage> {
  constructor(readonly filter: CustomUserListFilter) {
    super();
  }
}
