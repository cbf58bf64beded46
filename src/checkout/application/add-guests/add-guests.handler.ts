import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ValidationFailed, notFound, unprocessable } from '../../../shared/errors.js';
import { asCurrency } from '../../../shared/money.js';
import { CheckoutCatalog } from '../../../ticketing/contracts/checkout-catalog.js';
import { Inventory } from '../../../ticketing/contracts/inventory.js';
import { guestHolders } from '../../domain/guests.js';
import { decide, type OrderItem } from '../../domain/order.js';
import { MAX_TICKETS_PER_TYPE } from '../../domain/pricing.js';
import { holdLines, SELECTION_MESSAGES } from '../../domain/selection.js';
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
    const items: OrderItem[] = [];
    for (const line of body.tickets) {
      if (line.quantity === 0) continue;
      if (line.quantity < 0 || line.quantity > MAX_TICKETS_PER_TYPE) throw new ValidationFailed([SELECTION_MESSAGES.quantity]);
      const type = offer.ticketTypes.find((t) => t.id === line.id);
      if (!type) throw unprocessable(SELECTION_MESSAGES.unknownTicket);
      if (type.visibilityScope === 'list') throw unprocessable(SELECTION_MESSAGES.listOnly);
      for (let n = 0; n < line.quantity; n++) items.push({ itemId: randomUUID(), ticketTypeId: type.id, name: type.name, listPrice: type.price, price: 0, fee: 0, discount: 0 });
    }
    if (!items.length) throw new ValidationFailed(['Please select at least one ticket']);
    const holders = guestHolders(body.guests ?? [], items.length);
    if ('errors' in holders) throw new ValidationFailed(holders.errors);

    const orderId = randomUUID();
    const lines = holdLines(items);
    const sold = await this.inventory.commit(orderId, lines);
    if (!sold.ok) throw unprocessable(SELECTION_MESSAGES.soldOut);
    const first = offer.ticketTypes.find((t) => t.id === items[0]!.ticketTypeId)!;
    const now = new Date();
    try {
      await this.orders.execute(orderId, (state) =>
        decide(
          {
            type: 'AddGuests',
            header: {
              orderId,
              eventId: offer.event.id,
              eventName: offer.event.name,
              categoryId: offer.event.categoryId,
              categoryName: offer.event.categoryName,
              eventDateId: offer.date.id,
              eventStartsAt: offer.date.startsAt.toISOString(),
              ownerId: offer.event.ownerId,
              ownerUsername: offer.owner.username,
              attendance: first.attendance,
              currency: asCurrency(first.currency),
              userId: null,
              express: false,
              personalOrder: true,
            },
            selection: { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: 0, fees: 0, discount: 0, donation: 0, total: 0 } },
            guests: holders.holders,
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
