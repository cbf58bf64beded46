import type pg from 'pg';
import { MEMBERSHIP_EVENT_TYPES } from '../../../membership/contracts/subscription-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { DONATION_PAYMENT_EVENTS, donationMessage, donorKey } from './donation-facts.js';
import { memberKey, membershipMessage } from './membership-facts.js';
import { itemChangeMessage, patronKey, purchaseMessage, REPORTED_EVENTS } from './order-facts.js';
import { reportedFeed } from './reported-feed.js';

const COLUMNS: Column[] = [
  ['id', 'text'],
  ['owner_id', 'uuid'],
  ['created_at', 'timestamptz'],
  ['message', 'text'],
  ['actor_id', 'text'],
  ['target_id', 'uuid'],
];

/**
 * `reporting.activities`: what happened on an owner's account, newest first, as HTML with patron and
 * event (or membership tier, or video) links.
 */
export const activitiesProjection: Projection = {
  name: 'reporting_activities',
  /** 2: membership starts, renewals, cancellations and expiries. 3: donations on videos. */
  version: 3,
  eventTypes: [...REPORTED_EVENTS, ...MEMBERSHIP_EVENT_TYPES, ...DONATION_PAYMENT_EVENTS],
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
    const rows: unknown[][] = [];
    for (const event of reportedFeed(events)) {
      switch (event.type) {
        case 'OrderCompleted':
          rows.push([`order-${event.data.order.orderId}`, event.data.order.ownerId, event.data.completedAt, purchaseMessage(event.data), patronKey(event.data), event.data.order.eventId]);
          break;
        case 'OrderItemCancelled':
        case 'OrderItemRefunded':
          rows.push([
            `${event.type === 'OrderItemRefunded' ? 'refund' : 'cancel'}-${event.data.item.itemId}`,
            event.data.order.ownerId,
            event.data.at,
            itemChangeMessage(event.type, event.data),
            event.data.buyerEmail.trim().toLowerCase(),
            event.data.order.eventId,
          ]);
          break;
        case 'DonationPaid': {
          // The donor is the actor, the video the target.
          const donation = event.data;
          rows.push([`donation-${donation.donationId}`, donation.owner.id, donation.paidAt, donationMessage(donation), donorKey(donation), donation.video.id]);
          break;
        }
        default: {
          // A subscription event: the member is the actor, the tier the target.
          const message = membershipMessage(event);
          if (!message) break;
          const { subscription, occurredAt } = event.data;
          rows.push([`membership-${event.eventId}`, subscription.ownerId, occurredAt, message, memberKey(subscription), subscription.tierId]);
        }
      }
    }
    await insertRows(client, 'reporting.activities', COLUMNS, rows, 'ON CONFLICT (id) DO NOTHING');
  },
};
