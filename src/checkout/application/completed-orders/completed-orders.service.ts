import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/ids.js';
import { CompletedOrders, type CompletedPurchase } from '../../contracts/completed-orders.js';
import { Orders } from '../order-repository.js';

/** The completed orders contract, answered from the order's stream. */
@Injectable()
export class CheckoutCompletedOrders extends CompletedOrders {
  constructor(private readonly orders: Orders) {
    super();
  }

  async purchase(orderId: string): Promise<CompletedPurchase | null> {
    if (!isUuid(orderId)) return null;
    const { state } = await this.orders.load(orderId);
    if (state.status !== 'completed' || !state.completed) return null;
    const { order, totals } = state.completed;
    return { eventId: order.eventId, eventDateId: order.eventDateId, ownerId: order.ownerId, amount: totals.total, currency: order.currency, personalOrder: order.personalOrder };
  }
}
