import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { decide, type OrderState } from '../../domain/order.js';
import { OrderPayments } from '../order-payments.js';
import { Orders } from '../order-repository.js';
import { ExpireOrdersCommand } from './expire-orders.command.js';

/** Orders still waiting for their buyer (or the buyer's payment) may time out. */
const waiting = (state: OrderState) => state.exists && (state.status === 'pending' || state.status === 'express_processing' || state.status === 'handling_payment');

/** A sale is recorded within moments of being made; one unsettled for this long lost its process. */
export const SETTLE_GRACE_MS = 60_000;

/**
 * Capacity comes back by itself when a hold's deadline passes; this marks the orders behind such holds
 * `timed_out` (or leaves one whose payment is processing, to be completed or refunded when it settles) and
 * drops the holds, after asking the payment provider whether the buyer paid after all (the news may have
 * been lost with the process that was handling it): then the order completes, or is refunded when its
 * tickets are gone. It also finishes sales whose process died between selling the tickets and recording the
 * completed order: a paid order is completed (its payment succeeded), anything else gets its tickets back.
 * Returns how many orders it looked at.
 */
@CommandHandler(ExpireOrdersCommand)
export class ExpireOrdersHandler implements ICommandHandler<ExpireOrdersCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly payments: OrderPayments,
  ) {}

  async execute({ now, limit }: ExpireOrdersCommand): Promise<number> {
    const expired = await this.inventory.expiredOrders(now, limit);
    for (const orderId of expired) {
      if (await this.completeIfPaid(orderId)) continue;
      const { state } = await this.orders.execute(orderId, (current) => (waiting(current) ? decide({ type: 'CancelOrder', status: 'timed_out', now }, current) : []));
      // An order whose payment is still processing lives on: its code's reservation stays for a late sale.
      if (state.status === 'processing') await this.inventory.lapse(orderId);
      else await this.inventory.release(orderId);
      if (state.status === 'timed_out') await this.payments.cancelUnpaid(state);
    }
    const unsettled = await this.inventory.unsettledOrders(new Date(now.getTime() - SETTLE_GRACE_MS), limit);
    for (const orderId of unsettled) await this.settle(orderId, now);
    return expired.length + unsettled.length;
  }

  /**
   * A payment that succeeded without the news reaching the order (its process died in between) is
   * recorded now: the order completes when its tickets are still to be had, and is refunded otherwise.
   */
  private async completeIfPaid(orderId: string): Promise<boolean> {
    const { state } = await this.orders.load(orderId);
    const paymentId = state.payment?.paymentIntentId;
    if (!waiting(state) || !paymentId || !(await this.payments.paidAlready(state))) return false;
    await this.payments.record(orderId, paymentId, 'succeeded');
    return true;
  }

  private async settle(orderId: string, now: Date): Promise<void> {
    const { state } = await this.orders.load(orderId);
    if (state.status === 'completed') return this.inventory.settle(orderId);
    // A paid order completes: its sale is already made, so recording the payment settles it.
    if (await this.completeIfPaid(orderId)) return;
    // Nothing was paid and nobody was told it was done: the tickets go back on sale and the order ends.
    await this.inventory.unsell(orderId);
    await this.orders.execute(orderId, (current) => (waiting(current) ? decide({ type: 'CancelOrder', status: 'timed_out', now }, current) : []));
  }
}
