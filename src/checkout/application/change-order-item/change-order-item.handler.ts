import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { decide, itemActionable, ORDER_MESSAGES, refundAmount } from '../../domain/order.js';
import { soldLine } from '../../domain/selection.js';
import { Orders } from '../order-repository.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { ChangeOrderItemCommand } from './change-order-item.command.js';

/** Seed 002 §8 "Registration": the replies of refund and cancel (who may is the access guard's, OrderItemOwnerResolver). */
export const ITEM_MESSAGES = {
  refund: { done: 'Registration refunded', cannot: ORDER_MESSAGES.cannotRefundItem },
  cancel: { done: 'Registration cancelled', cannot: ORDER_MESSAGES.cannotCancelItem },
  notFound: 'Registration not found',
} as const;

/**
 * Refund (through the payment provider, the ticket's price and fee) or cancel one ticket of a completed
 * order; either way the ticket goes back on sale.
 */
@CommandHandler(ChangeOrderItemCommand)
export class ChangeOrderItemHandler implements ICommandHandler<ChangeOrderItemCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly gateway: PaymentGateway,
    private readonly queries: CheckoutQueries,
  ) {}

  async execute({ itemId, action }: ChangeOrderItemCommand): Promise<{ message: string }> {
    const messages = ITEM_MESSAGES[action];
    const found = await this.queries.registration(itemId);
    if (!found) throw notFound(ITEM_MESSAGES.notFound);

    const before = await this.orders.get(found.orderId);
    const item = itemActionable(before, itemId);
    if (!item) throw unprocessable(messages.cannot);
    let refundId = '';
    if (action === 'refund') {
      if (!before.payment) throw unprocessable(messages.cannot);
      // Keyed by the ticket, so a repeated request never refunds twice.
      refundId = (await this.gateway.refund(before.payment.paymentIntentId, refundAmount(item), `refund-item-${itemId}`)).id;
    }
    const now = new Date();
    await this.orders.execute(found.orderId, (state) =>
      decide(action === 'refund' ? { type: 'RefundItem', itemId, refundId: refundId || randomUUID(), by: 'organizer', now } : { type: 'CancelItem', itemId, by: 'organizer', now }, state),
    );
    // Back on sale, and on its share code's allowance when it was bought through one.
    await this.inventory.returnSold(found.orderId, [soldLine(item)]);
    return { message: messages.done };
  }
}
