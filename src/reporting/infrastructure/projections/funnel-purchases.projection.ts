import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { isCash, isTerminal, reportedEvents } from './order-facts.js';

const COLUMNS: Column[] = [
  ['order_id', 'uuid'],
  ['owner_id', 'uuid'],
  ['event_id', 'uuid'],
  ['event_date_id', 'uuid'],
  ['occurred_at', 'timestamptz'],
  ['value', 'bigint'],
  ['currency', 'text'],
];

/**
 * `reporting.funnel_purchases`: one row per order completed through the checkout, the last step of an
 * event's funnel (guests added by the organizer and box-office sales never passed the event page).
 */
export const funnelPurchasesProjection: Projection = {
  name: 'reporting_funnel_purchases',
  version: 1,
  eventTypes: ['OrderCompleted'],
  tables: ['reporting.funnel_purchases'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.funnel_purchases (
    order_id uuid PRIMARY KEY,
    owner_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_date_id uuid NOT NULL,
    occurred_at timestamptz NOT NULL,
    value bigint NOT NULL,
    currency text NOT NULL
  );
  CREATE INDEX IF NOT EXISTS funnel_purchases_event_idx ON reporting.funnel_purchases (event_id, event_date_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const rows: unknown[][] = [];
    for (const event of reportedEvents(events)) {
      if (event.type !== 'OrderCompleted') continue;
      const { order: header, paymentMethod, completedAt, totals } = event.data;
      if (header.personalOrder || isCash(paymentMethod) || isTerminal(paymentMethod)) continue;
      rows.push([header.orderId, header.ownerId, header.eventId, header.eventDateId, completedAt, totals.total, header.currency]);
    }
    await insertRows(client, 'reporting.funnel_purchases', COLUMNS, rows, 'ON CONFLICT (order_id) DO NOTHING');
  },
};
