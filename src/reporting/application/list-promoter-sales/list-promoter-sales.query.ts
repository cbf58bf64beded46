import { Query } from '@nestjs/cqrs';
import type { Page, PromoterSalesFilter, PromoterSalesRow } from '../report-views.js';

/** What each promoter's links sold for the owner, per currency (one event's with `eventId`). */
export class ListPromoterSalesQuery extends Query<Page<PromoterSalesRow>> {
  constructor(
    readonly ownerId: string,
    readonly filter: PromoterSalesFilter,
  ) {
    super();
  }
}
