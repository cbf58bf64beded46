import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../shared/errors.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { decide } from '../../domain/order.js';
import { holdLines } from '../../domain/selection.js';
import { boxOfficeHeader, boxOfficeSelection, guestSeating } from '../box-office-selection.js';
import { EVENT_NOT_FOUND } from '../create-order/create-order.handler.js';
import { Orders } from '../order-repository.js';
import { notAvailable } from '../price-selection.js';
import { AddGuestsCommand, type GuestsAdded } from './add-guests.command.js';

export const GUESTS_ADDED = 'Guest(s) added successfully!';

/**
 * Guests get tickets of any type of the date (not those kept for private lists) at no cost, within the
 * ticket type's capacity, each in the seat the organizer names for them (a free seat, or one kept for guests):
 * the sale is committed first, so guests can never oversell a date nor take a seat twice.
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
    const { items, holders, attendance, currency } = boxOfficeSelection(offer, body, false, await guestSeating(this.inventory, offer, body));

    const orderId = randomUUID();
    const lines = holdLines(items);
    // Seats kept for guests are theirs to take.
    const sold = await this.inventory.commit(orderId, lines, { kept: true });
    if (!sold.ok) throw notAvailable(sold);
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
