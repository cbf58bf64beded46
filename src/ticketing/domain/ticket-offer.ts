/** The ticket offer rule, status labels and the row buyers see of a ticket type (seed 000 §4, §8). */
import { ticketCost, ticketFee, type Currency } from '../../shared/money.js';
import { ticketCapacity, type TicketType } from './event.js';

export interface TicketSaleState {
  price: number;
  /** Tickets still available (quantity minus those sold or held). */
  available: number;
  salesStartAt: Date | null;
  salesEndAt: Date | null;
}

export type TicketStatus = 'on_sale' | 'sold_out' | 'not_yet_on_sale' | 'sales_closed' | 'payments_not_set_up';

/** A ticket type is offered only if sales have started, have not ended and quantity is above 0. */
export function isOffered(ticket: TicketSaleState, now: Date): boolean {
  return ticketStatus(ticket, now, true) === 'on_sale';
}

export function ticketStatus(ticket: TicketSaleState, now: Date, ownerCanTakePayments: boolean): TicketStatus {
  if (ticket.available <= 0) return 'sold_out';
  if (ticket.salesStartAt && ticket.salesStartAt > now) return 'not_yet_on_sale';
  if (ticket.salesEndAt && ticket.salesEndAt <= now) return 'sales_closed';
  if (ticket.price > 0 && !ownerCanTakePayments) return 'payments_not_set_up';
  return 'on_sale';
}

/** 'Available from {date}' shows the sales start in the event's time zone, e.g. 'Dec 5, 2026, 7:00 PM'. */
export function formatEventDate(date: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: timezone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(date);
}

/** The label the seeds give each status; null while the ticket is on sale. */
export function ticketStatusLabel(status: TicketStatus, ticket: TicketSaleState, timezone: string): string | null {
  switch (status) {
    case 'sold_out':
      return 'Sold out';
    case 'not_yet_on_sale':
      return `Available from ${formatEventDate(ticket.salesStartAt!, timezone)}`;
    case 'sales_closed':
      return 'Pre-sales closed';
    case 'payments_not_set_up':
      return 'Ask organizer to setup payments';
    case 'on_sale':
      return null;
  }
}

/** What one ticket costs in its currency: the price, the fee on it ($0.69 + 1%) and what a buyer pays. */
export const ticketPricing = (price: number, currency: Currency) => ({ price, fee: ticketFee(price, currency), cost: ticketCost(price, currency), currency });

/** A ticket type as buyers see it, wherever it is shown: the event page, a date's ticket list, the tickets a secret code unlocks. */
export interface PublicTicketRow {
  id: string;
  eventDateId: string;
  attendance: 'in-person' | 'online';
  name: string;
  description: string;
  /** Minor units of `currency`, as are fee and cost. */
  price: number;
  fee: number;
  cost: number;
  currency: Currency;
  /** Tickets left now (never below 0). */
  available: number;
  status: TicketStatus;
  statusLabel: string | null;
  /** Reserved seating: the chart categories it sells (a seated date sells it through the chart). */
  seatsCategoryKeys: number[];
}

/** The public row of a ticket type; `held` is how many of its tickets are in live checkouts. */
export function publicTicketRow(ticket: TicketType, held: number, at: { timezone: string; paymentsEnabled: boolean; now: Date }): PublicTicketRow {
  const sale = { price: ticket.price, available: ticketCapacity(ticket) - ticket.sold - held, salesStartAt: ticket.salesStartAt, salesEndAt: ticket.salesEndAt };
  const status = ticketStatus(sale, at.now, at.paymentsEnabled);
  return {
    id: ticket.id,
    eventDateId: ticket.eventDateId,
    attendance: ticket.attendance,
    name: ticket.name,
    description: ticket.description,
    ...ticketPricing(ticket.price, ticket.currency),
    available: Math.max(0, sale.available),
    status,
    statusLabel: ticketStatusLabel(status, sale, at.timezone),
    seatsCategoryKeys: ticket.seatsCategoryKeys,
  };
}

/**
 * Whether a code could apply to tickets of this attendance on an upcoming date (seed 000 §3 Event,
 * codesAvailableInPerson / codesAvailableOnline): a secret ticket's code, a list ticket's share codes (it has an
 * allowance), or a promo code of the owner that covers the event.
 */
export function codesAvailable(
  tickets: readonly Pick<TicketType, 'attendance' | 'eventDateId' | 'visibilityScope' | 'code' | 'initialQuantityPerCode'>[],
  attendance: 'in-person' | 'online',
  upcomingDateIds: ReadonlySet<string>,
  promoCodeCovers: boolean,
): boolean {
  return tickets.some(
    (t) =>
      t.attendance === attendance &&
      upcomingDateIds.has(t.eventDateId) &&
      (promoCodeCovers || (t.visibilityScope === 'secret' && !!t.code?.trim()) || (t.visibilityScope === 'list' && t.initialQuantityPerCode !== null)),
  );
}
