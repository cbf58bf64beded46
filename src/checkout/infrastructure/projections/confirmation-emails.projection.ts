import type pg from 'pg';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { insertRows, type Column } from '../../../shared/projections/set-writes.js';
import { confirmationSubject } from '../../application/send-confirmation/confirmation-email.js';
import { readOrderEvent } from '../../contracts/order-events.js';

const COLUMNS: Column[] = [
  ['order_id', 'uuid'],
  ['email', 'text'],
  ['subject', 'text'],
  ['confirmation', 'jsonb'],
];

/**
 * Queues the buyer's confirmation when an order completes: one row of `checkout.sent_emails` per order,
 * written with the projection's checkpoint. The mail itself (tickets, PDF) is rendered and sent by
 * `ConfirmationEmailSender` outside this transaction, so a slow mail server never holds back the event
 * feed for the other projections. The table survives a rebuild (it is not listed in `tables`), so
 * replaying the feed never mails a buyer twice.
 */
export const confirmationEmailsProjection: Projection = {
  name: 'checkout_confirmation_emails',
  eventTypes: ['OrderCompleted'],
  tables: [],
  createTablesSql: `CREATE TABLE IF NOT EXISTS checkout.sent_emails (
    order_id uuid PRIMARY KEY,
    email text NOT NULL,
    subject text NOT NULL,
    sent_at timestamptz
  );
  ALTER TABLE checkout.sent_emails ADD COLUMN IF NOT EXISTS confirmation jsonb;
  ALTER TABLE checkout.sent_emails ADD COLUMN IF NOT EXISTS lease_until timestamptz;
  ALTER TABLE checkout.sent_emails ALTER COLUMN sent_at DROP NOT NULL, ALTER COLUMN sent_at DROP DEFAULT;
  CREATE INDEX IF NOT EXISTS sent_emails_due_idx ON checkout.sent_emails (order_id) WHERE sent_at IS NULL`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    const rows: unknown[][] = [];
    for (const event of events.map(readOrderEvent)) {
      if (event.type !== 'OrderCompleted') continue;
      const { data } = event;
      const { order, buyer } = data;
      // Guests added by an organizer get no confirmation e-mail (seed 000 §6).
      if (order.personalOrder || !buyer.email || !data.tickets.length) continue;
      rows.push([order.orderId, buyer.email, confirmationSubject(order.eventName), JSON.stringify(data)]);
    }
    await insertRows(client, 'checkout.sent_emails', COLUMNS, rows, 'ON CONFLICT (order_id) DO NOTHING');
  },
};
