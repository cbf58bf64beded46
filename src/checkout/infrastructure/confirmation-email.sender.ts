import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { readConfig } from '../../shared/config.js';
import { createFileStorage } from '../../shared/files/file-storage.module.js';
import { MailOutbox, type MailOutboxLogger } from '../../shared/mail/mail-outbox.js';
import type { Mailer } from '../../shared/mail/mailer.port.js';
import type { TicketDates } from '../../ticketing/contracts/ticket-dates.js';
import { confirmationEmail } from '../application/send-confirmation/confirmation-email.js';
import { ticketEvent } from '../application/ticket-records.js';
import { ticketSigningKey } from './ticket-signing-key.js';
import type { OrderEvent } from '../domain/order.js';
import { ticketViews } from '../domain/ticket-view.js';
import { PdfkitTicketPdf } from './pdfkit-ticket-pdf.adapter.js';

type Completed = Extract<OrderEvent, { type: 'OrderCompleted' }>['data'];

interface Claimed {
  order_id: string;
  confirmation: Completed;
  attempts: number;
}

/**
 * Sends the confirmations the projection queued in `checkout.sent_emails` (a row waits for its
 * `confirmation`), by the outbox's leases and retries: renders the tickets and their PDF and sends them.
 */
export class ConfirmationEmailSender extends MailOutbox<Claimed> {
  private readonly pdf = new PdfkitTicketPdf(createFileStorage(readConfig()));

  constructor(
    pool: pg.Pool,
    private readonly ticketDates: TicketDates,
    clock: Clock,
    logger?: MailOutboxLogger,
  ) {
    super(
      { table: 'checkout.sent_emails', id: 'order_id', due: 'confirmation IS NOT NULL', columns: ['confirmation'], noun: 'confirmation e-mail', logKey: 'orderId' },
      pool,
      clock,
      logger,
    );
  }

  protected async send({ confirmation: data }: Claimed, mailer: Mailer, siteUrl: string): Promise<void> {
    const date = await this.ticketDates.ofDate(data.order.eventDateId);
    if (!date) throw new Error(`Event date ${data.order.eventDateId} not found`);
    const views = ticketViews(data.order, data.tickets, ticketEvent(date), await ticketSigningKey(this.pool));
    await mailer.send(confirmationEmail(data.order.orderId, data.buyer, views, siteUrl, await this.pdf.bytes(data.order.orderId, views)));
  }
}
