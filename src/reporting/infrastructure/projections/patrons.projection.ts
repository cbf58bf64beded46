import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { REPORTED_EVENTS, patronKey, reportedEvents } from './order-facts.js';

/**
 * `reporting.patrons`: the people who bought from an owner, one row per owner and e-mail (the latest name
 * and account win), with what they spent, how many orders and since when; `reporting.patron_events` lists
 * the events each attended, for "events attended".
 */
export const patronsProjection: Projection = {
  name: 'reporting_patrons',
  eventTypes: REPORTED_EVENTS,
  tables: ['reporting.patrons', 'reporting.patron_events'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.patrons (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    user_id uuid,
    first_name text NOT NULL,
    last_name text NOT NULL,
    currency text NOT NULL,
    total_amount integer NOT NULL,
    order_count integer NOT NULL,
    member_since timestamptz NOT NULL,
    PRIMARY KEY (owner_id, email)
  );
  CREATE TABLE IF NOT EXISTS reporting.patron_events (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    event_id uuid NOT NULL,
    PRIMARY KEY (owner_id, email, event_id)
  )`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const event of reportedEvents(events)) {
      if (event.type !== 'OrderCompleted') {
        // A refund lowers what the patron spent; a cancellation without refund changes nothing here.
        if (event.type === 'OrderItemRefunded') {
          await client.query('UPDATE reporting.patrons SET total_amount = total_amount - $3 WHERE owner_id = $1 AND email = $2', [
            event.data.order.ownerId,
            event.data.buyerEmail.trim().toLowerCase(),
            event.data.amount ?? 0,
          ]);
        }
        continue;
      }
      const order = event.data;
      const { order: header, buyer, totals } = order;
      const email = patronKey(order);
      await client.query(
        `INSERT INTO reporting.patrons (owner_id, email, user_id, first_name, last_name, currency, total_amount, order_count, member_since)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8)
         ON CONFLICT (owner_id, email) DO UPDATE SET
           user_id = coalesce(EXCLUDED.user_id, reporting.patrons.user_id),
           first_name = EXCLUDED.first_name,
           last_name = EXCLUDED.last_name,
           total_amount = reporting.patrons.total_amount + EXCLUDED.total_amount,
           order_count = reporting.patrons.order_count + 1,
           member_since = least(reporting.patrons.member_since, EXCLUDED.member_since)`,
        [header.ownerId, email, header.userId, buyer.firstName, buyer.lastName, header.currency, totals.total, order.completedAt],
      );
      await client.query('INSERT INTO reporting.patron_events (owner_id, email, event_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [header.ownerId, email, header.eventId]);
    }
  },
};
