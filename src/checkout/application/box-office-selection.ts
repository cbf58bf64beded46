import { randomUUID } from 'node:crypto';
import { ValidationFailed, unprocessable } from '../../shared/errors.js';
import { asCurrency, type Currency } from '../../shared/money.js';
import type { CheckoutOffer } from '../../ticketing/contracts/checkout-catalog.js';
import type { Inventory } from '../../ticketing/contracts/inventory.js';
import { guestHolders, type GuestInput } from '../domain/guests.js';
import type { Holder, OrderHeader, OrderItem } from '../domain/order.js';
import { MAX_TICKETS_PER_TYPE } from '../domain/pricing.js';
import { seatProblem, SELECTION_MESSAGES, type DateSeating } from '../domain/selection.js';
import { dateSeating } from './price-selection.js';

export interface BoxOfficeBody {
  /** The date (sub-event) the guests come to. */
  eventDateId: string;
  tickets: { id: string; quantity: number }[];
  guests?: GuestInput[];
}

/** The seat label a guest names (trimmed; null when none). */
const guestSeat = (guest: GuestInput | undefined) => guest?.seat?.trim() || null;

/** The date's seat chart facts of the seats the guests name; null when they name none. */
export async function guestSeating(inventory: Inventory, offer: CheckoutOffer, body: BoxOfficeBody): Promise<DateSeating | null> {
  const labels = (body.guests ?? []).map(guestSeat).filter((label): label is string => !!label);
  return labels.length ? dateSeating(inventory, offer, labels) : null;
}

/**
 * What the box office hands out (guests, or a sale at a card reader): tickets of any type of the date but
 * those kept for private lists, free (`priced` false) or at the ticket type's price with no ticket fee, and
 * one holder per ticket (Anonymous Guest when not named), each in the seat its guest names (`seating`: the
 * date's chart facts of those seats, guestSeating).
 */
export function boxOfficeSelection(
  offer: CheckoutOffer,
  body: BoxOfficeBody,
  priced: boolean,
  seating: DateSeating | null = null,
): { items: OrderItem[]; holders: Holder[]; attendance: OrderHeader['attendance']; currency: Currency } {
  const items: OrderItem[] = [];
  for (const line of body.tickets) {
    if (line.quantity === 0) continue;
    if (line.quantity < 0 || line.quantity > MAX_TICKETS_PER_TYPE) throw new ValidationFailed([SELECTION_MESSAGES.quantity]);
    const type = offer.ticketTypes.find((t) => t.id === line.id);
    if (!type) throw unprocessable(SELECTION_MESSAGES.unknownTicket);
    if (type.visibilityScope === 'list') throw unprocessable(SELECTION_MESSAGES.listOnly);
    const price = priced ? type.price : 0;
    for (let n = 0; n < line.quantity; n++) items.push({ itemId: randomUUID(), ticketTypeId: type.id, name: type.name, listPrice: type.price, price, fee: 0, discount: 0 });
  }
  if (!items.length) throw new ValidationFailed(['Please select at least one ticket']);
  const holders = guestHolders(body.guests ?? [], items.length);
  if ('errors' in holders) throw new ValidationFailed(holders.errors);
  const seats = items.flatMap((item, n) => {
    const seatLabel = guestSeat(body.guests?.[n]);
    return seatLabel ? [{ seatLabel, ticketId: item.ticketTypeId, ticketQuantity: 1, item }] : [];
  });
  const problem = seatProblem(seats, offer.ticketTypes, seating);
  if (problem) throw unprocessable(problem);
  for (const { item, seatLabel } of seats) item.seatLabel = seatLabel;
  const first = offer.ticketTypes.find((t) => t.id === items[0]!.ticketTypeId)!;
  return { items, holders: holders.holders, attendance: first.attendance, currency: asCurrency(first.currency) };
}

/** The header of a box-office order: a personal order of the event's owner, with no buyer account. */
export function boxOfficeHeader(orderId: string, offer: CheckoutOffer, attendance: OrderHeader['attendance'], currency: Currency): OrderHeader {
  return {
    orderId,
    eventId: offer.event.id,
    eventName: offer.event.name,
    categoryId: offer.event.categoryId,
    categoryName: offer.event.categoryName,
    eventDateId: offer.date.id,
    eventStartsAt: offer.date.startsAt.toISOString(),
    ownerId: offer.event.ownerId,
    ownerUsername: offer.owner.username,
    attendance,
    currency,
    userId: null,
    express: false,
    personalOrder: true,
    promoter: null,
  };
}
