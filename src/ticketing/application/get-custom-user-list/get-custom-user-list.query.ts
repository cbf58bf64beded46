import { Query } from '@nestjs/cqrs';
import type { CustomUserListView } from '../custom-user-list-view.js';

/** One list, for its page. */
export class GetCustomUserListQuery extends Query<CustomUserListView> {
  constructor(readonly listId: string) {
    super();
  }
}
