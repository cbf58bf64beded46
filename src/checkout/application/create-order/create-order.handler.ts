import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { CheckoutCatalog, type CheckoutOffer } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { notFound, Refusal, unprocessable } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import type { Currency } from '../../../shared/money.js';
import { decide, ORDER_MESSAGES, SELECT_PHASE_MS, type Selection } from '../../domain/order.js';
import { creditedPromoter, promoterCookie, type Promoter } from '../../domain/promoter-links.js';
import { holdLines } from '../../domain/selection.js';
import { Orders } from '../order-repository.js';
import { orderView, type OrderView } from '../order-view.js';
import { MemberTerms } from '../member-terms.js';
import { expressGatewayView } from '../payment-request.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { listBuyerEmail, notAvailable, priceSelection } from '../price-selection.js';
import { CreateOrderCommand } from './create-order.command.js';

export const EVENT_NOT_FOUND = 'Event not found';

/** An order's tickets held: the offer they were priced on, the selection and its currency. */
interface Held {
  offer: CheckoutOffer;
  selection: Selection;
  currency: Currency;
}

/**
 * Selecting tickets creates the order and holds its tickets, its seats (reserved seating) and a use of its promo
 * code for the select phase (14 minutes). An express order (created as the buyer chooses, for the wallet buttons) answers its gateway too.
 */
@CommandHandler(CreateOrderCommand)
export class CreateOrderHandler implements ICommandHandler<CreateOrderCommand> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly inventory: Inventory,
    private readonly orders: Orders,
    private readonly members: MemberTerms,
    private readonly profiles: ProfileDirectory,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute(command: CreateOrderCommand): Promise<OrderView> {
    const { body, userId, express, promoterCookies } = command;
    const orderId = randomUUID();
    const now = new Date();
    // Capacity is the hold's to decide, under its lock: the offer's figures are not counted first. A refusal is
    // decided again on the counted offer, which names what was always named first; should its hold go through
    // after all, the order is made.
    const { offer, selection, currency } = (await this.hold(command, orderId, now, false)) ?? (await this.hold(command, orderId, now, true));
    const attendance = body.ticketType ?? offer.ticketTypes.find((t) => t.id === selection.items[0]?.ticketTypeId)?.attendance ?? 'in-person';
    try {
      const promoter = await this.promoter(promoterCookies[promoterCookie(offer.event.id)], { userId, ownerId: offer.event.ownerId });
      const { state } = await this.orders.create(orderId, (current) =>
        decide(
          {
            type: 'CreateOrder',
            header: { orderId, eventId: offer.event.id, eventName: offer.event.name, categoryId: offer.event.categoryId, categoryName: offer.event.categoryName, eventDateId: offer.date.id, eventStartsAt: offer.date.startsAt.toISOString(), ownerId: offer.event.ownerId, ownerUsername: offer.owner.username, attendance, currency, userId, express, personalOrder: false, promoter },
            selection,
            now,
          },
          current,
        ),
      );
      return orderView(state, offer, expressGatewayView(this.gateway, state, offer.owner.paymentAccount));
    } catch (error) {
      await this.inventory.release(orderId);
      throw error;
    }
  }

  /**
   * Prices the selection on the date's offer and holds it for the order; refusals with the seeds' messages. On the
   * uncounted offer (`counted` false), null for a refusal the counted offer may name otherwise.
   */
  private hold(command: CreateOrderCommand, orderId: string, now: Date, counted: true): Promise<Held>;
  private hold(command: CreateOrderCommand, orderId: string, now: Date, counted: false): Promise<Held | null>;
  private async hold({ body, userId }: CreateOrderCommand, orderId: string, now: Date, counted: boolean): Promise<Held | null> {
    const offer = counted ? await this.catalog.offerForDate(body.event) : await this.catalog.uncountedOffer(body.event);
    if (!offer || !offer.event.published) throw notFound(EVENT_NOT_FOUND);
    // Membership and the list e-mail matter only for the ticket types asked for (no lookups for others).
    const asked = new Set([...body.tickets.filter((line) => line.quantity > 0).map((line) => line.id), ...(body.seats ?? []).map((seat) => seat.ticketId)]);
    const askedTypes = offer.ticketTypes.filter((t) => asked.has(t.id));
    const [membership, buyerEmail] = await Promise.all([this.members.forBuyer(offer.event, userId, now, askedTypes), listBuyerEmail(this.profiles, { ticketTypes: askedTypes }, userId)]);
    let priced: Awaited<ReturnType<typeof priceSelection>>;
    try {
      priced = await priceSelection(this.catalog, this.inventory, offer, body, null, now, membership, null, buyerEmail);
    } catch (error) {
      if (!counted && error instanceof Refusal) return null;
      throw error;
    }
    const { selection, currency, promoId } = priced;
    // An order takes the currency of its tickets: without any there is no order.
    if (!currency) throw unprocessable(ORDER_MESSAGES.noTickets);
    const held = await this.inventory.hold(orderId, holdLines(selection.items), new Date(now.getTime() + SELECT_PHASE_MS), promoId, selection.seatsHoldToken);
    if (held.ok) return { offer, selection, currency };
    // Tickets sold out is what the counted offer answers first too, unless a secret code's uses ran out before them.
    const secret = selection.items.some((item) => offer.ticketTypes.some((t) => t.id === item.ticketTypeId && t.visibilityScope === 'secret'));
    if (counted || ('soldOut' in held && !secret)) throw notAvailable(held);
    return null;
  }

  /** The promoter named by the event's promoter cookie, when it is a known profile other than the buyer and the owner. */
  private async promoter(profileId: string | undefined, order: { userId: string | null; ownerId: string }): Promise<Promoter | null> {
    if (!isUuid(profileId)) return null;
    const [profile] = await this.profiles.findByIds([profileId]);
    return profile ? creditedPromoter({ id: profile.id, username: profile.username, name: profile.name, type: profile.type }, order) : null;
  }
}
