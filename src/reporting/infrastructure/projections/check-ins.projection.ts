import type pg from 'pg';
import { readOrderEvent } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';

/**
 * `reporting.check_in_facts`: one row per check-in (+1) and per check-in undone (-1) at the door, so the
 * checked-in count at any moment is the sum of the changes up to it. A row's id is its event's place in
 * its order's stream, which a replay gives again.
 */
export const checkInsProjection: Projection = {
  name: 'reporting_check_ins',
  version: 1,
  eventTypes: ['TicketCheckedIn', 'TicketCheckedOut'],
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
  CREATE INDEX IF NOT EXISTS check_in_facts_event_idx ON reporting.check_in_facts (event_id, event_date_id, occurred_at)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const recorded of events) {
      const event = readOrderEvent(recorded);
      if (event.type !== 'TicketCheckedIn' && event.type !== 'TicketCheckedOut') continue;
      const { order: header, item, at } = event.data;
      await client.query(
        `INSERT INTO reporting.check_in_facts (id, owner_id, event_id, event_date_id, ticket_type_id, registration_id, occurred_at, change)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO NOTHING`,
        [
          `${recorded.streamName}@${recorded.revision}`, header.ownerId, header.eventId, header.eventDateId, item.ticketTypeId, item.itemId, at,
          event.type === 'TicketCheckedIn' ? 1 : -1,
        ],
      );
    }
  },
};
