import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ADMIN_PAGE_SIZE } from '../../domain/account-rules.js';
import type { AdminAccountView, PageOf } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { SearchAccountsQuery } from './search-accounts.query.js';

@QueryHandler(SearchAccountsQuery)
export class SearchAccountsHandler implements IQueryHandler<SearchAccountsQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  execute({ query, page }: SearchAccountsQuery): Promise<PageOf<AdminAccountView>> {
    // As usernames are typed: a leading @ is not part of them.
    const text = query.trim().replace(/^@/, '').toLowerCase();
    return this.queries.adminAccounts(text, page, ADMIN_PAGE_SIZE);
  }
}
