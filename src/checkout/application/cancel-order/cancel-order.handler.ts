import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { decide } from '../../domain/order.js';
import { Orders } from '../order-repository.js';
import { OrderPayments } from '../order-payments.js';
import { CancelOrderCommand } from './cancel-order.command.js';

/** Cancels an unfinished order (the buyer closed the checkout, or its time ran out): its tickets go back on sale. */
@CommandHandler(CancelOrderCommand)
export class CancelOrderHandler implements ICommandHandler<CancelOrderCommand> {
  constructor(
    private readonly orders: Orders,
    private readonly inventory: Inventory,
    private readonly payments: OrderPayments,
  ) {}

  async execute({ orderId, status }: CancelOrderCommand): Promise<true> {
    const { state } = await this.orders.execute(orderId, (current) => decide({ type: 'CancelOrder', status, now: new Date() }, current));
    await this.inventory.release(orderId);
    await this.payments.cancelUnpaid(state);
    return true;
  }
}
