import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { RevenueReport } from '../report-views.js';
import { GetRevenueQuery } from './get-revenue.query.js';

@QueryHandler(GetRevenueQuery)
export class GetRevenueHandler implements IQueryHandler<GetRevenueQuery> {
  constructor(private readonly reports: ReportingQueries) {}

  execute({ ownerId, filter }: GetRevenueQuery): Promise<RevenueReport> {
    return this.reports.revenue(ownerId, filter);
  }
}
