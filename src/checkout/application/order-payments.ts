import { Injectable } from '@nestjs/common';
import { CheckoutCatalog } from '../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../ticketing/contracts/inventory.js';
import { decide, evolve, type OrderEvent, type PaymentOutcome } from '../domain/order.js';
import { holdLines } from '../domain/selection.js';
import { Orders } from './order-repository.js';
import { PaymentGateway } from './ports/payment-gateway.port.js';

/**
 * Records what the payment provider says about an order's payment (its webhook, the demo gateway, or a check
 * when the buyer returns): success sells the held tickets and completes the order, exactly once however
 * often or in whatever order the news arrives. A payment that succeeds when its tickets are gone (the order
 * timed out and capacity was sold) is refunded and the order cancelled.
 */
@Injectable()
export class OrderPayments {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly gateway: PaymentGateway,
    private readonly catalog: CheckoutCatalog,
  ) {}

  async record(orderId: string, paymentId: string, outcome: PaymentOutcome, reason = ''): Promise<OrderEvent[]> {
    let refund = false;
    const paymentMethod = this.gateway.kind === 'stripe' ? 'stripe' : 'demo';
    const { state, events } = await this.orders.execute(orderId, async (current) => {
      refund = false;
      const decided = decide({ type: 'RecordPayment', paymentIntentId: paymentId, outcome, reason, paymentMethod, now: new Date() }, current);
      if (decided.some((event) => event.type === 'OrderCompleted')) {
        const sold = await this.inventory.commit(orderId, holdLines(current.selection!.items));
        if (!sold.ok) {
          refund = true;
          const paid = decided[0]!;
          return [paid, ...decide({ type: 'CancelOrder', status: 'canceled', now: new Date() }, evolve(current, paid))];
        }
      } else if (decided.length === 1 && decided[0]!.type === 'PaymentSucceeded') refund = true;
      return decided;
    });
    if (refund && events.length) await this.gateway.refund(paymentId, state.payment?.amount ?? 0, `refund-${orderId}`);
    if (state.status === 'completed') await this.inventory.settle(orderId);
    if (events.some((event) => event.type === 'OrderCompleted')) await this.afterCompletion(state.header!.ownerId, state.selection!.promoCode);
    if (events.some((event) => event.type === 'OrderCancelled' || (event.type === 'PaymentFailed' && event.data.outcome === 'failed'))) {
      await this.inventory.release(orderId);
    }
    return events;
  }

  /** Counts the promo code's use once the order it discounted is complete. */
  async afterCompletion(ownerId: string, promoCode: string | null): Promise<void> {
    if (!promoCode) return;
    const promo = await this.catalog.findPromoCode(ownerId, promoCode);
    if (promo) await this.catalog.redeemPromoCode(promo.id);
  }
}
