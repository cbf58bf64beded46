import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { completedOrders, patronKey, purchaseMessage } from './order-facts.js';

/** `reporting.activities`: what happened on an owner's account, newest first, as HTML with patron and event links. */
export const activitiesProjection: Projection = {
  name: 'reporting_activities',
  eventTypes: ['OrderCompleted'],
  tables: ['reporting.activities'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.activities (
    id text PRIMARY KEY,
    owner_id uuid NOT NULL,
    created_at timestamptz NOT NULL,
    message text NOT NULL,
    actor_id text NOT NULL,
    target_id uuid NOT NULL
  );
  CREATE INDEX IF NOT EXISTS activities_owner_idx ON reporting.activities (owner_id, created_at DESC)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const order of completedOrders(events)) {
      const { order: header } = order;
      await client.query(
        `INSERT INTO reporting.activities (id, owner_id, created_at, message, actor_id, target_id) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [`order-${header.orderId}`, header.ownerId, order.completedAt, purchaseMessage(order), patronKey(order), header.eventId],
      );
    }
  },
};
