import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { inOrderedRuns, insertRows, fromRows, type Column } from '../../../shared/projections/set-writes.js';
import { readOrderEvent } from '../../contracts/order-events.js';

/**
 * `checkout.registrations`: one row per issued ticket (a registration), for the buyer's ticket lists, the
 * organizer's guest list and check-in. Rebuilt from the order events like every projection.
 */
export const registrationsProjection: Projection = {
  name: 'checkout_registrations',
  eventTypes: ['OrderCompleted', 'OrderItemCancelled', 'OrderItemRefunded', 'TicketTransferred', 'TicketCheckedIn', 'TicketCheckedOut', 'TicketSeatChanged'],
  tables: ['checkout.registrations'],
  createTablesSql: `CREATE TABLE IF NOT EXISTS checkout.registrations (
    id uuid PRIMARY KEY,
    order_id uuid NOT NULL,
    event_id uuid NOT NULL,
    event_date_id uuid NOT NULL,
    owner_id uuid NOT NULL,
    ticket_type_id uuid NOT NULL,
    ticket_name text NOT NULL,
    attendance text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text NOT NULL,
    seat text,
    buyer_email text NOT NULL,
    user_id uuid,
    price bigint NOT NULL,
    fee bigint NOT NULL,
    discount bigint NOT NULL,
    currency text NOT NULL,
    payment_method text NOT NULL,
    personal_order boolean NOT NULL,
    answers jsonb NOT NULL,
    status text NOT NULL DEFAULT 'active',
    checked_in_at timestamptz,
    completed_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS registrations_order_idx ON checkout.registrations (order_id);
  CREATE INDEX IF NOT EXISTS registrations_date_idx ON checkout.registrations (event_date_id);
  CREATE INDEX IF NOT EXISTS registrations_email_idx ON checkout.registrations (email);
  CREATE INDEX IF NOT EXISTS registrations_buyer_idx ON checkout.registrations (buyer_email);
  -- A transferred ticket carries its new holder; the buyer still sees it, as passed on.
  ALTER TABLE checkout.registrations ADD COLUMN IF NOT EXISTS transferred_at timestamptz;
  -- A list ticket bought through a listed buyer's share code names it (none before list tickets existed).
  ALTER TABLE checkout.registrations ADD COLUMN IF NOT EXISTS share_code text;
  CREATE INDEX IF NOT EXISTS registrations_user_idx ON checkout.registrations (user_id)`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const facts: ({ ticket: unknown[]; id: string } | { change: unknown[]; id: string })[] = [];
    for (const event of events.map(readOrderEvent)) {
      switch (event.type) {
        case 'TicketCheckedIn':
          facts.push(change(event.data.item.itemId, 'checked_in', { at: event.data.at }));
          break;
        case 'TicketCheckedOut':
          facts.push(change(event.data.item.itemId, 'checked_out', {}));
          break;
        case 'TicketSeatChanged':
          facts.push(change(event.data.item.itemId, 'seat', { seat: event.data.item.seat }));
          break;
        case 'TicketTransferred': {
          const { item, to, at } = event.data;
          facts.push(change(item.itemId, 'transferred', { at, holder: to }));
          break;
        }
        case 'OrderItemCancelled':
        case 'OrderItemRefunded':
          facts.push(change(event.data.item.itemId, event.type === 'OrderItemRefunded' ? 'refunded' : 'canceled', {}));
          break;
        case 'OrderCompleted': {
          const { data } = event;
          const { order } = data;
          for (const t of data.tickets) {
            facts.push({
              id: t.itemId,
              ticket: [
                t.itemId, order.orderId, order.eventId, order.eventDateId, order.ownerId, t.ticketTypeId, t.name, order.attendance, t.firstName, t.lastName, t.email, t.seat,
                data.buyer.email, order.userId, t.price, t.fee, t.discount, order.currency, data.paymentMethod, order.personalOrder, JSON.stringify(t.answers), data.completedAt,
                t.shareCode ?? null,
              ],
            });
          }
        }
      }
    }
    // A change applies to a ticket already issued, and one statement makes one change per ticket: a ticket issued
    // after a change to it, or a second change to the same ticket, starts a new run.
    for (const run of inOrderedRuns(facts, (fact) => [{ row: fact.id, stage: 'ticket' in fact ? 0 : 1, once: !('ticket' in fact) }])) {
      await insertRows(client, 'checkout.registrations', COLUMNS, run.flatMap((fact) => ('ticket' in fact ? [fact.ticket] : [])), 'ON CONFLICT (id) DO NOTHING');
      const changes = run.flatMap((fact) => ('change' in fact ? [fact.change] : []));
      if (!changes.length) continue;
      const { from, params } = fromRows(CHANGE_COLUMNS, changes, 'c');
      // Each kind as its own statement did: a check-in of an active ticket, a check-out of a checked-in one, a seat,
      // a new holder, a cancellation or a refund.
      await client.query(
        `UPDATE checkout.registrations r SET
           status = CASE
             WHEN c.kind = 'checked_in' THEN CASE WHEN r.status = 'active' THEN 'checked_in' ELSE r.status END
             WHEN c.kind = 'checked_out' THEN CASE WHEN r.status = 'checked_in' THEN 'active' ELSE r.status END
             WHEN c.kind IN ('canceled', 'refunded') THEN c.kind
             ELSE r.status END,
           checked_in_at = CASE
             WHEN c.kind = 'checked_in' AND r.status = 'active' THEN c.at
             WHEN c.kind = 'checked_out' AND r.status = 'checked_in' THEN NULL
             ELSE r.checked_in_at END,
           seat = CASE WHEN c.kind = 'seat' THEN c.seat ELSE r.seat END,
           first_name = CASE WHEN c.kind = 'transferred' THEN c.first_name ELSE r.first_name END,
           last_name = CASE WHEN c.kind = 'transferred' THEN c.last_name ELSE r.last_name END,
           email = CASE WHEN c.kind = 'transferred' THEN c.email ELSE r.email END,
           transferred_at = CASE WHEN c.kind = 'transferred' THEN c.at ELSE r.transferred_at END
         FROM ${from}
         WHERE r.id = c.id`,
        params,
      );
    }
  },
};

const COLUMNS: Column[] = [
  ['id', 'uuid'],
  ['order_id', 'uuid'],
  ['event_id', 'uuid'],
  ['event_date_id', 'uuid'],
  ['owner_id', 'uuid'],
  ['ticket_type_id', 'uuid'],
  ['ticket_name', 'text'],
  ['attendance', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
  ['seat', 'text'],
  ['buyer_email', 'text'],
  ['user_id', 'uuid'],
  ['price', 'bigint'],
  ['fee', 'bigint'],
  ['discount', 'bigint'],
  ['currency', 'text'],
  ['payment_method', 'text'],
  ['personal_order', 'boolean'],
  ['answers', 'jsonb'],
  ['completed_at', 'timestamptz'],
  ['share_code', 'text'],
];

const CHANGE_COLUMNS: Column[] = [
  ['id', 'uuid'],
  ['kind', 'text'],
  ['at', 'timestamptz'],
  ['seat', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
];

/** A change to one ticket: its kind, and the time, seat or new holder it brings. */
const change = (id: string, kind: string, { at, seat, holder }: { at?: string; seat?: string | null; holder?: { firstName: string; lastName: string; email: string } }) => ({
  id,
  change: [id, kind, at ?? null, seat ?? null, holder?.firstName ?? null, holder?.lastName ?? null, holder?.email ?? null],
});
