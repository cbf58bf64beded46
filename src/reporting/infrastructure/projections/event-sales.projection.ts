import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { REPORTED_EVENTS, reportedEvents } from './order-facts.js';

/**
 * `reporting.event_sales`: tickets sold and revenue (ticket prices after discounts) per ticket type of each date
 * and currency (an event's tickets may be priced in several currencies, or in another one than its earlier sales:
 * amounts of two currencies are never added up).
 */
export const eventSalesProjection: Projection = {
  name: 'reporting_event_sales',
  /** 2: money in bigint columns, sums per currency. 3: one row per currency of a ticket type. */
  version: 3,
  eventTypes: REPORTED_EVENTS,
  tables: ['reporting.event_sales'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.event_sales (
    owner_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_date_id uuid NOT NULL,
    ticket_type_id uuid NOT NULL,
    ticket_name text NOT NULL,
    currency text NOT NULL,
    tickets_sold integer NOT NULL,
    revenue bigint NOT NULL,
    PRIMARY KEY (event_date_id, ticket_type_id, currency)
  );
  CREATE INDEX IF NOT EXISTS event_sales_owner_idx ON reporting.event_sales (owner_id);
  -- An event's stats page reads one event's rows.
  CREATE INDEX IF NOT EXISTS event_sales_event_idx ON reporting.event_sales (event_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const event of reportedEvents(events)) {
      if (event.type !== 'OrderCompleted') {
        // A refunded or cancelled ticket is no longer sold.
        const { order: header, item } = event.data;
        await client.query(
          'UPDATE reporting.event_sales SET tickets_sold = tickets_sold - 1, revenue = revenue - $3 WHERE event_date_id = $1 AND ticket_type_id = $2 AND currency = $4',
          [header.eventDateId, item.ticketTypeId, item.price, header.currency],
        );
        continue;
      }
      const order = event.data;
      const { order: header } = order;
      const perType = new Map<string, { name: string; sold: number; revenue: number }>();
      for (const t of order.tickets) {
        const line = perType.get(t.ticketTypeId) ?? { name: t.name, sold: 0, revenue: 0 };
        line.sold += 1;
        line.revenue += t.price;
        perType.set(t.ticketTypeId, line);
      }
      for (const [ticketTypeId, line] of perType) {
        await client.query(
          `INSERT INTO reporting.event_sales (owner_id, event_id, event_date_id, ticket_type_id, ticket_name, currency, tickets_sold, revenue)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (event_date_id, ticket_type_id, currency) DO UPDATE SET
             tickets_sold = reporting.event_sales.tickets_sold + EXCLUDED.tickets_sold,
             revenue = reporting.event_sales.revenue + EXCLUDED.revenue`,
          [header.ownerId, header.eventId, header.eventDateId, ticketTypeId, line.name, header.currency, line.sold, line.revenue],
        );
      }
    }
  },
};
