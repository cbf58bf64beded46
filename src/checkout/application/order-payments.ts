import { Injectable } from '@nestjs/common';
import { Inventory } from '../../ticketing/contracts/inventory.js';
import { decide, evolve, TERMINAL, type OrderEvent, type OrderState, type PaymentOutcome } from '../domain/order.js';
import { holdLines } from '../domain/selection.js';
import { Orders } from './order-repository.js';
import { PaymentGateway } from './ports/payment-gateway.port.js';
import { TerminalPayments } from './ports/terminal-payments.port.js';

/**
 * Records what the payment provider says about an order's payment (its webhook, the demo gateway, or a check
 * when the buyer returns): success sells the held tickets and completes the order, exactly once however
 * often or in whatever order the news arrives. A payment that succeeds when its tickets are gone (the order
 * timed out and capacity was sold), or its promo code's reserved use went to another order, is refunded
 * and the order cancelled.
 */
@Injectable()
export class OrderPayments {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly gateway: PaymentGateway,
    private readonly terminal: TerminalPayments,
  ) {}

  async record(orderId: string, paymentId: string, outcome: PaymentOutcome, reason = ''): Promise<OrderEvent[]> {
    let refund = false;
    const { state, events } = await this.orders.execute(orderId, async (current) => {
      refund = false;
      // A box-office sale is paid at a card reader; everything else through the online gateway.
      const paymentMethod = current.payment?.terminal ? TERMINAL : this.gateway.kind;
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
    if (refund && events.length) {
      const terminal = state.payment?.terminal;
      if (terminal) await this.terminal.refund(paymentId, terminal, `refund-${orderId}`);
      else await this.gateway.refund(paymentId, state.payment?.amount ?? 0, `refund-${orderId}`);
    }
    if (state.status === 'completed') await this.inventory.settle(orderId);
    if (events.some((event) => event.type === 'OrderCancelled' || (event.type === 'PaymentFailed' && event.data.outcome === 'failed'))) {
      await this.inventory.release(orderId);
    }
    return events;
  }

  /** Whether the order's payment succeeded, asking whichever provider took it (online gateway or card reader). */
  async paidAlready(state: OrderState): Promise<boolean> {
    const payment = state.payment;
    if (!payment) return false;
    if (payment.terminal) return (await this.terminal.status(payment.paymentIntentId, payment.terminal)).status === 'succeeded';
    return (await this.gateway.retrievePayment(payment.paymentIntentId)).status === 'succeeded';
  }

  /** Cancels the order's payment that has not succeeded (the order was cancelled or timed out); never fails the caller. */
  async cancelUnpaid(state: OrderState): Promise<void> {
    const payment = state.payment;
    if (!payment || payment.outcome === 'succeeded') return;
    const cancelled = payment.terminal ? this.terminal.cancel(payment.paymentIntentId, payment.terminal) : this.gateway.cancelPayment(payment.paymentIntentId);
    await cancelled.catch(() => undefined);
  }
}
