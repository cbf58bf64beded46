import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Clock } from '../clock.js';
import { readConfig } from '../config.js';
import type { Mailer } from './mailer.port.js';
import { NodemailerMailer } from './nodemailer-mailer.adapter.js';

const SEND_EVERY_MS = 500;
/** A claimed mail whose outcome is not recorded by then (the worker died) is claimed again. */
const LEASE_MS = 2 * 60_000;
/** A mail that failed this many times is given up: the row stays with `failed_at` and its last error. */
export const MAX_MAIL_ATTEMPTS = 8;
/** The wait after the 1st failed attempt, doubled after each further one (1 min … 64 min, about 2 h in all). */
const FIRST_RETRY_MS = 60_000;

export interface MailOutboxLogger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const consoleLogger: MailOutboxLogger = { error: (object, message) => console.error(message, object), warn: (object, message) => console.warn(message, object) };

/**
 * An outbox table: each row is one mail, with `sent_at`, `failed_at`, `attempts`, `last_error`,
 * `next_attempt_at`, `lease_until` and `lease_token` columns. The names are code constants and go into
 * the SQL as they are.
 */
export interface MailOutboxTable<Row> {
  /** Schema-qualified, e.g. `checkout.sent_emails`. */
  table: string;
  /** The key column. */
  id: keyof Row & string;
  /** What else a row needs to be due, e.g. `confirmation IS NOT NULL`. */
  due?: string;
  /** The order due rows are claimed in; without it, any. */
  orderBy?: string;
  /** What `send` reads besides the id and `attempts`. */
  columns: readonly (keyof Row & string)[];
  /** Columns cleared once the mail is sent or given up (a link's token, say), kept while it is retried. */
  clearedWhenEnded?: readonly string[];
  /** What the logs call one mail (`confirmation e-mail`) and the log field naming its id (`orderId`). */
  noun: string;
  logKey: string;
}

/**
 * Sends the mails queued in an outbox table, outside any long transaction: each worker claims due rows
 * with a lease (`FOR UPDATE SKIP LOCKED`, so workers side by side never send one mail twice at once),
 * sends each, and marks it sent. A failed send counts an attempt, keeps its error and is tried again after
 * a growing wait; after MAX_MAIL_ATTEMPTS it is given up and logged as an error. Times (due, lease,
 * backoff) come from the clock. Mail goes by SMTP when SMTP_URL is set, otherwise to .eml files.
 */
export abstract class MailOutbox<Row extends pg.QueryResultRow & { attempts: number }> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private mailer: { key: string; instance: NodemailerMailer } | undefined;

  protected constructor(
    private readonly outbox: MailOutboxTable<Row>,
    protected readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly logger: MailOutboxLogger = consoleLogger,
  ) {}

  /** Renders and sends the mail of one claimed row; throwing counts a failed attempt. */
  protected abstract send(row: Row, mailer: Mailer, siteUrl: string): Promise<void>;

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sendDue()
        .catch((error: unknown) => this.logger.error({ err: error }, `${this.outbox.noun}s not claimed`))
        .finally(() => (this.running = undefined));
    }, SEND_EVERY_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends up to `limit` due mails; returns how many it claimed. */
  async sendDue(limit = 20): Promise<number> {
    const { table, id, due, orderBy, columns } = this.outbox;
    const token = randomUUID();
    const now = this.clock.now();
    const { rows } = await this.pool.query<Row>(
      `UPDATE ${table} SET lease_until = $3, lease_token = $4
       WHERE ${id} IN (SELECT ${id} FROM ${table}
                       WHERE sent_at IS NULL AND failed_at IS NULL${due ? ` AND ${due}` : ''}
                         AND (next_attempt_at IS NULL OR next_attempt_at <= $2) AND (lease_until IS NULL OR lease_until <= $2)
                       ${orderBy ? `ORDER BY ${orderBy} ` : ''}LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING ${[id, ...columns, 'attempts'].join(', ')}`,
      [limit, now, new Date(now.getTime() + LEASE_MS), token],
    );
    for (const row of rows) {
      let failed: { error: unknown } | undefined;
      try {
        const { mailer, siteUrl } = this.currentMailer();
        await this.send(row, mailer, siteUrl);
      } catch (error) {
        failed = { error };
      }
      try {
        await this.record(row[id], token, row.attempts + 1, failed);
      } catch (failure) {
        // Unrecorded, the lease runs out and the mail is tried again: at least once.
        this.logger.error({ err: failure, [this.outbox.logKey]: row[id] }, `${this.outbox.noun} outcome not recorded; it is tried again later`);
      }
    }
    return rows.length;
  }

  /** Ends the lease with the attempt's outcome: sent, due again after a wait, or given up. */
  private async record(rowId: unknown, token: string, attempts: number, failed: { error: unknown } | undefined): Promise<void> {
    const { table, id, clearedWhenEnded = [], noun, logKey } = this.outbox;
    const now = this.clock.now();
    if (!failed) {
      const cleared = clearedWhenEnded.map((column) => `${column} = NULL, `).join('');
      await this.pool.query(
        `UPDATE ${table} SET sent_at = $3, attempts = $4, ${cleared}lease_until = NULL, lease_token = NULL WHERE ${id} = $1 AND lease_token = $2`,
        [rowId, token, now, attempts],
      );
      return;
    }
    const { error } = failed;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givenUp = attempts >= MAX_MAIL_ATTEMPTS;
    const nextAttemptAt = givenUp ? null : new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
    // $6 is `failed_at`: set only when the mail is given up.
    const cleared = clearedWhenEnded.map((column) => `${column} = CASE WHEN $6::timestamptz IS NULL THEN ${column} END, `).join('');
    await this.pool.query(
      `UPDATE ${table} SET attempts = $3, last_error = $4, next_attempt_at = $5, failed_at = $6, ${cleared}lease_until = NULL, lease_token = NULL
       WHERE ${id} = $1 AND lease_token = $2`,
      [rowId, token, attempts, message, nextAttemptAt, givenUp ? now : null],
    );
    if (givenUp) this.logger.error({ err: error, [logKey]: rowId, attempts }, `${noun} failed; given up`);
    else this.logger.warn({ err: error, [logKey]: rowId, attempts, nextAttemptAt }, `${noun} not sent; it is tried again later`);
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
