import type { ChartPlace } from '../../components/seating/places';
import type { PlaceState, SeatMapCategory } from '../../components/seating/seat-map';
import type { components } from '../../lib/api/schema.gen';
import { formatMoney } from '../../lib/money';
import type { CheckoutTicket, Order } from './api/checkout';
import type { SeatingSnapshot } from './api/seating';

/** Reserved seating at checkout (seed 000 §4): the seats chosen on the chart, each sold as one ticket type. */

/** A chosen place as order bodies and replies name it: a seat (ticketQuantity 1) or places of an area, each sold as one ticket type. */
export type SeatLine = components['schemas']['SeatChoiceRequest'];

/** The seats the order holds (none without an order, or on an order without seats). */
export const orderSeats = (order: Order | undefined): SeatLine[] => order?.seats ?? [];

/** A ticket type sold with seats of the chart, on a seated date: chosen on the chart, never by quantity. */
export const isSeatedTicket = (ticket: Pick<CheckoutTicket, 'seatsCategoryKeys'>) => (ticket.seatsCategoryKeys?.length ?? 0) > 0;

const TAKEN = 'Some of the seats you chose were just taken: ';
/** The API's refusal to confirm an order whose seats it no longer holds for this seat session (409). */
export const SEATS_NOT_HELD = 'Your seats are no longer held. Choose them again.';

/** The chosen labels the API's refusal names as just taken (409 'Some of the seats you chose were just taken: {labels}'). */
export function takenSeats(error: unknown, chosen: readonly SeatLine[]): string[] {
  const message = error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (!message.startsWith(TAKEN)) return [];
  // Compared whole, so Stalls-A-1 is not taken when Stalls-A-10 is.
  const listed = `, ${message.slice(TAKEN.length).replace(/\.$/, '')}, `;
  return chosen.map((seat) => seat.seatLabel).filter((label) => listed.includes(`, ${label}, `));
}

/** The ticket types a buyer can choose for a category's seats: those of the category the date lists on sale, in the category's order. */
export function categoryTickets(snapshot: SeatingSnapshot, tickets: readonly CheckoutTicket[], categoryKey: number): CheckoutTicket[] {
  const category = snapshot.categories.find((c) => c.key === categoryKey);
  if (!category) return [];
  return category.ticketTypes.flatMap((type) => tickets.filter((ticket) => ticket.id === type.id && ticket.status === 'on_sale'));
}

/** A price as the legend shows it: one price, or the range of several ticket types. */
export function priceRange(tickets: readonly CheckoutTicket[]): string | null {
  if (!tickets.length) return null;
  const prices = tickets.map((t) => t.price);
  const [low, high] = [Math.min(...prices), Math.max(...prices)];
  const currency = tickets[0]!.currency;
  const text = (amount: number) => (amount === 0 ? 'Free' : formatMoney(amount, currency));
  return low === high ? text(low) : `${text(low)}–${text(high)}`;
}

/** The chart's categories with the price the buyer would pay (null where no ticket on sale sells them). */
export const mapCategories = (snapshot: SeatingSnapshot, tickets: readonly CheckoutTicket[]): SeatMapCategory[] =>
  snapshot.categories.map(({ key, label, color }) => ({ key, label, color, price: priceRange(categoryTickets(snapshot, tickets, key)) }));

/**
 * What the buyer sees of each place: theirs (selected, though the public map says held), free, held or sold by
 * others, or not for sale — also a free one that no ticket on sale sells.
 */
export function placeStates(snapshot: SeatingSnapshot, places: readonly ChartPlace[], chosen: readonly SeatLine[], tickets: readonly CheckoutTicket[]): Map<string, PlaceState> {
  const mine = new Set(chosen.map((seat) => seat.seatLabel));
  const status = new Map(snapshot.seats.map((seat) => [seat.label, seat]));
  const sellable = new Map(snapshot.categories.map((c) => [c.key, categoryTickets(snapshot, tickets, c.key).length > 0]));
  const states = new Map<string, PlaceState>();
  for (const place of places) {
    const seat = status.get(place.label);
    const available = seat?.available ?? 0;
    if (mine.has(place.label)) states.set(place.label, { state: 'selected', available });
    else if (!seat) states.set(place.label, { state: 'not_for_sale', available: 0 });
    else if (seat.status === 'available' && !sellable.get(place.categoryKey)) states.set(place.label, { state: 'not_for_sale', available: 0 });
    else states.set(place.label, { state: seat.status, available });
  }
  return states;
}
