import type { TicketView } from '../../domain/ticket-view.js';

/** Prints an order's tickets: one page per ticket with its QR code. */
export abstract class TicketPdf {
  abstract render(tickets: readonly TicketView[]): Promise<Buffer>;
}
