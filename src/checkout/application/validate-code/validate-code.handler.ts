import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { CheckoutCatalog, type CheckoutTicketType } from '../../../ticketing/contracts/checkout-catalog.js';
import { notFound, tooManyRequests, unprocessable } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { CODE_CHECK_LIMIT, CODE_MESSAGES } from '../../domain/selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { checkCode, listBuyerEmail, secretTicketsOf } from '../price-selection.js';
import { ValidateCodeQuery } from './validate-code.query.js';

/** A guest typed what may be a listed buyer's share code: those are for signed-in buyers only. */
export const LOG_IN_FOR_CODE = 'Please log in to use this code';

/** The row of a list ticket a share code unlocks: how many tickets the code buys in all, and how many it still buys. */
const listRow = (t: CheckoutTicketType, code: string, left: number) => ({ ...t.publicRow, customUserListsCode: code, initialQuantityPerCode: t.initialQuantityPerCode, quantityPerCode: left });

/**
 * A code typed at checkout: a promo code answers with its discount (seed 000 §3 "Promo code at checkout"),
 * a secret code with the tickets it unlocks, a listed buyer's share code (signed-in buyers only) with the list
 * tickets it unlocks and how many it still buys; anything else is refused with the seeds' message (422).
 */
@QueryHandler(ValidateCodeQuery)
export class ValidateCodeHandler implements IQueryHandler<ValidateCodeQuery> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly limits: RateLimiter,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ eventDateId, code, attendance, ip, userId }: ValidateCodeQuery) {
    if (!(await this.limits.hit(`code:${ip}`, CODE_CHECK_LIMIT))) throw tooManyRequests(CODE_MESSAGES.tooManyTries);
    const offer = await this.catalog.offerForDate(eventDateId);
    if (!offer || !offer.event.published) throw notFound(EVENT_NOT_FOUND);
    const tickets = offer.ticketTypes.filter((t) => !attendance || t.attendance === attendance);
    // List tickets with an allowance are the ones share codes unlock.
    const shareable = tickets.filter((t) => t.visibilityScope === 'list' && t.initialQuantityPerCode !== null);
    if (shareable.length && !secretTicketsOf(offer, code).length) {
      const email = await listBuyerEmail(this.profiles, offer, userId);
      if (email) {
        const found = (await this.catalog.listAccess(shareable.map((t) => t.id), { email, shareCodes: [code] })).filter((a) => a.shareCode !== null);
        const usable = found.filter((a) => (a.left ?? 0) > 0);
        if (found.length && !usable.length) throw unprocessable(CODE_MESSAGES.usedUp);
        if (usable.length) {
          return { kind: 'list' as const, promo: null, tickets: usable.map((a) => listRow(shareable.find((t) => t.id === a.ticketTypeId)!, a.shareCode!, a.left!)) };
        }
      } else if (!(await this.catalog.findPromoCode(offer.event.ownerId, code))) {
        // Whether a guest's code is a share code is not told: any code that is no promo code asks them to log in.
        throw unprocessable(LOG_IN_FOR_CODE);
      }
    }
    const checked = await checkCode(this.catalog, offer, code, new Date());
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
