/** The ticket offer rule and status labels (seed 000 §4, §8). */
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
