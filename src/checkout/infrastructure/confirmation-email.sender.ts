import type pg from 'pg';
import { readConfig } from '../../shared/config.js';
import { readTicketDate } from '../../ticketing/contracts/ticket-dates.js';
import { confirmationEmail } from '../application/send-confirmation/confirmation-email.js';
import { ticketEvent, ticketSigningKey } from '../application/ticket-records.js';
import type { OrderEvent } from '../domain/order.js';
import { ticketViews } from '../domain/ticket-view.js';
import { NodemailerMailer } from './nodemailer-mailer.adapter.js';
import { PdfkitTicketPdf } from './pdfkit-ticket-pdf.adapter.js';

type Completed = Extract<OrderEvent, { type: 'OrderCompleted' }>['data'];

const SEND_EVERY_MS = 500;
/** A claimed mail not marked sent by then (the worker died) is claimed again. */
const LEASE = '2 minutes';

interface Logger {
  error(object: object, message: string): void;
}

/**
 * Sends the confirmations the projection queued in `checkout.sent_emails`, outside any long transaction:
 * each worker claims due rows with a lease (`FOR UPDATE SKIP LOCKED`, so workers side by side never send
 * the same mail at once), renders the tickets and their PDF, sends, and marks the row sent. A failed send
 * is tried again when its lease runs out. Mail goes by SMTP when SMTP_URL is set, otherwise to .eml files.
 */
export class ConfirmationEmailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly pdf = new PdfkitTicketPdf();
  private mailer: { key: string; instance: NodemailerMailer } | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger = { error: (object, message) => console.error(message, object) },
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sendDue().finally(() => (this.running = undefined));
    }, SEND_EVERY_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends up to `limit` due confirmations; returns how many it claimed. */
  async sendDue(limit = 20): Promise<number> {
    const { rows } = await this.pool.query<{ order_id: string; confirmation: Completed }>(
      `UPDATE checkout.sent_emails SET lease_until = now() + interval '${LEASE}'
       WHERE order_id IN (SELECT order_id FROM checkout.sent_emails
                          WHERE sent_at IS NULL AND confirmation IS NOT NULL AND (lease_until IS NULL OR lease_until < now())
                          LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING order_id, confirmation`,
      [limit],
    );
    for (const row of rows) {
      try {
        await this.send(row.confirmation);
        await this.pool.query('UPDATE checkout.sent_emails SET sent_at = now(), lease_until = NULL WHERE order_id = $1', [row.order_id]);
      } catch (error) {
        this.logger.error({ err: error, orderId: row.order_id }, 'confirmation e-mail not sent; it is tried again later');
      }
    }
    return rows.length;
  }

  private async send(data: Completed): Promise<void> {
    const date = await readTicketDate(this.pool, data.order.eventDateId);
    if (!date) return;
    const views = ticketViews(data.order, data.tickets, ticketEvent(date), await ticketSigningKey(this.pool));
    const { mailer, siteUrl } = this.currentMailer();
    await mailer.send(confirmationEmail(data.order.orderId, data.buyer, views, siteUrl, await this.pdf.render(views)));
  }

  /** Settings are read when mail is sent, so the worker and tests share one path. */
  private currentMailer(): { mailer: NodemailerMailer; siteUrl: string } {
    const config = readConfig();
    const settings = { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom };
    const key = JSON.stringify(settings);
    if (this.mailer?.key !== key) this.mailer = { key, instance: new NodemailerMailer(settings) };
    return { mailer: this.mailer.instance, siteUrl: config.siteUrl };
  }
}
