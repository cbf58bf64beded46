import { randomUUID } from 'node:crypto';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { listenOn } from '../../shared/persistence/listen.js';
import { nextRetryDelay, parseRetryAfter, RETRY_DELAYS_MS } from '../domain/retry-schedule.js';
import { signWebhook } from '../domain/signature.js';
import { sendWebhook, type SendOptions, type SendResult } from './webhook-sender.js';

export interface DispatcherLogger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
}

export interface DispatcherOptions {
  /** Decides what is due, when a retry goes and how long a lease lasts. */
  clock: Clock;
  /** Let webhooks reach loopback receivers (local testing only). */
  allowLoopback: boolean;
  /** Extra certificate authorities to trust (a local receiver's self-signed certificate). */
  ca?: string | Buffer;
  /** Attempts in flight at once in this worker. */
  concurrency?: number;
  /** How often to look for due deliveries when idle. */
  pollIntervalMs?: number;
  /** How long a claim keeps other workers away; longer than any attempt can take. */
  leaseMs?: number;
  timeoutMs?: number;
  /** Delays after the 1st, 2nd… failed attempt (default: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
  retrySchedule?: readonly number[];
  resolve?: SendOptions['resolve'];
  logger?: DispatcherLogger;
}

interface Claimed {
  id: string;
  webhook_id: string;
  url: string;
  secret: string;
  body: string;
  attempts: number;
}

const quiet: DispatcherLogger = { error: () => undefined, info: () => undefined };
const ERROR_DELAY_MS = 1000;
/** Notified on commit by every statement that queues deliveries (migration 20261213000000). */
export const DELIVERIES_QUEUED_CHANNEL = 'webhook_deliveries_queued';
/** How a dispatcher's listening connection shows in pg_stat_activity. */
export const DISPATCHER_APPLICATION_NAME = 'limelight webhook dispatcher';

/**
 * Sends the queued webhook deliveries. Workers share the outbox through `FOR UPDATE SKIP LOCKED`: a claim
 * takes due deliveries and gives each a lease (a deadline and a token) in one statement, so workers side
 * by side never send the same attempt; the outcome is recorded with the attempt in one transaction that
 * ends the lease. A worker that dies mid-attempt records nothing: its lease runs out and the delivery
 * is sent again by whichever worker comes next (at least once, never lost). Receivers dedupe by the
 * `webhook-id` header, which stays the same across attempts. A new delivery wakes the worker at once (LISTEN, on a
 * connection of its own); retries, and deliveries queued while that connection is down, are found by the poll.
 */
export class WebhookDispatcher {
  private running = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private wake: (() => void) | null = null;
  /** Set when deliveries were queued; cleared before each claim, so one queued during a claim is not missed. */
  private queued = false;
  private listener: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private readonly agent: https.Agent;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly timeoutMs: number;
  private readonly schedule: readonly number[];
  private readonly logger: DispatcherLogger;
  private readonly clock: Clock;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: DispatcherOptions,
  ) {
    this.concurrency = options.concurrency ?? 16;
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.leaseMs = options.leaseMs ?? this.timeoutMs * 4;
    this.schedule = options.retrySchedule ?? RETRY_DELAYS_MS;
    this.logger = options.logger ?? quiet;
    this.clock = options.clock;
    // An extra authority is trusted beside the public ones, not instead of them.
    this.agent = new https.Agent({ keepAlive: true, maxSockets: this.concurrency, ca: options.ca ? [...rootCertificates, options.ca] : undefined });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops claiming and waits for the attempts in flight to be recorded. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
    await this.connecting;
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
    this.agent.destroy();
  }

