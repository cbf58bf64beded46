import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { decide, ORDER_MESSAGES, SELECT_PHASE_MS } from '../../domain/order.js';
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

  async execute({ body, userId, express, promoterCookies }: CreateOrderCommand): Promise<OrderView> {
    const offer = await this.catalog.offerForDate(body.event);
    if (!offer || !offer.event.published) throw notFound(EVENT_NOT_FOUND);
    const now = new Date();
    const [membership, buyerEmail] = await Promise.all([this.members.forBuyer(offer.event, userId, now, offer.ticketTypes), listBuyerEmail(this.profiles, offer, userId)]);
    const { selection, currency, promoId } = await priceSelection(this.catalog, this.inventory, offer, body, null, now, membership, null, buyerEmail);
    // An order takes the currency of its tickets: without any there is no order.
    if (!currency) throw unprocessable(ORDER_MESSAGES.noTickets);
    const promoter = await this.promoter(promoterCookies[promoterCookie(offer.event.id)], { userId, ownerId: offer.event.ownerId });
    const orderId = randomUUID();
    const held = await this.inventory.hold(orderId, holdLines(selection.items), new Date(now.getTime() + SELECT_PHASE_MS), promoId, selection.seatsHoldToken);
    if (!held.ok) throw notAvailable(held);
    const attendance = body.ticketType ?? offer.ticketTypes.find((t) => t.id === selection.items[0]?.ticketTypeId)?.attendance ?? 'in-person';
    try {
      const { state } = await this.orders.execute(orderId, (current) =>
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

  /** The promoter named by the event's promoter cookie, when it is a known profile other than the buyer and the owner. */
  private async promoter(profileId: string | undefined, order: { userId: string | null; ownerId: string }): Promise<Promoter | null> {
    if (!isUuid(profileId)) return null;
    const [profile] = await this.profiles.findByIds([profileId]);
    return profile ? creditedPromoter({ id: profile.id, username: profile.username, name: profile.name, type: profile.type }, order) : null;
  }
}
