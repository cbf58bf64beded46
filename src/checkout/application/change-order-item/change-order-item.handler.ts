import { HttpStatus, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { ApiError } from '../../../shared/http/api-errors.js';
import { OwnerAccess } from '../../../shared/http/auth.js';
import { isUuid } from '../../../shared/ids.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { decide, itemActionable, ORDER_MESSAGES, refundAmount } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { ChangeOrderItemCommand } from './change-order-item.command.js';

/** Seed 002 §8 "Registration": the replies of refund and cancel. */
export const ITEM_MESSAGES = {
  refund: { done: 'Registration refunded', cannot: ORDER_MESSAGES.cannotRefundItem, forbidden: 'User not authorized to refund registration' },
  cancel: { done: 'Registration cancelled', cannot: ORDER_MESSAGES.cannotCancelItem, forbidden: 'User not authorized to cancel registration' },
  notFound: 'Registration not found',
} as const;

/**
 * Refund (through the payment provider, the ticket's price and fee) or cancel one ticket of a completed
 * order; either way the ticket goes back on sale. For the owner's managers only.
 */
@CommandHandler(ChangeOrderItemCommand)
export class ChangeOrderItemHandler implements ICommandHandler<ChangeOrderItemCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly gateway: PaymentGateway,
    private readonly owners: OwnerAccess,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ itemId, action, principal }: ChangeOrderItemCommand): Promise<{ message: string }> {
    const messages = ITEM_MESSAGES[action];
    const found = isUuid(itemId) ? (await this.pool.query<{ order_id: string; owner_id: string }>('SELECT order_id, owner_id FROM checkout.registrations WHERE id = $1', [itemId])).rows[0] : undefined;
    if (!found) throw new ApiError(HttpStatus.NOT_FOUND, ITEM_MESSAGES.notFound);
    if (!(await this.owners.canManage(principal, found.owner_id))) throw new ApiError(HttpStatus.FORBIDDEN, messages.forbidden);

    const before = await this.orders.get(found.order_id);
    const item = itemActionable(before, itemId);
    if (!item) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, messages.cannot);
    let refundId = '';
    if (action === 'refund') {
      if (!before.payment) throw new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, messages.cannot);
      // Keyed by the ticket, so a repeated request never refunds twice.
      refundId = (await this.gateway.refund(before.payment.paymentIntentId, refundAmount(item), `refund-item-${itemId}`)).id;
    }
    const now = new Date();
    await this.orders.execute(found.order_id, (state) =>
      decide(action === 'refund' ? { type: 'RefundItem', itemId, refundId: refundId || randomUUID(), by: 'organizer', now } : { type: 'CancelItem', itemId, by: 'organizer', now }, state),
    );
    await this.inventory.returnSold(found.order_id, [{ ticketTypeId: item.ticketTypeId, quantity: 1 }]);
    return { message: messages.done };
  }
}
