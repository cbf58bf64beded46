import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { withEventTimeZones } from '../event-time-zones.js';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { Page, TransactionRow } from '../report-views.js';
import { ListTransactionsQuery } from './list-transactions.query.js';

@QueryHandler(ListTransactionsQuery)
export class ListTransactionsHandler implements IQueryHandler<ListTransactionsQuery> {
  constructor(
    private readonly reports: ReportingQueries,
    private readonly dates: TicketDates,
  ) {}

  async execute({ ownerId, filter }: ListTransactionsQuery): Promise<Page<TransactionRow>> {
    const page = await this.reports.transactions(ownerId, filter);
    return { ...page, data: await withEventTimeZones(page.data, this.dates) };
  }
}
