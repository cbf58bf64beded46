import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { notFound } from '../../../shared/errors.js';
import { decide } from '../../domain/order.js';
import { holdLines } from '../../domain/selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { Orders } from '../order-repository.js';
import { orderView, type OrderView } from '../order-view.js';
import { MemberTerms } from '../member-terms.js';
import { expressGatewayView } from '../payment-request.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { listBuyerEmail, notAvailable, priceSelection } from '../price-selection.js';
import { UpdateOrderCommand } from './update-order.command.js';

/**
 * Changing the selection re-prices the order and moves its hold, keeping the deadline the buyer has; its seats and
 * the promo code's reservation move with it (kept, taken, or given back when dropped).
 */
@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly inventory: Inventory,
    private readonly orders: Orders,
    private readonly members: MemberTerms,
    private readonly profiles: ProfileDirectory,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ orderId, body }: UpdateOrderCommand): Promise<OrderView> {
    const before = await this.orders.get(orderId);
    const offer = await this.catalog.offerForDate(before.header!.eventDateId);
    if (!offer) throw notFound(EVENT_NOT_FOUND);
    const now = new Date();
    // Organizers' personal orders never take member benefits, nor list tickets.
    const buyerId = before.header!.personalOrder ? null : before.header!.userId;
    const [membership, buyerEmail] = await Promise.all([this.members.forBuyer(offer.event, buyerId, now, offer.ticketTypes), listBuyerEmail(this.profiles, offer, buyerId)]);
    const { state } = await this.orders.execute(orderId, async (current) => {
      // Decided first (so a closed or expired order is refused before any hold moves), then held.
      const { selection, promoId } = await priceSelection(this.catalog, this.inventory, offer, body, current.selection, now, membership, orderId, buyerEmail);
      const events = decide({ type: 'ChangeSelection', selection, now }, current);
      const held = await this.inventory.hold(orderId, holdLines(selection.items), new Date(current.expiresAt!), promoId, selection.seatsHoldToken);
      if (!held.ok) throw notAvailable(held);
      return events;
    });
    return orderView(state, offer, expressGatewayView(this.gateway, state, offer.owner.paymentAccount));
  }
}
