import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { notFound, tooManyRequests } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { CODE_CHECK_LIMIT, CODE_MESSAGES } from '../../domain/selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { checkCode } from '../price-selection.js';
import { ValidateCodeQuery } from './validate-code.query.js';

/**
 * A code typed at checkout: a promo code answers with its discount (seed 000 §3 "Promo code at checkout"),
 * a secret code with the tickets it unlocks; anything else is refused with the seeds' message (422).
 */
@QueryHandler(ValidateCodeQuery)
export class ValidateCodeHandler implements IQueryHandler<ValidateCodeQuery> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly limits: RateLimiter,
  ) {}

  async execute({ eventDateId, code, attendance, ip }: ValidateCodeQuery) {
    if (!(await this.limits.hit(`code:${ip}`, CODE_CHECK_LIMIT))) throw tooManyRequests(CODE_MESSAGES.tooManyTries);
    const offer = await this.catalog.offerForDate(eventDateId);
    if (!offer || !offer.event.published) throw notFound(EVENT_NOT_FOUND);
    const checked = await checkCode(this.catalog, offer, code, new Date());
    const tickets = offer.ticketTypes.filter((t) => !attendance || t.attendance === attendance);
    if (checked.kind === 'promo') {
      const { promo } = checked;
      return {
        kind: 'promo' as const,
        promo: { id: promo.id, name: promo.code, tickets: tickets.map((t) => t.id), allTickets: true, amount: promo.amount, percentageValue: promo.percentageValue, quantity: promo.remaining },
        tickets: [],
      };
    }
    return {
      kind: 'secret' as const,
      promo: null,
      // The row ticketing shows of a ticket type, with how many tickets one code buys.
      tickets: tickets.filter((t) => checked.ticketIds.includes(t.id)).map((t) => ({ ...t.publicRow, quantityPerCode: t.quantityPerCode })),
    };
  }
}
