import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { decide } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { PaymentGateway } from '../ports/payment-gateway.port.js';
import { ExpireOrdersCommand } from './expire-orders.command.js';

/**
 * Capacity comes back by itself when a hold's deadline passes; this marks the orders behind such holds
 * `timed_out` (or leaves one whose payment is processing, to be completed or refunded when it settles) and
 * drops the holds. Returns how many orders it looked at.
 */
@CommandHandler(ExpireOrdersCommand)
export class ExpireOrdersHandler implements ICommandHandler<ExpireOrdersCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly gateway: PaymentGateway,
  ) {}

  async execute({ limit }: ExpireOrdersCommand): Promise<number> {
    const expired = await this.inventory.expiredOrders(limit);
    for (const orderId of expired) {
      const { state } = await this.orders.execute(orderId, (current) => {
        const open = current.status === 'pending' || current.status === 'express_processing' || current.status === 'handling_payment';
        return current.exists && open ? decide({ type: 'CancelOrder', status: 'timed_out', now: new Date() }, current) : [];
      });
      await this.inventory.release(orderId);
      if (state.status === 'timed_out' && state.payment && state.payment.outcome !== 'succeeded') {
        await this.gateway.cancelPayment(state.payment.paymentIntentId).catch(() => undefined);
      }
    }
    return expired.length;
  }
}
