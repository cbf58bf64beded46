import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import type { Page, PromoterSalesRow } from '../report-views.js';
import { ListPromoterSalesQuery } from './list-promoter-sales.query.js';

@QueryHandler(ListPromoterSalesQuery)
export class ListPromoterSalesHandler implements IQueryHandler<ListPromoterSalesQuery> {
  constructor(private readonly reports: ReportingQueries) {}

  execute({ ownerId, filter }: ListPromoterSalesQuery): Promise<Page<PromoterSalesRow>> {
    return this.reports.promoterSales(ownerId, filter);
  }
}
