import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { notFound } from '../../../shared/errors.js';
import { PROMO_CODE_MESSAGES } from '../../domain/promo-codes.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { promoCodeView, type PromoCodeView } from '../promo-code-view.js';
import { GetPromoCodeQuery } from './get-promo-code.query.js';

@QueryHandler(GetPromoCodeQuery)
export class GetPromoCodeHandler implements IQueryHandler<GetPromoCodeQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, promoCodeId }: GetPromoCodeQuery): Promise<PromoCodeView> {
    const found = await this.queries.promoCode(ownerId, promoCodeId);
    if (!found) throw notFound(PROMO_CODE_MESSAGES.notFound);
    return promoCodeView(found, this.clock.now());
  }
}
