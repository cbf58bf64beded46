import { Query } from '@nestjs/cqrs';
import type { AdminAccountView, PageOf } from '../account-views.js';

/** Users and organizations by name, username or e-mail, for the Super Admin panel. */
export class SearchAccountsQuery extends Query<PageOf<AdminAccountView>> {
  constructor(
    readonly query: string,
    readonly page: number,
  ) {
    super();
  }
}
