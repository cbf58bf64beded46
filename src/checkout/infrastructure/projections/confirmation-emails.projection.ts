import type pg from 'pg';
import { readConfig } from '../../../shared/config.js';
import type { RecordedEvent } from '../../../shared/event-store/event-store.port.js';
import type { Projection } from '../../../shared/projections/projection.js';
import { readTicketDate } from '../../../ticketing/contracts/ticket-dates.js';
import { confirmationEmail, confirmationSubject } from '../../application/send-confirmation/confirmation-email.js';
import { ticketEvent, ticketSigningKey } from '../../application/ticket-records.js';
import type { OrderEvent } from '../../domain/order.js';
import { ticketViews } from '../../domain/ticket-view.js';
import { NodemailerMailer } from '../nodemailer-mailer.adapter.js';
import { PdfkitTicketPdf } from '../pdfkit-ticket-pdf.adapter.js';

type Completed = Extract<OrderEvent, { type: 'OrderCompleted' }>['data'];

const pdf = new PdfkitTicketPdf();
let mailer: { key: string; instance: NodemailerMailer } | undefined;

/** The mailer for the process's settings (read when mail is sent, so the worker and tests share one path). */
function currentMailer(): { mailer: NodemailerMailer; siteUrl: string } {
  const config = readConfig();
  const settings = { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom };
  const key = JSON.stringify(settings);
  if (mailer?.key !== key) mailer = { key, instance: new NodemailerMailer(settings) };
  return { mailer: mailer.instance, siteUrl: config.siteUrl };
}

/**
 * Sends the buyer's confirmation with the tickets when an order completes. `checkout.sent_emails` records
 * each order in the batch's transaction, and the table survives a rebuild (it is not listed in `tables`),
 * so replaying the feed never mails a buyer twice. A failed send rolls the batch back and is retried.
 */
export const confirmationEmailsProjection: Projection = {
  name: 'checkout_confirmation_emails',
  eventTypes: ['OrderCompleted'],
  tables: [],
  createTablesSql: `CREATE TABLE IF NOT EXISTS checkout.sent_emails (
    order_id uuid PRIMARY KEY,
    email text NOT NULL,
    subject text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now()
  )`,
  async apply(events: readonly RecordedEvent[], client: pg.PoolClient): Promise<void> {
    for (const event of events) {
      const data = event.data as unknown as Completed;
      const { order, buyer } = data;
      // Guests added by an organizer get no confirmation e-mail (seed 000 §6).
      if (order.personalOrder || !buyer.email || !data.tickets.length) continue;
      const date = await readTicketDate(client, order.eventDateId);
      if (!date) continue;
      // Recorded first: on a replay the row is there and nothing is rendered or sent.
      const recorded = await client.query('INSERT INTO checkout.sent_emails (order_id, email, subject) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING', [
        order.orderId,
        buyer.email,
        confirmationSubject(date.event.name),
      ]);
      if (!recorded.rowCount) continue;
      const views = ticketViews(order, data.tickets, ticketEvent(date), await ticketSigningKey(client));
      const { mailer, siteUrl } = currentMailer();
      await mailer.send(confirmationEmail(order.orderId, buyer, views, siteUrl, await pdf.render(views)));
    }
  },
};
