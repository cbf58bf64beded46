import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ADMIN_PAGE_SIZE } from '../../domain/account-rules.js';
import type { AdminActionView, PageOf } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ListAdminActionsQuery } from './list-admin-actions.query.js';

@QueryHandler(ListAdminActionsQuery)
export class ListAdminActionsHandler implements IQueryHandler<ListAdminActionsQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  execute({ page }: ListAdminActionsQuery): Promise<PageOf<AdminActionView>> {
    return this.queries.adminActions(page, ADMIN_PAGE_SIZE);
  }
}
