import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { decide, PAY_PHASE_MS } from '../../domain/order.js';
import { holdLines, SELECTION_MESSAGES } from '../../domain/selection.js';
import { boxOfficeHeader, boxOfficeSelection } from '../box-office-selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { Orders } from '../order-repository.js';
import { TERMINAL_MESSAGES } from '../ports/terminal-payments.port.js';
import { BoxOfficeOrder, CreateBoxOfficeOrderCommand } from './create-box-office-order.command.js';

/**
 * A box-office sale: tickets at their ticket types' prices with no ticket fee (in-person card payments carry
 * no platform fee), held like any order's for the pay phase so that nothing oversells while the guest pays
 * at the reader. The order completes when the reader's payment succeeds, and times out otherwise.
 */
@CommandHandler(CreateBoxOfficeOrderCommand)
export class CreateBoxOfficeOrderHandler implements ICommandHandler<CreateBoxOfficeOrderCommand> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly inventory: Inventory,
    private readonly orders: Orders,
  ) {}

  async execute({ eventId, body }: CreateBoxOfficeOrderCommand): Promise<BoxOfficeOrder> {
    const offer = await this.catalog.offerForDate(body.eventDateId);
    if (!offer || offer.event.id !== eventId) throw notFound(EVENT_NOT_FOUND);
    const { items, holders, attendance, currency } = boxOfficeSelection(offer, body, true);
    const subtotal = items.reduce((sum, item) => sum + item.price, 0);
    if (subtotal === 0) throw unprocessable(TERMINAL_MESSAGES.nothingToPay);

    const orderId = randomUUID();
    const now = new Date();
    const held = await this.inventory.hold(orderId, holdLines(items), new Date(now.getTime() + PAY_PHASE_MS));
    if (!held.ok) throw unprocessable(SELECTION_MESSAGES.soldOut);
    try {
      const { state } = await this.orders.execute(orderId, (current) =>
        decide(
          {
            type: 'CreateBoxOfficeOrder',
            header: boxOfficeHeader(orderId, offer, attendance, currency),
            selection: { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal, fees: 0, discount: 0, donation: 0, total: subtotal } },
            guests: holders,
            now,
          },
          current,
        ),
      );
      return { orderId, amount: subtotal, currency, registrationIds: items.map((item) => item.itemId), expiresAt: state.expiresAt! };
    } catch (error) {
      await this.inventory.release(orderId);
      throw error;
    }
  }
}
