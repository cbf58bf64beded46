import type pg from 'pg';
import { readOrderEvent } from '../../../checkout/contracts/order-events.js';
import { isPublishedSubscriptionEvent, readSubscriptionEvent } from '../../../membership/contracts/subscription-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { fromRows, type Column } from '../../../shared/projections/set-writes.js';
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
    const rows = events.flatMap((event) =>
      webhookPayloadsOf(isPublishedSubscriptionEvent(event.type) ? readSubscriptionEvent(event) : readOrderEvent(event)).map(({ ownerId, payload }, n) => [
        ownerId,
        `${event.id}:${n}`,
        payload.type,
        JSON.stringify(payload),
        payload.timestamp,
        event.createdAt,
      ]),
    );
    if (!rows.length) return;
    const { from, params } = fromRows(PAYLOAD_COLUMNS, rows, 'p');
    await client.query(
      `INSERT INTO integrations.webhook_deliveries (id, webhook_id, owner_id, source_key, event_name, body, status, next_attempt_at, created_at)
       SELECT gen_random_uuid(), w.id, w.owner_id, p.source_key, p.event_name, p.body, 'pending', now(), p.happened_at
       FROM ${from}
       JOIN integrations.webhooks w ON w.owner_id = p.owner_id AND w.status = 'active' AND w.event_types ? p.event_name AND w.created_at <= p.appended_at
       ORDER BY p.ord
       ON CONFLICT (webhook_id, source_key) DO NOTHING`,
      params,
    );
  },
};

const PAYLOAD_COLUMNS: Column[] = [
  ['owner_id', 'uuid'],
  ['source_key', 'text'],
  ['event_name', 'text'],
  ['body', 'text'],
  ['happened_at', 'timestamptz'],
  ['appended_at', 'timestamptz'],
];
