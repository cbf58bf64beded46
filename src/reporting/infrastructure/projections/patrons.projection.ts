import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { REPORTED_EVENTS, patronKey, reportedEvents } from './order-facts.js';

/**
 * `reporting.patrons`: the people who bought from an owner, one row per owner and e-mail (the latest name
 * and account win), with how many orders and since when; `reporting.patron_totals` holds what each paid
 * per currency (amounts of different currencies are never added); `reporting.patron_events` lists the
 * events each attended, for "events attended".
 */
export const patronsProjection: Projection = {
  name: 'reporting_patrons',
  /** 2: money in bigint columns, sums per currency. */
  version: 2,
  eventTypes: REPORTED_EVENTS,
  tables: ['reporting.patrons', 'reporting.patron_totals', 'reporting.patron_events'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.patrons (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    user_id uuid,
    first_name text NOT NULL,
    last_name text NOT NULL,
    order_count integer NOT NULL,
    member_since timestamptz NOT NULL,
    PRIMARY KEY (owner_id, email)
  );
  CREATE TABLE IF NOT EXISTS reporting.patron_totals (
    owner_id uuid NOT NULL,
    email text NOT NULL,
    currency text NOT NULL,
    total_amount bigint NOT NULL,
    PRIMARY KEY (owner_id, email, currency)
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
        // A refund lowers what the patron paid in the order's currency; a cancellation without refund changes nothing here.
        if (event.type === 'OrderItemRefunded') {
          await client.query('UPDATE reporting.patron_totals SET total_amount = total_amount - $4 WHERE owner_id = $1 AND email = $2 AND currency = $3', [
            event.data.order.ownerId,
            event.data.buyerEmail.trim().toLowerCase(),
            event.data.order.currency,
            event.data.amount ?? 0,
          ]);
        }
        continue;
      }
      const order = event.data;
      const { order: header, buyer, totals } = order;
      const email = patronKey(order);
      await client.query(
        `INSERT INTO reporting.patrons (owner_id, email, user_id, first_name, last_name, order_count, member_since)
         VALUES ($1, $2, $3, $4, $5, 1, $6)
         ON CONFLICT (owner_id, email) DO UPDATE SET
           user_id = coalesce(EXCLUDED.user_id, reporting.patrons.user_id),
           first_name = EXCLUDED.first_name,
           last_name = EXCLUDED.last_name,
           order_count = reporting.patrons.order_count + 1,
           member_since = least(reporting.patrons.member_since, EXCLUDED.member_since)`,
        [header.ownerId, email, header.userId, buyer.firstName, buyer.lastName, order.completedAt],
      );
      await client.query(
        `INSERT INTO reporting.patron_totals (owner_id, email, currency, total_amount) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner_id, email, currency) DO UPDATE SET total_amount = reporting.patron_totals.total_amount + EXCLUDED.total_amount`,
        [header.ownerId, email, header.currency, totals.total],
      );
      await client.query('INSERT INTO reporting.patron_events (owner_id, email, event_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [header.ownerId, email, header.eventId]);
    }
  },
};
