import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { decide } from '../../domain/order.js';
import { holdLines, SELECTION_MESSAGES } from '../../domain/selection.js';
import { boxOfficeHeader, boxOfficeSelection } from '../box-office-selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { Orders } from '../order-repository.js';
import { AddGuestsCommand, type GuestsAdded } from './add-guests.command.js';

export const GUESTS_ADDED = 'Guest(s) added successfully!';

/**
 * Guests get tickets of any type of the date (not those kept for private lists) at no cost, within the
 * ticket type's capacity: the sale is committed first, so guests can never oversell a date.
 */
@CommandHandler(AddGuestsCommand)
export class AddGuestsHandler implements ICommandHandler<AddGuestsCommand> {
  constructor(
    private readonly catalog: CheckoutCatalog,
    private readonly inventory: Inventory,
    private readonly orders: Orders,
  ) {}

  async execute({ eventId, body }: AddGuestsCommand): Promise<GuestsAdded> {
    const offer = await this.catalog.offerForDate(body.eventDateId);
    if (!offer || offer.event.id !== eventId) throw notFound(EVENT_NOT_FOUND);
    const { items, holders, attendance, currency } = boxOfficeSelection(offer, body, false);

    const orderId = randomUUID();
    const lines = holdLines(items);
    const sold = await this.inventory.commit(orderId, lines);
    if (!sold.ok) throw unprocessable(SELECTION_MESSAGES.soldOut);
    const now = new Date();
    try {
      await this.orders.execute(orderId, (state) =>
        decide(
          {
            type: 'AddGuests',
            header: boxOfficeHeader(orderId, offer, attendance, currency),
            selection: { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } },
            guests: holders,
            now,
          },
          state,
        ),
      );
    } catch (error) {
      await this.inventory.returnSold(orderId, lines);
      throw error;
    }
    await this.inventory.settle(orderId);
    return { orderId, registrationIds: items.map((item) => item.itemId), message: GUESTS_ADDED };
  }
}
