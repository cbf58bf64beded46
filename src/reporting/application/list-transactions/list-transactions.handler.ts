import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { Page, TransactionRow } from '../report-views.js';
import { ListTransactionsQuery } from './list-transactions.query.js';

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(private readonly reports: ReportingQueries) {}

  execute({ ownerId, filter }: ListTransactionsQuery): Promise<Page<TransactionRow>> {
    return this.reports.transactions(ownerId, filter);
  }
}
