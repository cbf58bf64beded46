import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OrderPayments } from '../order-payments.js';
import { Orders } from '../order-repository.js';
import { paymentOutcome, PaymentGateway } from '../ports/payment-gateway.port.js';
import { CompleteOrderCommand } from './complete-order.command.js';
import { orderSummary, type OrderSummary } from '../get-order/order-summary.js';

/**
 * The buyer is back from paying: asks the payment provider how the payment stands and records it, so the
 * order completes even before (or without) the provider's webhook. Safe to call any number of times.
 */
@CommandHandler(CompleteOrderCommand)
export class CompleteOrderHandler implements ICommandHandler<CompleteOrderCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly gateway: PaymentGateway,
    private readonly payments: OrderPayments,
  ) {}

  async execute({ orderId }: CompleteOrderCommand): Promise<OrderSummary> {
    let state = await this.orders.get(orderId);
    if (state.payment && state.status !== 'completed') {
      const payment = await this.gateway.retrievePayment(state.payment.paymentIntentId);
      const outcome = paymentOutcome(payment);
      if (outcome) {
        await this.payments.record(orderId, payment.id, outcome, payment.lastError ?? '');
        state = await this.orders.get(orderId);
      }
    }
    return orderSummary(state);
  }
}
