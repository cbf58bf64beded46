import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound, unprocessable } from '../../../shared/errors.js';
import type { Currency } from '../../../shared/money.js';
import { CheckoutCatalog, type CheckoutOffer } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { CASH, decide, PAY_PHASE_MS, type Holder, type OrderHeader, type OrderItem, type Selection } from '../../domain/order.js';
import { holdLines } from '../../domain/selection.js';
import { boxOfficeHeader, boxOfficeSelection, guestSeating } from '../box-office-selection.js';
import { notAvailable } from '../price-selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { Orders } from '../order-repository.js';
import { TERMINAL_MESSAGES } from '../ports/terminal-payments.port.js';
import { BoxOfficeOrder, CreateBoxOfficeOrderCommand } from './create-box-office-order.command.js';

interface Sale {
  orderId: string;
  offer: CheckoutOffer;
  items: OrderItem[];
  holders: Holder[];
  attendance: OrderHeader['attendance'];
  currency: Currency;
  selection: Selection;
}

/**
 * A box-office sale: tickets at their ticket types' prices with no ticket fee (in-person payments carry no
 * platform fee). Paid at a card reader, the tickets are held like any order's for the pay phase so that nothing
 * oversells while the buyer pays; the order completes when the reader's payment succeeds, and times out
 * otherwise. Paid in cash, the tickets are sold at once (within capacity) and the order completes.
 */
@CommandHandler(CreateBoxOfficeOrderCommand)
export class CreateBoxOfficeOrderHandler implements ICommandHandler<CreateBoxOfficeOrderCommand> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly inventory: Inventory,
    private readonly orders: Orders,
  ) {}

  async execute({ eventId, body, paymentMethod }: CreateBoxOfficeOrderCommand): Promise<BoxOfficeOrder> {
    const offer = await this.catalog.offerForDate(body.eventDateId);
    if (!offer || offer.event.id !== eventId) throw notFound(EVENT_NOT_FOUND);
    const { items, holders, attendance, currency } = boxOfficeSelection(offer, body, true, await guestSeating(this.inventory, offer, body));
    const subtotal = items.reduce((sum, item) => sum + item.price, 0);
    if (subtotal === 0) throw unprocessable(TERMINAL_MESSAGES.nothingToPay);
    const selection: Selection = { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal, fees: 0, discount: 0, donation: 0, total: subtotal } };
    const sale: Sale = { orderId: randomUUID(), offer, items, holders, attendance, currency, selection };
    return paymentMethod === CASH ? this.sellForCash(sale) : this.holdForReader(sale);
  }

  private async holdForReader({ orderId, offer, items, holders, attendance, currency, selection }: Sale): Promise<BoxOfficeOrder> {
    const now = new Date();
    const held = await this.inventory.hold(orderId, holdLines(items), new Date(now.getTime() + PAY_PHASE_MS));
    if (!held.ok) throw notAvailable(held);
    try {
      const { state } = await this.orders.execute(orderId, (current) =>
        decide({ type: 'CreateBoxOfficeOrder', header: boxOfficeHeader(orderId, offer, attendance, currency), selection, guests: holders, now }, current),
      );
      return { ...this.answer(orderId, selection, currency), paymentMethod: 'terminal', status: 'pending', expiresAt: state.expiresAt! };
    } catch (error) {
      await this.inventory.release(orderId);
      throw error;
    }
  }

  /** Like guests, the sale is committed before the order is recorded, so cash sales never oversell a date either. */
  private async sellForCash({ orderId, offer, items, holders, attendance, currency, selection }: Sale): Promise<BoxOfficeOrder> {
    const lines = holdLines(items);
    const sold = await this.inventory.commit(orderId, lines);
    if (!sold.ok) throw notAvailable(sold);
    try {
      await this.orders.execute(orderId, (current) =>
        decide({ type: 'SellForCash', header: boxOfficeHeader(orderId, offer, attendance, currency), selection, guests: holders, now: new Date() }, current),
      );
    } catch (error) {
      await this.inventory.returnSold(orderId, lines);
      throw error;
    }
    await this.inventory.settle(orderId);
    return { ...this.answer(orderId, selection, currency), paymentMethod: 'cash', status: 'completed', expiresAt: null };
  }

  private answer(orderId: string, selection: Selection, currency: Currency) {
    return { orderId, amount: selection.totals.total, currency, registrationIds: selection.items.map((item) => item.itemId) };
  }
}
