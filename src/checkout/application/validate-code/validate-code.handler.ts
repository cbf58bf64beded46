import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { notFound } from '../../../shared/http/api-errors.js';
import { ticketCost, ticketFee, isCurrency } from '../../../shared/money.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { checkCode } from '../price-selection.js';
import { ValidateCodeQuery } from './validate-code.query.js';

/**
 * A code typed at checkout: a promo code answers with its discount (seed 000 §3 "Promo code at checkout"),
 * a secret code with the tickets it unlocks; anything else is refused with the seeds' message (422).
 */
@QueryHandler(ValidateCodeQuery)
export class ValidateCodeHandler implements IQueryHandler<ValidateCodeQuery> {
  constructor(private readonly catalog: CheckoutCatalog) {}

  async execute({ eventDateId, code, attendance }: ValidateCodeQuery) {
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
      tickets: tickets
        .filter((t) => checked.ticketIds.includes(t.id))
        .map((t) => {
          const currency = isCurrency(t.currency) ? t.currency : 'usd';
          return {
            id: t.id,
            eventDateId: t.eventDateId,
            attendance: t.attendance,
            name: t.name,
            description: t.description,
            price: t.price,
            fee: ticketFee(t.price, currency),
            cost: ticketCost(t.price, currency),
            currency: t.currency,
            available: t.available,
            quantityPerCode: t.quantityPerCode,
            status: t.status,
            statusLabel: t.statusLabel,
          };
        }),
    };
  }
}
