import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { membershipEmailKind } from '../../application/send-membership-email/membership-email.js';
import { readSubscriptionEvent } from '../../contracts/subscription-events.js';

const COLUMNS: Column[] = [
  ['subscription_id', 'uuid'],
  ['kind', 'text'],
  ['email', 'text'],
  ['subscription', 'jsonb'],
  ['created_at', 'timestamptz'],
];

/**
 * Queues the mail of each started membership in `membership.emails` (created by its migration), with the
 * projection's checkpoint: a thank-you to a paying member, an invitation to a member added by hand.
 * `MembershipEmailSender` renders and sends it outside this transaction. The table survives a rebuild,
 * so replaying the feed never mails a member twice.
 */
export const membershipEmailsProjection: Projection = {
  name: 'membership_emails',
  eventTypes: ['SubscriptionStarted'],
  tables: [],
  createTablesSql: 'SELECT 1',
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const rows: unknown[][] = [];
    for (const event of events.map(readSubscriptionEvent)) {
      if (event.type !== 'SubscriptionStarted') continue;
      const { subscription, occurredAt } = event.data;
      if (!subscription.member.email) continue;
      rows.push([subscription.subscriptionId, membershipEmailKind(subscription), subscription.member.email, JSON.stringify(subscription), occurredAt]);
    }
    await insertRows(client, 'membership.emails', COLUMNS, rows, 'ON CONFLICT (subscription_id) DO NOTHING');
  },
};
