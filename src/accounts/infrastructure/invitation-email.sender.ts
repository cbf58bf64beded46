import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { readConfig } from '../../shared/config.js';
import { NodemailerMailer } from '../../shared/mail/nodemailer-mailer.adapter.js';
import { invitationEmail, type Invitation } from '../application/invitation-email.js';

const SEND_EVERY_MS = 500;
/** A claimed mail whose outcome is not recorded by then (the worker died) is claimed again. */
const LEASE_MS = 2 * 60_000;
/** A mail that failed this many times is given up: the row stays with `failed_at` and its last error. */
export const MAX_INVITATION_EMAIL_ATTEMPTS = 8;
/** The wait after the 1st failed attempt, doubled after each further one (1 min … 64 min). */
const FIRST_RETRY_MS = 60_000;

interface Logger {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

const consoleLogger: Logger = { error: (object, message) => console.error(message, object), warn: (object, message) => console.warn(message, object) };

interface Claimed {
  id: string;
  affiliation_id: string;
  email: string;
  token: string;
  attempts: number;
}

/**
 * Sends the invitation e-mails queued in `accounts.invitation_emails` (written with the invitation, in its
 * transaction): each worker claims due rows with a lease (`FOR UPDATE SKIP LOCKED`, so workers side by side
 * never send one mail twice at once), sends, and marks the row sent, dropping the link's token. A failed
 * send counts an attempt, keeps its error and is tried again after a growing wait; after
 * MAX_INVITATION_EMAIL_ATTEMPTS it is given up. Times (due, lease, backoff) come from the clock. A cancelled
 * invitation takes its unsent mail with it.
 */
export class InvitationEmailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private mailer: { key: string; instance: NodemailerMailer } | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly clock: Clock,
    private readonly logger: Logger = consoleLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sendDue()
        .catch((error: unknown) => this.logger.error({ err: error }, 'invitation e-mails not claimed'))
        .finally(() => (this.running = undefined));
    }, SEND_EVERY_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends up to `limit` due invitation e-mails; returns how many it claimed. */
  async sendDue(limit = 20): Promise<number> {
    const token = randomUUID();
    const now = this.clock.now();
    const { rows } = await this.pool.query<Claimed>(
      `UPDATE accounts.invitation_emails SET lease_until = $3, lease_token = $4
       WHERE id IN (SELECT id FROM accounts.invitation_emails
                    WHERE sent_at IS NULL AND failed_at IS NULL
                      AND (next_attempt_at IS NULL OR next_attempt_at <= $2) AND (lease_until IS NULL OR lease_until <= $2)
                    ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, affiliation_id, email, token, attempts`,
      [limit, now, new Date(now.getTime() + LEASE_MS), token],
    );
    for (const row of rows) {
      let failed: { error: unknown } | undefined;
      try {
        await this.send(row);
      } catch (error) {
        failed = { error };
      }
      try {
        await this.record(row.id, token, row.attempts + 1, failed);
      } catch (failure) {
        // Unrecorded, the lease runs out and the mail is tried again: at least once.
        this.logger.error({ err: failure, invitationEmailId: row.id }, 'invitation e-mail outcome not recorded; it is tried again later');
      }
    }
    return rows.length;
  }

  /** Ends the lease with the attempt's outcome: sent, due again after a wait, or given up (the token goes with both ends). */
  private async record(id: string, token: string, attempts: number, failed: { error: unknown } | undefined): Promise<void> {
    const now = this.clock.now();
    if (!failed) {
      await this.pool.query(
        'UPDATE accounts.invitation_emails SET sent_at = $3, attempts = $4, token = NULL, lease_until = NULL, lease_token = NULL WHERE id = $1 AND lease_token = $2',
        [id, token, now, attempts],
      );
      return;
    }
    const { error } = failed;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const givenUp = attempts >= MAX_INVITATION_EMAIL_ATTEMPTS;
    const nextAttemptAt = givenUp ? null : new Date(now.getTime() + FIRST_RETRY_MS * 2 ** (attempts - 1));
    await this.pool.query(
      `UPDATE accounts.invitation_emails SET attempts = $3, last_error = $4, next_attempt_at = $5, failed_at = $6,
              token = CASE WHEN $6::timestamptz IS NULL THEN token END, lease_until = NULL, lease_token = NULL
       WHERE id = $1 AND lease_token = $2`,
      [id, token, attempts, message, nextAttemptAt, givenUp ? now : null],
    );
    if (givenUp) this.logger.error({ err: error, invitationEmailId: id, attempts }, 'invitation e-mail failed; given up');
    else this.logger.warn({ err: error, invitationEmailId: id, attempts, nextAttemptAt }, 'invitation e-mail not sent; it is tried again later');
  }

  private async send(row: Claimed): Promise<void> {
    const { rows } = await this.pool.query<{ role: string; admin: boolean; name: string; username: string }>(
      `SELECT a.name AS role, a.admin, p.name, p.username FROM accounts.affiliations a JOIN accounts.profiles p ON p.id = a.organization_id WHERE a.id = $1`,
      [row.affiliation_id],
    );
    const found = rows[0];
    if (!found) throw new Error(`Invitation ${row.affiliation_id} not found`);
    const invitation: Invitation = { email: row.email, token: row.token, role: found.role, admin: found.admin, organization: { name: found.name, username: found.username } };
    const { mailer, siteUrl } = this.currentMailer();
    await mailer.send(invitationEmail(invitation, siteUrl));
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
