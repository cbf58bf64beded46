import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { withEventTimeZones } from '../event-time-zones.js';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { TransactionRow } from '../report-views.js';
import { GetTransactionQuery } from './get-transaction.query.js';

export const ORDER_NOT_FOUND = "Sorry! That order wasn't found.";

/** Another owner's order is not found, like one that does not exist. */
@QueryHandler(GetTransactionQuery)
export class GetTransactionHandler implements IQueryHandler<GetTransactionQuery> {
  constructor(
    private readonly reports: ReportingQueries,
    private readonly dates: TicketDates,
  ) {}

  async execute({ ownerId, orderId }: GetTransactionQuery): Promise<TransactionRow> {
    const order = isUuid(orderId) ? await this.reports.transaction(ownerId, orderId) : null;
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [row] = await withEventTimeZones([order], this.dates);
    return row!;
  }
}
