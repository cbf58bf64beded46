import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { MEMBERSHIP_EVENT_TYPES, readSubscriptionEvent } from '../../contracts/subscription-events.js';

/**
 * `membership.members`: one row per membership as its latest event left it (the owner's Members tab, the
 * buyer's subscriptions, who holds a tier). A member the owner removed leaves the table; one that ran
 * out stays, expired. Rebuilt from the subscription events like every read model.
 */
export const membersProjection: Projection = {
  name: 'membership_members',
  version: 1,
  eventTypes: MEMBERSHIP_EVENT_TYPES,
  tables: ['membership.members'],
  createTablesSql: `CREATE SCHEMA IF NOT EXISTS membership;
  CREATE TABLE IF NOT EXISTS membership.members (
    subscription_id uuid PRIMARY KEY,
    owner_id uuid NOT NULL,
    tier_id uuid NOT NULL,
    price_id uuid NOT NULL,
    user_id uuid,
    user_name text NOT NULL,
    user_email text NOT NULL,
    status text NOT NULL,
    source text NOT NULL,
    provider_subscription_id text,
    amount bigint NOT NULL,
    currency text NOT NULL,
    interval text NOT NULL,
    starts_at timestamptz NOT NULL,
    expires_at timestamptz,
    cancel_at_period_end boolean NOT NULL,
    updated_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS members_owner_idx ON membership.members (owner_id, starts_at DESC);
  CREATE INDEX IF NOT EXISTS members_tier_idx ON membership.members (tier_id);
  CREATE INDEX IF NOT EXISTS members_price_idx ON membership.members (price_id);
  CREATE INDEX IF NOT EXISTS members_user_idx ON membership.members (user_id);
  CREATE INDEX IF NOT EXISTS members_email_idx ON membership.members (lower(user_email))`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const facts = events.map(readSubscriptionEvent).map((event) => ({ event, removed: event.type === 'SubscriptionExpired' && event.data.reason === 'removed' }));
    // A membership written again after its removal in the batch starts a new run (upserts run before deletes).
    for (const run of inOrderedRuns(facts, ({ event, removed }) => [{ row: event.data.subscription.subscriptionId, stage: removed ? 1 : 0 }])) {
      // Per membership, the row as its events leave it: columns set only on insert from its first event, the others from its last.
      const rows = new Map<string, unknown[]>();
      for (const { event, removed } of run) {
        if (removed) continue;
        const s = event.data.subscription;
        const first = rows.get(s.subscriptionId);
        rows.set(s.subscriptionId, [
          s.subscriptionId,
          first ? first[1] : s.ownerId,
          s.tierId,
          s.priceId,
          s.member.userId,
          s.member.name,
          s.member.email,
          s.status,
          first ? first[8] : s.source,
          first ? first[9] : s.providerSubscriptionId,
          s.amount,
          s.currency,
          s.interval,
          first ? first[13] : s.startsAt,
          s.expiresAt,
          s.cancelAtPeriodEnd,
          event.data.occurredAt,
        ]);
      }
      await insertRows(
        client,
        'membership.members',
        COLUMNS,
        [...rows.values()],
        `ON CONFLICT (subscription_id) DO UPDATE SET tier_id = EXCLUDED.tier_id, price_id = EXCLUDED.price_id, user_id = EXCLUDED.user_id,
           user_name = EXCLUDED.user_name, user_email = EXCLUDED.user_email, status = EXCLUDED.status, amount = EXCLUDED.amount,
           currency = EXCLUDED.currency, interval = EXCLUDED.interval, expires_at = EXCLUDED.expires_at,
           cancel_at_period_end = EXCLUDED.cancel_at_period_end, updated_at = EXCLUDED.updated_at`,
      );
      const removed = run.filter((fact) => fact.removed).map(({ event }) => event.data.subscription.subscriptionId);
      if (removed.length) await client.query('DELETE FROM membership.members WHERE subscription_id = ANY($1::uuid[])', [removed]);
    }
  },
};

const COLUMNS: Column[] = [
  ['subscription_id', 'uuid'],
  ['owner_id', 'uuid'],
  ['tier_id', 'uuid'],
  ['price_id', 'uuid'],
  ['user_id', 'uuid'],
  ['user_name', 'text'],
  ['user_email', 'text'],
  ['status', 'text'],
  ['source', 'text'],
  ['provider_subscription_id', 'text'],
  ['amount', 'bigint'],
  ['currency', 'text'],
  ['interval', 'text'],
  ['starts_at', 'timestamptz'],
  ['expires_at', 'timestamptz'],
  ['cancel_at_period_end', 'boolean'],
  ['updated_at', 'timestamptz'],
];
