import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
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
    for (const event of events.map(readOrderEvent)) {
      if (event.type === 'TicketCheckedIn') {
        const { item, at } = event.data;
        await client.query(`UPDATE checkout.registrations SET status = 'checked_in', checked_in_at = $2 WHERE id = $1 AND status = 'active'`, [item.itemId, at]);
        continue;
      }
      if (event.type === 'TicketCheckedOut') {
        await client.query(`UPDATE checkout.registrations SET status = 'active', checked_in_at = NULL WHERE id = $1 AND status = 'checked_in'`, [event.data.item.itemId]);
        continue;
      }
      if (event.type === 'TicketSeatChanged') {
        await client.query('UPDATE checkout.registrations SET seat = $2 WHERE id = $1', [event.data.item.itemId, event.data.item.seat]);
        continue;
      }
      if (event.type === 'TicketTransferred') {
        const { item, to, at } = event.data;
        await client.query('UPDATE checkout.registrations SET first_name = $2, last_name = $3, email = $4, transferred_at = $5 WHERE id = $1', [item.itemId, to.firstName, to.lastName, to.email, at]);
        continue;
      }
      if (event.type === 'OrderItemCancelled' || event.type === 'OrderItemRefunded') {
        await client.query('UPDATE checkout.registrations SET status = $2 WHERE id = $1', [event.data.item.itemId, event.type === 'OrderItemRefunded' ? 'refunded' : 'canceled']);
        continue;
      }
      if (event.type !== 'OrderCompleted') continue;
      const { data } = event;
      const { order } = data;
      for (const t of data.tickets) {
        await client.query(
          `INSERT INTO checkout.registrations (id, order_id, event_id, event_date_id, owner_id, ticket_type_id, ticket_name, attendance,
             first_name, last_name, email, seat, buyer_email, user_id, price, fee, discount, currency, payment_method, personal_order, answers, completed_at, share_code)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
           ON CONFLICT (id) DO NOTHING`,
          [
            t.itemId, order.orderId, order.eventId, order.eventDateId, order.ownerId, t.ticketTypeId, t.name, order.attendance,
            t.firstName, t.lastName, t.email, t.seat, data.buyer.email, order.userId, t.price, t.fee, t.discount, order.currency,
            data.paymentMethod, order.personalOrder, JSON.stringify(t.answers), data.completedAt, t.shareCode ?? null,
          ],
        );
      }
    }
  },
};