  /** Sends everything due now, waiting for each outcome; returns the number of attempts (tests, benchmarks). */
  async drain(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const batch = await this.claim(this.concurrency);
      if (!batch.length) return attempts;
      attempts += batch.length;
      await Promise.all(batch.map((delivery) => this.attempt(delivery)));
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.listen();
      const free = this.concurrency - this.inFlight.size;
      let delay = this.pollIntervalMs;
      if (free > 0) {
        this.queued = false;
        try {
          const batch = await this.claim(free);
          for (const delivery of batch) this.track(this.attempt(delivery));
          // A full batch: more may be due at once.
          if (batch.length === free) continue;
        } catch (error) {
          this.logger.error({ err: error }, 'webhook claim failed; retrying');
          delay = ERROR_DELAY_MS;
        }
      }
      if (!this.running) break;
      if (this.queued && free > 0) continue;
      // Sleep until the poll interval ends, deliveries are queued, an attempt finishes (a free slot) or stop() is called.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, delay);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.wake = done;
      });
      this.wake = null;
    }
    await Promise.allSettled([...this.inFlight]);
  }

  /** Listens for queued deliveries, unless listening (or connecting) already; a failure leaves it to the poll. */
  private listen(): void {
    if (this.listener || this.connecting) return;
    this.connecting = listenOn({ ...this.pool.options, application_name: DISPATCHER_APPLICATION_NAME }, DELIVERIES_QUEUED_CHANNEL, {
      notified: () => {
        this.queued = true;
        this.wake?.();
      },
      lost: (client) => {
        if (client !== this.listener) return;
        this.listener = null;
        void client.end().catch(() => undefined);
      },
    })
      .then(
        async (client) => {
          if (this.running) this.listener = client;
          else await client.end();
        },
        (error: unknown) => this.logger.error({ err: error }, 'webhook dispatcher cannot listen for queued deliveries; polling'),
      )
      .finally(() => (this.connecting = null));
  }

  private track(attempt: Promise<void>): void {
    this.inFlight.add(attempt);
    void attempt.finally(() => {
      this.inFlight.delete(attempt);
      this.wake?.();
    });
  }

  /**
   * Takes up to `limit` due deliveries of active webhooks that no live lease holds, and leases them. What
   * is due and until when the lease runs are the clock's time, not the database's.
   */
  private async claim(limit: number): Promise<(Claimed & { token: string })[]> {
    const token = randomUUID();
    const now = this.clock.now();
    const { rows } = await this.pool.query<Claimed>(
      `WITH due AS (
         SELECT d.id FROM integrations.webhook_deliveries d
         JOIN integrations.webhooks w ON w.id = d.webhook_id AND w.status = 'active'
         WHERE d.next_attempt_at <= $3 AND (d.lease_until IS NULL OR d.lease_until <= $3)
         ORDER BY d.next_attempt_at
         LIMIT $1
         FOR UPDATE OF d SKIP LOCKED
       )
       UPDATE integrations.webhook_deliveries d
       SET lease_until = $4, lease_token = $2
       FROM due, integrations.webhooks w
       WHERE d.id = due.id AND w.id = d.webhook_id
       RETURNING d.id, d.webhook_id, w.url, w.secret, d.body, d.attempts`,
      [limit, token, now, new Date(now.getTime() + this.leaseMs)],
    );
    return rows.map((row) => ({ ...row, token }));
  }

  private async attempt(delivery: Claimed & { token: string }): Promise<void> {
    const at = this.clock.now();
    const started = performance.now();
    const timestamp = Math.floor(at.getTime() / 1000);
    let result: SendResult;
    try {
      result = await sendWebhook(
        delivery.url,
        { 'webhook-id': delivery.id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(delivery.secret, delivery.id, timestamp, delivery.body) },
        delivery.body,
        { allowLoopback: this.options.allowLoopback, agent: this.agent, timeoutMs: this.timeoutMs, resolve: this.options.resolve },
      );
    } catch (error) {
      result = { error: error instanceof Error ? error.message : String(error) };
    }
    try {
      await this.record(delivery, at, Math.round(performance.now() - started), result);
    } catch (error) {
      // Unrecorded, the lease runs out and the delivery is tried again: at least once.
      this.logger.error({ err: error, delivery: delivery.id }, 'webhook attempt not recorded; it will be retried');
    }
  }

  private async record(delivery: Claimed & { token: string }, at: Date, durationMs: number, result: SendResult): Promise<void> {
    const statusCode = 'statusCode' in result ? result.statusCode : null;
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    const now = this.clock.now();
    const retryIn = delivered ? null : nextRetryDelay(delivery.attempts + 1, parseRetryAfter('retryAfter' in result ? result.retryAfter : undefined, now), this.schedule);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `UPDATE integrations.webhook_deliveries
         SET status = $3, attempts = attempts + 1, lease_until = NULL, lease_token = NULL, updated_at = now(),
             next_attempt_at = $4
         WHERE id = $1 AND lease_token = $2`,
        [delivery.id, delivery.token, delivered ? 'delivered' : 'failed', retryIn === null ? null : new Date(now.getTime() + retryIn)],
      );
      // Logged even when the lease ran out meanwhile (the request went out); not when the webhook was deleted.
      await client.query(
        `INSERT INTO integrations.webhook_attempts (delivery_id, attempted_at, status_code, error, duration_ms)
         SELECT id, $2::timestamptz, $3::integer, $4::text, $5::integer FROM integrations.webhook_deliveries WHERE id = $1`,
        [delivery.id, at, statusCode, 'error' in result ? result.error.slice(0, 500) : null, durationMs],
      );
      // 410 Gone: the receiver asks for no more; the webhook is paused until its owner resumes it.
      if (statusCode === 410) await client.query(`UPDATE integrations.webhooks SET status = 'inactive', updated_at = now() WHERE id = $1`, [delivery.webhook_id]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
