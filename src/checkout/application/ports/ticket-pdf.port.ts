import type { TicketView } from '../../domain/ticket-view.js';

/**
 * An order's tickets as a PDF, one page per ticket with its QR code. Each version of the tickets is rendered
 * once and kept in the file port (shared/files), from where it is served and attached to e-mails.
 */
export abstract class TicketPdf {
  /** The file key of the PDF of these tickets, rendering and storing it the first time they are asked for. */
  abstract store(orderId: string, tickets: readonly TicketView[]): Promise<string>;
  /** The PDF's bytes, read from the file port (for an e-mail attachment). */
  abstract bytes(orderId: string, tickets: readonly TicketView[]): Promise<Buffer>;
}
