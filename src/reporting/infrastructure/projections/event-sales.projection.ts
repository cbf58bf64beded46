import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, fromRows, type Column } from '../../../shared/projections/set-writes.js';
import { REPORTED_EVENTS, reportedEvents } from './order-facts.js';

const KEY: Column[] = [
  ['event_date_id', 'uuid'],
  ['ticket_type_id', 'uuid'],
  ['currency', 'text'],
];
const SALE_COLUMNS: Column[] = [...KEY, ['revenue', 'bigint'], ['sold', 'integer'], ['ticket_name', 'text'], ['owner_id', 'uuid'], ['event_id', 'uuid']];
const RETURN_COLUMNS: Column[] = [...KEY, ['price', 'bigint']];

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
    // Tickets sold per ticket type of each order, and each ticket refunded or cancelled (no longer sold).
    const facts: { sale: boolean; row: unknown[] }[] = [];
    for (const event of reportedEvents(events)) {
      if (event.type !== 'OrderCompleted') {
        const { order: header, item } = event.data;
        facts.push({ sale: false, row: [header.eventDateId, item.ticketTypeId, header.currency, item.price] });
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
        facts.push({ sale: true, row: [header.eventDateId, ticketTypeId, header.currency, line.revenue, line.sold, line.name, header.ownerId, header.eventId] });
      }
    }
    // A ticket coming off a row only counts once the row is there: a sale after it in the batch starts a new run.
    const steps = (fact: (typeof facts)[number]) => [{ row: fact.row.slice(0, 3).join(':'), stage: fact.sale ? 0 : 1 }];
    for (const run of inOrderedRuns(facts, steps)) {
      const sales = run.filter((fact) => fact.sale).map((fact) => fact.row);
      if (sales.length) {
        const { from, params } = fromRows(SALE_COLUMNS, sales);
        // The row's names are those of its first sale.
        await client.query(
          `INSERT INTO reporting.event_sales (owner_id, event_id, event_date_id, ticket_type_id, ticket_name, currency, tickets_sold, revenue)
           SELECT (array_agg(owner_id ORDER BY ord))[1], (array_agg(event_id ORDER BY ord))[1], event_date_id, ticket_type_id, (array_agg(ticket_name ORDER BY ord))[1],
                  currency, sum(sold), sum(revenue)
           FROM ${from} GROUP BY event_date_id, ticket_type_id, currency
           ON CONFLICT (event_date_id, ticket_type_id, currency) DO UPDATE SET
             tickets_sold = reporting.event_sales.tickets_sold + EXCLUDED.tickets_sold,
             revenue = reporting.event_sales.revenue + EXCLUDED.revenue`,
          params,
        );
      }
      const returns = run.filter((fact) => !fact.sale).map((fact) => fact.row);
      if (returns.length) {
        const { from, params } = fromRows(RETURN_COLUMNS, returns);
        await client.query(
          `UPDATE reporting.event_sales s SET tickets_sold = s.tickets_sold - r.tickets, revenue = s.revenue - r.revenue
           FROM (SELECT event_date_id, ticket_type_id, currency, count(*) AS tickets, sum(price) AS revenue FROM ${from} GROUP BY event_date_id, ticket_type_id, currency) r
           WHERE s.event_date_id = r.event_date_id AND s.ticket_type_id = r.ticket_type_id AND s.currency = r.currency`,
          params,
        );
      }
    }
  },
};
