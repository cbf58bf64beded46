import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { conflict, gone, notFound, ValidationFailed } from '../../../shared/errors.js';
import { validateBuyerInfo } from '../../domain/buyer-info.js';
import { decide, ORDER_MESSAGES, PAY_PHASE_MS } from '../../domain/order.js';
import { holdLines, SEAT_MESSAGES, seatsStillHeld } from '../../domain/selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { Orders } from '../order-repository.js';
import { orderView, type OrderView, type PaymentRequestView } from '../order-view.js';
import { requestPayment } from '../payment-request.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { notAvailable } from '../price-selection.js';
import { ConfirmOrderCommand } from './confirm-order.command.js';

export interface ConfirmResult {
  order: OrderView;
  /** What the browser needs to take the payment; null when the order is done (free). */
  paymentRequest: PaymentRequestView | null;
  items: OrderView['items'];
}

/**
 * Confirms the buyer's (and attendees') information and answers. A free order completes at once; a paid
 * one gets its payment, and its hold (seats included) moves to the pay phase (9 minutes).
 */
@CommandHandler(ConfirmOrderCommand)
export class ConfirmOrderHandler implements ICommandHandler<ConfirmOrderCommand> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly inventory: Inventory,
    private readonly orders: Orders,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ orderId, body }: ConfirmOrderCommand): Promise<ConfirmResult> {
    const before = await this.orders.get(orderId);
    const offer = await this.catalog.uncountedOffer(before.header!.eventDateId);
    if (!offer) throw notFound(EVENT_NOT_FOUND);
    const now = new Date();
    const { state } = await this.orders.execute(orderId, async (current) => {
      const checked = validateBuyerInfo(body.buyerAttributes ?? {}, body.attendeesAttributes ?? [], {
        collectInformationSetting: offer.event.collectInformationSetting,
        questions: offer.event.questions,
        items: current.selection!.items.map((item) => ({ itemId: item.itemId, ticketTypeId: item.ticketTypeId })),
        now,
      });
      if ('errors' in checked) throw new ValidationFailed(checked.errors);
      const decided = decide(
        { type: 'ConfirmOrder', info: checked.info, marketingConsentOwner: !!body.marketingConsentOwner, marketingConsentPlatform: !!body.marketingConsentViewcy, now },
        current,
      );
      // The seats the buyer's page shows must be the ones the order holds, for its seat session; with none held
      // any more, the hold has run out.
      const seated = current.selection!.items.some((item) => item.seatLabel);
      if (seated || body.seatsReserved?.length) {
        const held = await this.inventory.heldSeats(orderId);
        if (seated && !held.length) throw gone(ORDER_MESSAGES.timeUp);
        if (!seatsStillHeld(current.selection!.items, held, body)) throw conflict(SEAT_MESSAGES.notHeld);
      }
      if (decided.some((event) => event.type === 'OrderCompleted')) {
        const sold = await this.inventory.commit(orderId, holdLines(current.selection!.items));
        if (!sold.ok) throw notAvailable(sold);
      } else if (!(await this.inventory.extend(orderId, new Date(now.getTime() + PAY_PHASE_MS)))) {
        throw gone(ORDER_MESSAGES.timeUp);
      }
      return decided;
    });
    if (state.status === 'completed') {
      await this.inventory.settle(orderId);
      return { order: orderView(state, offer, null), paymentRequest: null, items: orderView(state, offer, null).items };
    }
    const paymentRequest = await requestPayment(this.gateway, state, `${offer.event.name} (${state.selection!.items.length} tickets)`, offer.owner.paymentAccount);
    const { state: requested } = await this.orders.execute(orderId, (current) =>
      decide({ type: 'RequestPayment', paymentIntentId: paymentRequest.paymentIntent, gateway: paymentRequest.gateway, now: new Date() }, current),
    );
    const order = orderView(requested, offer, paymentRequest);
    return { order, paymentRequest, items: order.items };
  }
}
