import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logging.js';
import { listenOn } from '../../shared/persistence/listen.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { CheckoutOfferCache, type DateOfferContents } from '../application/ports/checkout-offer-cache.port.js';

/**
 * The channel the triggers on what an offer contains notify on commit (migration 20261212000000), with what
 * changed as payload: `event:<id>`, `date:<id>`, `ticket_type:<id>`, `category:<id>` or `owner:<id>`.
 */
export const OFFER_CHANGES_CHANNEL = 'checkout_offer_changes';
/** How the listening connection shows in pg_stat_activity. */
export const OFFER_CHANGES_APPLICATION_NAME = 'limelight offer changes';

/** Dates kept at most; the one kept longest goes first. */
const MAX_OFFERS = 1000;
/** After the listening connection could not be made, offers are read (not kept) for this long before trying again. */
const RETRY_MS = 1000;
/** A round trip on the listening connection that takes longer drops the connection (reads then go to the database). */
const ROUND_TRIP_TIMEOUT_MS = 10_000;

/** Whether a change named by a notification's payload touches this offer (an unknown payload touches all). */
function touches(offer: DateOfferContents, payload: string): boolean {
  const [kind, id] = payload.split(':');
  switch (kind) {
    case 'date':
      return offer.date.id === id;
    case 'event':
      return offer.event.id === id;
    case 'ticket_type':
      return offer.ticketTypes.some((t) => t.id === id);
    case 'category':
      return offer.event.categoryId === id;
    case 'owner':
      return offer.event.ownerId === id;
    default:
      return true;
  }
}

/**
 * Offers kept in this process's memory and dropped on the notifications that the triggers on their tables send
 * when a writer (of any process, or by hand) commits. Each read first makes a round trip on the listening
 * connection that starts after the read began: PostgreSQL hands the connection the notifications of every
 * transaction committed before that round trip's answer, so no change committed before a read is missed by it.
 * Reads that come together share one round trip. Without the connection, offers are read and not kept.
 */
@Injectable()
export class PostgresCheckoutOfferCache extends CheckoutOfferCache implements OnModuleDestroy {
  private readonly offers = new Map<string, DateOfferContents>();
  /** Loads under way, shared by the reads that come meanwhile; forgotten at any change. */
  private readonly loading = new Map<string, Promise<DateOfferContents | null>>();
  /** Moves at every change: a load that saw it move is not kept. */
  private changes = 0;
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private failedAt = -Infinity;
  private roundTrip: Promise<boolean> | null = null;
  private nextRoundTrip: Promise<boolean> | null = null;
  private closed = false;
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.logger = createLogger(config.logLevel).child({ component: 'offer-changes' });
  }

  async offer(eventDateId: string, load: () => Promise<DateOfferContents | null>): Promise<DateOfferContents | null> {
    if (!(await this.caughtUp())) return load();
    const kept = this.offers.get(eventDateId);
    if (kept) return kept;
    const loading = this.loading.get(eventDateId);
    if (loading) return loading;
    const changes = this.changes;
    const loaded = load()
      .then((offer) => {
        if (offer && changes === this.changes) this.keep(eventDateId, offer);
        return offer;
      })
      .finally(() => {
        if (this.loading.get(eventDateId) === loaded) this.loading.delete(eventDateId);
      });
    this.loading.set(eventDateId, loaded);
    return loaded;
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    this.forgetAll();
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private keep(eventDateId: string, offer: DateOfferContents): void {
    if (this.offers.size >= MAX_OFFERS) this.offers.delete(this.offers.keys().next().value!);
    this.offers.set(eventDateId, offer);
  }

  /** Whether every change committed before this call has been applied; false without the listening connection. */
  private caughtUp(): Promise<boolean> {
    if (!this.roundTrip) return this.startRoundTrip();
    // The round trip under way may have been sent before this read began: the next one is sent after it.
    this.nextRoundTrip ??= this.roundTrip.then(() => {
      this.nextRoundTrip = null;
      return this.startRoundTrip();
    });
    return this.nextRoundTrip;
  }

  private startRoundTrip(): Promise<boolean> {
    const trip: Promise<boolean> = this.ping().finally(() => {
      if (this.roundTrip === trip) this.roundTrip = null;
    });
    this.roundTrip = trip;
    return trip;
  }

  private async ping(): Promise<boolean> {
    let client: pg.Client;
    try {
      client = await this.listening();
    } catch {
      return false;
    }
    try {
      await client.query('SELECT 1');
      return client === this.client;
    } catch (error) {
      // No answer in time (or at all): the connection is not to be trusted with the next reads.
      this.lost(client, error as Error);
      return false;
    }
  }

  private listening(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    if (this.closed || performance.now() - this.failedAt < RETRY_MS) return Promise.reject(new Error('Not listening for offer changes'));
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    let client: pg.Client;
    try {
      client = await listenOn({ ...this.pool.options, application_name: OFFER_CHANGES_APPLICATION_NAME, query_timeout: ROUND_TRIP_TIMEOUT_MS }, OFFER_CHANGES_CHANNEL, {
        notified: (payload) => this.changed(payload),
        lost: (lostClient, error) => this.lost(lostClient, error),
      });
    } catch (error) {
      this.failedAt = performance.now();
      this.logger.warn({ err: error }, 'offer changes connection failed; offers are read without keeping them');
      throw error;
    }
    if (this.closed) {
      await client.end();
      throw new Error('Closed');
    }
    this.client = client;
    return client;
  }

  private changed(payload: string): void {
    this.changes++;
    this.loading.clear();
    for (const [eventDateId, offer] of this.offers) if (touches(offer, payload)) this.offers.delete(eventDateId);
  }

  /** Whatever is kept may have changed unheard: forget it all (the next read connects again). */
  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.client) return;
    this.client = null;
    this.forgetAll();
    void client.end().catch(() => undefined);
    if (!this.closed) this.logger.warn({ err: error }, 'offer changes connection lost; connecting again at the next read');
  }

  private forgetAll(): void {
    this.changes++;
    this.loading.clear();
    this.offers.clear();
  }
}
