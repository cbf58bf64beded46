import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { promoCodeView, type PromoCodePage } from '../promo-code-view.js';
import { ListPromoCodesQuery } from './list-promo-codes.query.js';

@QueryHandler(ListPromoCodesQuery)
export class ListPromoCodesHandler implements IQueryHandler<ListPromoCodesQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ filter }: ListPromoCodesQuery): Promise<PromoCodePage> {
    const { rows, totalCount } = await this.queries.promoCodes(filter);
    const now = this.clock.now();
    return { data: rows.map((row) => promoCodeView(row, now)), totalCount, page: filter.page, perPage: filter.perPage };
  }
}
