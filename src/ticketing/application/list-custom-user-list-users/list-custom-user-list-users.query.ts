import { Query } from '@nestjs/cqrs';
import type { CustomUserListUserFilter, CustomUserListUserPage } from '../custom-user-list-view.js';

/** The addresses on a list, a page at a time, newest first, with the names of their accounts. */
export class ListCustomUserListUsersQuery extends Query<CustomUserListUserPage> {
  constructor(readonly filter: CustomUserListUserFilter) {
    super();
  }
}
