import type pg from 'pg';
import { readOrderEvent } from '../../../checkout/contracts/order-events.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';

const COLUMNS: Column[] = [
  ['id', 'text'],
  ['owner_id', 'uuid'],
  ['event_id', 'uuid'],
  ['event_date_id', 'uuid'],
  ['ticket_type_id', 'uuid'],
  ['registration_id', 'uuid'],
  ['occurred_at', 'timestamptz'],
  ['change', 'smallint'],
];

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
    const facts = events.flatMap((recorded) => {
      const event = readOrderEvent(recorded);
      if (event.type !== 'TicketCheckedIn' && event.type !== 'TicketCheckedOut' && event.type !== 'OrderItemRefunded' && event.type !== 'OrderItemCancelled') return [];
      const { order: header, item, at } = event.data;
      return [{ id: `${recorded.streamName}@${recorded.revision}`, checkIn: event.type === 'TicketCheckedIn', header, item, at }];
    });
    if (!facts.length) return;
    // Where each ticket stands before the batch, and which facts are in already; then the batch in order.
    const { rows: before } = await client.query<{ registration_id: string; checked_in: number | string }>(
      'SELECT registration_id, coalesce(sum(change), 0) AS checked_in FROM reporting.check_in_facts WHERE registration_id = ANY($1::uuid[]) GROUP BY registration_id',
      [[...new Set(facts.map((fact) => fact.item.itemId))]],
    );
    const { rows: present } = await client.query<{ id: string }>('SELECT id FROM reporting.check_in_facts WHERE id = ANY($1::text[])', [facts.map((fact) => fact.id)]);
    const checkedIn = new Map(before.map((row) => [row.registration_id, Number(row.checked_in)]));
    const written = new Set(present.map((row) => row.id));
    const rows: unknown[][] = [];
    for (const { id, checkIn, header, item, at } of facts) {
      // A check-in always counts; a check-out, refund or cancel only while the ticket counts as checked in (a refunded
      // ticket may still be checked out at the door: it came off already).
      const count = checkedIn.get(item.itemId) ?? 0;
      if (written.has(id) || (!checkIn && count <= 0)) continue;
      written.add(id);
      checkedIn.set(item.itemId, count + (checkIn ? 1 : -1));
      rows.push([id, header.ownerId, header.eventId, header.eventDateId, item.ticketTypeId, item.itemId, at, checkIn ? 1 : -1]);
    }
    await insertRows(client, 'reporting.check_in_facts', COLUMNS, rows, 'ON CONFLICT (id) DO NOTHING');
  },
};
