import type pg from 'pg';
import { readOrderEvent } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';

/**
 * `reporting.check_in_facts`: one row per check-in (+1) and per check-in undone (-1) at the door, so the
 * checked-in count at any moment is the sum of the changes up to it. A checked-in ticket refunded or cancelled
 * no longer counts as checked in (as at the door's counts), so it gets a -1 too. A row's id is its event's place
 * in its order's stream, which a replay gives again.
 */
export const checkInsProjection: Projection = {
  name: 'reporting_check_ins',
  /** 2: a checked-in ticket refunded or cancelled comes off. */
  version: 2,
  eventTypes: ['TicketCheckedIn', 'TicketCheckedOut', 'OrderItemRefunded', 'OrderItemCancelled'],
  tables: ['reporting.check_in_facts'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS reporting.check_in_facts (
    id text PRIMARY KEY,
    owner_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_date_id uuid NOT NULL,
    ticket_type_id uuid NOT NULL,
    registration_id uuid NOT NULL,
    occurred_at timestamptz NOT NULL,
    change smallint NOT NULL CHECK (change IN (1, -1))
  );
  CREATE INDEX IF NOT EXISTS check_in_facts_event_idx ON reporting.check_in_facts (event_id, event_date_id, occurred_at);
  -- A refund or cancel looks up whether its ticket is checked in.
  CREATE INDEX IF NOT EXISTS check_in_facts_registration_idx ON reporting.check_in_facts (registration_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const recorded of events) {
      const event = readOrderEvent(recorded);
      if (event.type !== 'TicketCheckedIn' && event.type !== 'TicketCheckedOut' && event.type !== 'OrderItemRefunded' && event.type !== 'OrderItemCancelled') continue;
      const { order: header, item, at } = event.data;
      // A check-in always counts; a check-out, refund or cancel only while the ticket counts as checked in (a refunded
      // ticket may still be checked out at the door: it came off already).
      const checkIn = event.type === 'TicketCheckedIn';
      await client.query(
        `INSERT INTO reporting.check_in_facts (id, owner_id, event_id, event_date_id, ticket_type_id, registration_id, occurred_at, change)
         SELECT $1, $2::uuid, $3::uuid, $4::uuid, $5::uuid, $6::uuid, $7::timestamptz, $8::smallint
          WHERE $9::boolean OR (SELECT coalesce(sum(change), 0) FROM reporting.check_in_facts WHERE registration_id = $6) > 0
         ON CONFLICT (id) DO NOTHING`,
        [`${recorded.streamName}@${recorded.revision}`, header.ownerId, header.eventId, header.eventDateId, item.ticketTypeId, item.itemId, at, checkIn ? 1 : -1, checkIn],
      );
    }
  },
};
