import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../shared/config.js';
import { isUuid } from '../../shared/ids.js';
import { createLogger } from '../../shared/logging.js';
import { asCurrency } from '../../shared/money.js';
import { listenOn } from '../../shared/persistence/listen.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { SeatingFeed, type DateSeating, type SeatChangeListener, type SeatRow } from '../application/ports/seating-feed.port.js';
import type { ChartDefinition } from '../domain/seating/chart-rules.js';
import { SEAT_CHANGES_CHANNEL } from './seat-rows.js';
/** How the listening connection shows in pg_stat_activity. */
export const SEAT_CHANGES_APPLICATION_NAME = 'limelight seat changes';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 10_000;

interface SeatRecord {
  label: string;
  place: number;
  category_key: number;
  order_id: string | null;
  held_until: Date | null;
  item_id: string | null;
  blocked: SeatRow['blocked'];
}

/**
 * The seat inventory read from PostgreSQL, and its changes heard with LISTEN on a connection of its own
 * (made from the application pool's settings, opened when the first listener comes). When that connection
 * is lost it is made again, waiting longer after each failure, and the listeners are told that they may
 * have missed changes.
 */
@Injectable()
export class PostgresSeatingFeed extends SeatingFeed implements OnModuleDestroy {
  private readonly listeners = new Set<SeatChangeListener>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly logger: Logger;

  constructor(
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.logger = createLogger(config.logLevel).child({ component: 'seat-changes' });
  }

  async dateSeating(eventDateId: string): Promise<DateSeating | null> {
    if (!isUuid(eventDateId)) return null;
    const [events, ticketTypes, seats] = await Promise.all([
      this.pool.query<{ event_id: string; published: boolean; chart_id: string | null; chart_version: number | null; definition: ChartDefinition | null }>(
        `SELECT e.id AS event_id, e.published, c.id AS chart_id, c.version AS chart_version, c.definition
         FROM ticketing.event_dates d JOIN ticketing.events e ON e.id = d.event_id LEFT JOIN ticketing.seat_charts c ON c.id = e.seat_chart_id
         WHERE d.id = $1`,
        [eventDateId],
      ),
      this.pool.query<{ id: string; name: string; price: number; currency: string; seats_category_keys: number[] }>(
        `SELECT id, name, price, currency, seats_category_keys FROM ticketing.ticket_types
         WHERE event_date_id = $1 AND attendance = 'in-person' AND visibility_scope NOT IN ('secret', 'list') AND cardinality(seats_category_keys) > 0
         ORDER BY position, id`,
        [eventDateId],
      ),
      this.pool.query<SeatRecord>('SELECT label, place, category_key, order_id, held_until, item_id, blocked FROM ticketing.seats WHERE event_date_id = $1 ORDER BY label, place', [
        eventDateId,
      ]),
    ]);
    const event = events.rows[0];
    if (!event) return null;
    return {
      eventId: event.event_id,
      published: event.published,
      chart: event.chart_id && event.definition ? { id: event.chart_id, version: event.chart_version ?? 1, definition: event.definition } : null,
      ticketTypes: ticketTypes.rows.map((row) => ({ id: row.id, name: row.name, price: row.price, currency: asCurrency(row.currency), seatsCategoryKeys: row.seats_category_keys })),
      seats: seats.rows.map(toSeatRow),
    };
  }

  async watch(listener: SeatChangeListener): Promise<() => void> {
    this.listeners.add(listener);
    try {
      await this.listen();
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => void this.listeners.delete(listener);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = await listenOn({ ...this.pool.options, application_name: SEAT_CHANGES_APPLICATION_NAME }, SEAT_CHANGES_CHANNEL, {
      notified: (payload) => {
        if (payload) for (const listener of this.listeners) listener.changed(payload);
      },
      lost: (lostClient, error) => this.lost(lostClient, error),
    });
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error): void {
    if (client !== this.client) return;
    this.client = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.logger.warn({ err: error }, 'seat changes connection lost; reconnecting');
    this.reconnectLater();
  }

  private reconnectLater(): void {
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.listen().then(
        () => {
          this.retryMs = FIRST_RETRY_MS;
          for (const listener of this.listeners) listener.reconnected();
        },
        (error: unknown) => {
          if (this.closed) return;
          this.logger.warn({ err: error, retryMs: this.retryMs }, 'seat changes connection failed; trying again');
          this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref?.();
  }
}

const toSeatRow = (row: SeatRecord): SeatRow => ({
  label: row.label,
  place: row.place,
  categoryKey: row.category_key,
  orderId: row.order_id,
  heldUntil: row.held_until,
  itemId: row.item_id,
  blocked: row.blocked,
});
