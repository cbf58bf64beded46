import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, fromRows, type Column } from '../../../shared/projections/set-writes.js';
import { REPORTED_EVENTS, reportedEvents } from './order-facts.js';

const KEY: Column[] = [
  ['owner_id', 'uuid'],
  ['event_id', 'uuid'],
  ['event_date_id', 'uuid'],
  ['promoter_id', 'uuid'],
  ['currency', 'text'],
];
const SALE_COLUMNS: Column[] = [
  ...KEY,
  ['revenue', 'bigint'],
  ['tickets', 'integer'],
  ['promoter_name', 'text'],
  ['promoter_username', 'text'],
  ['promoter_type', 'text'],
  ['completed_at', 'timestamptz'],
];
const RETURN_COLUMNS: Column[] = [...KEY, ['price', 'bigint']];

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
    // Orders that credit a promoter, and each of their tickets refunded or cancelled; the key first.
    const facts: { sale: boolean; row: unknown[] }[] = [];
    for (const event of reportedEvents(events)) {
      const { order: header } = event.data;
      if (!header.promoter) continue;
      const key = [header.ownerId, header.eventId, header.eventDateId, header.promoter.id, header.currency];
      if (event.type !== 'OrderCompleted') {
        facts.push({ sale: false, row: [...key, event.data.item.price] });
        continue;
      }
      const order = event.data;
      const { promoter } = header;
      facts.push({
        sale: true,
        row: [...key, order.tickets.reduce((sum, t) => sum + t.price, 0), order.tickets.length, promoter.name, promoter.username, promoter.type, order.completedAt],
      });
    }
    // A ticket coming off a row only counts once the row is there: a sale after it in the batch starts a new run.
    const steps = (fact: (typeof facts)[number]) => [{ row: fact.row.slice(0, 5).join(':'), stage: fact.sale ? 0 : 1 }];
    for (const run of inOrderedRuns(facts, steps)) {
      const sales = run.filter((fact) => fact.sale).map((fact) => fact.row);
      if (sales.length) {
        const { from, params } = fromRows(SALE_COLUMNS, sales);
        // The promoter's names are those of the latest order.
        await client.query(
          `INSERT INTO reporting.promoter_sales (owner_id, event_id, event_date_id, promoter_id, promoter_name, promoter_username, promoter_type, currency, orders, tickets, revenue, last_order_at)
           SELECT owner_id, event_id, event_date_id, promoter_id, (array_agg(promoter_name ORDER BY ord DESC))[1], (array_agg(promoter_username ORDER BY ord DESC))[1],
                  (array_agg(promoter_type ORDER BY ord DESC))[1], currency, count(*), sum(tickets), sum(revenue), max(completed_at)
           FROM ${from} GROUP BY owner_id, event_id, event_date_id, promoter_id, currency
           ON CONFLICT (owner_id, event_id, event_date_id, promoter_id, currency) DO UPDATE SET
             promoter_name = EXCLUDED.promoter_name,
             promoter_username = EXCLUDED.promoter_username,
             promoter_type = EXCLUDED.promoter_type,
             orders = reporting.promoter_sales.orders + EXCLUDED.orders,
             tickets = reporting.promoter_sales.tickets + EXCLUDED.tickets,
             revenue = reporting.promoter_sales.revenue + EXCLUDED.revenue,
             last_order_at = greatest(reporting.promoter_sales.last_order_at, EXCLUDED.last_order_at)`,
          params,
        );
      }
      const returns = run.filter((fact) => !fact.sale).map((fact) => fact.row);
      if (returns.length) {
        const { from, params } = fromRows(RETURN_COLUMNS, returns);
        await client.query(
          `UPDATE reporting.promoter_sales s SET tickets = s.tickets - r.tickets, revenue = s.revenue - r.revenue
           FROM (SELECT owner_id, event_id, event_date_id, promoter_id, currency, count(*) AS tickets, sum(price) AS revenue FROM ${from}
                 GROUP BY owner_id, event_id, event_date_id, promoter_id, currency) r
           WHERE s.owner_id = r.owner_id AND s.event_id = r.event_id AND s.event_date_id = r.event_date_id AND s.promoter_id = r.promoter_id AND s.currency = r.currency`,
          params,
        );
      }
    }
  },
};
