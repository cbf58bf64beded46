import { Query } from '@nestjs/cqrs';
import type { RevenueFilter, RevenueReport } from '../report-views.js';

/** Revenue per month, date, year, event, category or attendee, and per currency. */
export class GetRevenueQuery extends Query<RevenueReport> {
  constructor(
    readonly ownerId: string,
    readonly filter: RevenueFilter,
  ) {
    super();
  }
}
