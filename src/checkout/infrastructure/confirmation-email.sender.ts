import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { readConfig } from '../../shared/config.js';
import { createFileStorage } from '../../shared/files/file-storage.module.js';
import type { TicketDates } from '../../ticketing/contracts/ticket-dates.js';
import { confirmationEmail } from '../application/send-confirmation/confirmation-email.js';
import { ticketEvent } from '../application/ticket-records.js';
import { ticketSigningKey } from './ticket-signing-key.js';
import type { OrderEvent } from '../domain/order.js';
import { ticketViews } from '../domain/ticket-view.js';
import { NodemailerMailer } from '../../shared/mail/nodemailer-mailer.adapter.js';
import { PdfkitTicketPdf } from './pdfkit-ticket-pdf.adapter.js';

type Completed = Extract<OrderEvent, { type: 'OrderCompleted' }>['data'];

const SEND_EVERY_MS = 500;
/** A claimed mail whose outcome is not recorded by then (the worker died) is claimed again. */
const LEASE_MS = 2 * 60_000;
/** A mail that failed this many times is given up: the row stays with `failed_at` and its last error. */
export const MAX_EMAIL_ATTEMPTS = 8;
/** The wait after the 1st failed attempt, doubled after each further one (1 min … 64 min, about 2 h in all). */
const FIRST_RETRY_MS = 60_000;

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const consoleLogger: Logger = { error: (object, message) => console.error(message, object), warn: (object, message) => console.warn(message, object) };

/**
 * Sends the confirmations the projection queued in `checkout.sent_emails`, outside any long transaction:
 * each worker claims due rows with a lease (`FOR UPDATE SKIP LOCKED`, so workers side by side never send
 * the same mail at once), renders the tickets and their PDF, sends, and marks the row sent. A failed send
 * counts an attempt, keeps its error and is tried again after a growing wait; after MAX_EMAIL_ATTEMPTS
 * it is marked failed and logged as an error. Times (due, lease, backoff) come from the clock. Mail goes
 * by SMTP when SMTP_URL is set, otherwise to .eml files.
 */
export class ConfirmationEmailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly pdf = new PdfkitTicketPdf(createFileStorage(readConfig()));
  private mailer: { key: string; instance: NodemailerMailer } | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly ticketDates: TicketDates,
    private readonly clock: Clock,
    private readonly logger: Logger = consoleLogger,
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
    const token = randomUUID();
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ order_id: string; confirmation: Completed; attempts: number }>(
      `UPDATE checkout.sent_emails SET lease_until = $3, lease_token = $4
       WHERE order_id IN (SELECT order_id FROM checkout.sent_emails
                          WHERE sent_at IS NULL AND failed_at IS NULL AND confirmation IS NOT NULL
                            AND (next_attempt_at IS NULL OR next_attempt_at <= $2) AND (lease_until IS NULL OR lease_until <= $2)
                          LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING order_id, confirmation, attempts`,
      [limit, now, new Date(now.getTime() + LEASE_MS), token],
    );
    for (const row of rows) {
      let failed: { error: unknown } | undefined;
      try {
        await this.send(row.confirmation);
      } catch (error) {
        failed = { error };
      }
      try {
        await this.record(row.order_id, token, row.attempts + 1, failed);
      } catch (failure) {
        // Unrecorded, the lease runs out and the mail is tried again: at least once.
        this.logger.error({ err: failure, orderId: row.order_id }, 'confirmation e-mail outcome not recorded; it is tried again later');
      }
    }
    return rows.length;
  }

  /** Ends the lease with the attempt's outcome: sent, due again after a wait, or given up. */
  private async record(orderId: string, token: string, attempts: number, failed: { error: unknown } | undefined): Promise<void> {
    const now = this.clock.now();
    if (!failed) {
      await this.pool.query(
        'UPDATE checkout.sent_emails SET sent_at = $3, attempts = $4, lease_until = NULL, lease_token = NULL WHERE order_id = $1 AND lease_token = $2',
        [orderId, token, now, attempts],
      );
      return;
    }
    const { error } = failed;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givenUp = attempts >= MAX_EMAIL_ATTEMPTS;
    const nextAttemptAt = givenUp ? null : new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
    await this.pool.query(
      `UPDATE checkout.sent_emails SET attempts = $3, last_error = $4, next_attempt_at = $5, failed_at = $6, lease_until = NULL, lease_token = NULL
       WHERE order_id = $1 AND lease_token = $2`,
      [orderId, token, attempts, message, nextAttemptAt, givenUp ? now : null],
    );
    if (givenUp) this.logger.error({ err: error, orderId, attempts }, 'confirmation e-mail failed; given up');
    else this.logger.warn({ err: error, orderId, attempts, nextAttemptAt }, 'confirmation e-mail not sent; it is tried again later');
  }

  private async send(data: Completed): Promise<void> {
    const date = await this.ticketDates.ofDate(data.order.eventDateId);
    if (!date) throw new Error(`Event date ${data.order.eventDateId} not found`);
    const views = ticketViews(data.order, data.tickets, ticketEvent(date), await ticketSigningKey(this.pool));
    const { mailer, siteUrl } = this.currentMailer();
    await mailer.send(confirmationEmail(data.order.orderId, data.buyer, views, siteUrl, await this.pdf.bytes(data.order.orderId, views)));
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
