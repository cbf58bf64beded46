import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { itemChangeMessage, patronKey, purchaseMessage, REPORTED_EVENTS, reportedEvents } from './order-facts.js';

/** `reporting.activities`: what happened on an owner's account, newest first, as HTML with patron and event links. */
export const activitiesProjection: Projection = {
  name: 'reporting_activities',
  version: 1,
  eventTypes: REPORTED_EVENTS,
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
    for (const event of reportedEvents(events)) {
      const row =
        event.type === 'OrderCompleted'
          ? [`order-${event.data.order.orderId}`, event.data.order.ownerId, event.data.completedAt, purchaseMessage(event.data), patronKey(event.data), event.data.order.eventId]
          : [
              `${event.type === 'OrderItemRefunded' ? 'refund' : 'cancel'}-${event.data.item.itemId}`,
              event.data.order.ownerId,
              event.data.at,
              itemChangeMessage(event.type, event.data),
              event.data.buyerEmail.trim().toLowerCase(),
              event.data.order.eventId,
            ];
      await client.query(`INSERT INTO reporting.activities (id, owner_id, created_at, message, actor_id, target_id) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`, row);
    }
  },
};
