import { Query } from '@nestjs/cqrs';
import type { AdminActionView, PageOf } from '../account-views.js';

/** What site admins did, newest first. */
export class ListAdminActionsQuery extends Query<PageOf<AdminActionView>> {
  constructor(readonly page: number) {
    super();
  }
}
