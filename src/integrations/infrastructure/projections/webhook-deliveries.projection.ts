import type pg from 'pg';
import { readOrderEvent } from '../../../checkout/contracts/order-events.js';
import { isPublishedSubscriptionEvent, readSubscriptionEvent } from '../../../membership/contracts/subscription-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { SOURCE_EVENT_TYPES, webhookPayloadsOf } from '../../application/webhook-payloads.js';

/**
 * The webhook outbox: each checkout or subscription event becomes one delivery per active webhook of its owner that
 * listens to the event's type, queued for the dispatcher in the transaction that moves the checkpoint
 * (so an event is queued exactly once, or again harmlessly: a delivery is unique per webhook and source).
 *
 * The deliveries live in a migrated table that a rebuild leaves alone: replaying the feed must not
 * drop the delivery logs or send old events again. A webhook receives what happens after it is created.
 */
export const webhookDeliveriesProjection: Projection = {
  name: 'integrations_webhook_deliveries',
  eventTypes: SOURCE_EVENT_TYPES,
  tables: [],
  createTablesSql: 'SELECT 1',
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const event of events) {
      const payloads = webhookPayloadsOf(isPublishedSubscriptionEvent(event.type) ? readSubscriptionEvent(event) : readOrderEvent(event));
      for (const [n, { ownerId, payload }] of payloads.entries()) {
        await client.query(
          `INSERT INTO integrations.webhook_deliveries (id, webhook_id, owner_id, source_key, event_name, body, status, next_attempt_at, created_at)
           SELECT gen_random_uuid(), w.id, w.owner_id, $2, $3, $4, 'pending', now(), $5
           FROM integrations.webhooks w
           WHERE w.owner_id = $1 AND w.status = 'active' AND w.event_types ? $3 AND w.created_at <= $6
           ON CONFLICT (webhook_id, source_key) DO NOTHING`,
          [ownerId, `${event.id}:${n}`, payload.type, JSON.stringify(payload), payload.timestamp, event.createdAt],
        );
      }
    }
  },
};
