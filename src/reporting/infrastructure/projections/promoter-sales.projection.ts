import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { REPORTED_EVENTS, reportedEvents } from './order-facts.js';

/**
 * `reporting.promoter_sales`: what each promoter's links sold, per event date and currency: completed orders that
 * credit the promoter, their tickets and revenue (ticket prices after discounts, like `event_sales`); a
 * refunded or cancelled ticket comes off. The promoter's name and username are the latest order's.
 */
export const promoterSalesProjection: Projection = {
  name: 'reporting_promoter_sales',
  /** 2: per event date (the event's stats page filters by date). */
  version: 2,
  eventTypes: REPORTED_EVENTS,
  tables: ['reporting.promoter_sales'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.promoter_sales (
    owner_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_date_id uuid NOT NULL,
    promoter_id uuid NOT NULL,
    promoter_name text NOT NULL,
    promoter_username text NOT NULL,
    promoter_type text NOT NULL,
    currency text NOT NULL,
    orders integer NOT NULL,
    tickets integer NOT NULL,
    revenue bigint NOT NULL,
    last_order_at timestamptz NOT NULL,
    PRIMARY KEY (owner_id, event_id, event_date_id, promoter_id, currency)
  );
  CREATE INDEX IF NOT EXISTS promoter_sales_owner_idx ON reporting.promoter_sales (owner_id, promoter_id);
  -- An event's stats page reads one event's rows, or one date's.
  CREATE INDEX IF NOT EXISTS promoter_sales_event_idx ON reporting.promoter_sales (event_id, event_date_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const event of reportedEvents(events)) {
      if (event.type !== 'OrderCompleted') {
        const { order: header, item } = event.data;
        if (!header.promoter) continue;
        await client.query(
          `UPDATE reporting.promoter_sales SET tickets = tickets - 1, revenue = revenue - $5
           WHERE owner_id = $1 AND event_id = $2 AND event_date_id = $6 AND promoter_id = $3 AND currency = $4`,
          [header.ownerId, header.eventId, header.promoter.id, header.currency, item.price, header.eventDateId],
        );
        continue;
      }
      const order = event.data;
      const { order: header } = order;
      if (!header.promoter) continue;
      const { promoter } = header;
      await client.query(
        `INSERT INTO reporting.promoter_sales (owner_id, event_id, event_date_id, promoter_id, promoter_name, promoter_username, promoter_type, currency, orders, tickets, revenue, last_order_at)
         VALUES ($1, $2, $11, $3, $4, $5, $6, $7, 1, $8, $9, $10)
         ON CONFLICT (owner_id, event_id, event_date_id, promoter_id, currency) DO UPDATE SET
           promoter_name = EXCLUDED.promoter_name,
           promoter_username = EXCLUDED.promoter_username,
           promoter_type = EXCLUDED.promoter_type,
           orders = reporting.promoter_sales.orders + 1,
           tickets = reporting.promoter_sales.tickets + EXCLUDED.tickets,
           revenue = reporting.promoter_sales.revenue + EXCLUDED.revenue,
           last_order_at = greatest(reporting.promoter_sales.last_order_at, EXCLUDED.last_order_at)`,
        [
          header.ownerId, header.eventId, promoter.id, promoter.name, promoter.username, promoter.type, header.currency, order.tickets.length,
          order.tickets.reduce((sum, t) => sum + t.price, 0), order.completedAt, header.eventDateId,
        ],
      );
    }
  },
};
