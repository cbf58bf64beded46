import type pg from 'pg';
import { readOrderEvent } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';

const COLUMNS: Column[] = [
  ['item_id', 'uuid'],
  ['order_id', 'uuid'],
  ['benefit_id', 'uuid'],
  ['owner_id', 'uuid'],
  ['user_id', 'uuid'],
  ['event_id', 'uuid'],
  ['completed_at', 'timestamptz'],
];

/**
 * `membership.benefit_redemptions`: one row per ticket a member benefit discounted in a completed order.
 * Checkout counts a member's rows against the benefit's quantity; a benefit's `redeemed` is its row count.
 */
export const benefitRedemptionsProjection: Projection = {
  name: 'membership_benefit_redemptions',
  version: 1,
  eventTypes: ['OrderCompleted'],
  tables: ['membership.benefit_redemptions'],
  createTablesSql: `CREATE SCHEMA IF NOT EXISTS membership;
  CREATE TABLE IF NOT EXISTS membership.benefit_redemptions (
    item_id uuid PRIMARY KEY,
    order_id uuid NOT NULL,
    benefit_id uuid NOT NULL,
    owner_id uuid NOT NULL,
    user_id uuid NOT NULL,
    event_id uuid NOT NULL,
    completed_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS benefit_redemptions_user_idx ON membership.benefit_redemptions (user_id, benefit_id);
  CREATE INDEX IF NOT EXISTS benefit_redemptions_benefit_idx ON membership.benefit_redemptions (benefit_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const rows: unknown[][] = [];
    for (const event of events.map(readOrderEvent)) {
      if (event.type !== 'OrderCompleted') continue;
      const { order, tickets, completedAt } = event.data;
      // Benefits go to signed-in buyers only; a ticket without one redeems nothing.
      if (!order.userId) continue;
      for (const ticket of tickets) {
        if (ticket.benefitId) rows.push([ticket.itemId, order.orderId, ticket.benefitId, order.ownerId, order.userId, order.eventId, completedAt]);
      }
    }
    await insertRows(client, 'membership.benefit_redemptions', COLUMNS, rows, 'ON CONFLICT (item_id) DO NOTHING');
  },
};
