import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ConfirmationEmailSender } from '../../src/checkout/infrastructure/confirmation-email.sender.js';
import { PostgresTicketDates } from '../../src/ticketing/infrastructure/postgres-ticket-dates.adapter.js';
import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { TestClock } from '../support/test-clock.js';

const METRICS_TOKEN = 'metrics-token-of-this-test';

interface MailRow {
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  failed_at: Date | null;
}

/** A mail server that is up but refuses service: it greets every connection with 554 and hangs up. */
async function startRefusingSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.end('554 5.3.2 Service unavailable\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('checkout: confirmation e-mails that fail', () => {
  let t: TestApp;
  let owner: TestUser;
  let pool: pg.Pool;
  let mailDir: string;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
  const previousDataDir = process.env.DATA_DIR;
  const logged: { level: 'warn' | 'error'; message: string; orderId?: string }[] = [];
  const logger = {
    warn: (object: { orderId?: string }, message: string) => logged.push({ level: 'warn', message, orderId: object.orderId }),
    error: (object: { orderId?: string }, message: string) => logged.push({ level: 'error', message, orderId: object.orderId }),
  };

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'limelight-mail-'));
    // The sender reads its settings when it sends: mail of this file goes to a folder of its own.
    process.env.DATA_DIR = mailDir;
    t = await startTestApp({ metricsToken: METRICS_TOKEN });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    smtp = await startRefusingSmtpServer();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await smtp.close();
    await pool.end();
    await t.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(mailDir, { recursive: true, force: true });
  });

  /** A completed free order whose confirmation is queued. */
  async function queuedConfirmation(): Promise<string> {
    const event = await publishedEvent(t, owner, { name: 'Mail night', ticketTypes: [ticket({ name: 'Free', price: 0 })], collectInformationSetting: 'only-buyer' });
    const order = await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(201);
    await t.http.post(`/client_side_api/v1/orders/${order.body.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.sent_emails WHERE order_id = $1', [order.body.id])).length === 1);
    return order.body.id as string;
  }

  const mailRow = async (orderId: string) =>
    (await sql<MailRow>(t, 'SELECT sent_at, attempts, last_error, next_attempt_at, failed_at FROM checkout.sent_emails WHERE order_id = $1', [orderId]))[0]!;

  const mailsTo = async (orderId: string) => {
    const folder = join(mailDir, 'mail');
    const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
    const mails = await Promise.all(files.map((name) => readFile(join(folder, name), 'utf8')));
    // Bodies are quoted-printable: join the soft line breaks before looking for the link.
    return mails.filter((mail) => mail.replace(/=\r?\n/g, '').includes(`/tickets/${orderId}`)).length;
  };

  it('does not mark a refused mail sent, tries it again after the wait, and marks it sent once it goes', async () => {
    const orderId = await queuedConfirmation();
    const clock = new TestClock();
    const sender = new ConfirmationEmailSender(pool, new PostgresTicketDates(pool), clock, logger);

    process.env.SMTP_URL = smtp.url;
    try {
      expect(await sender.sendDue()).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
    }
    const refused = await mailRow(orderId);
    expect(refused).toMatchObject({ sent_at: null, failed_at: null, attempts: 1, last_error: expect.stringContaining('554') });
    expect(refused.next_attempt_at!.getTime() - clock.now().getTime()).toBe(60_000);
    expect(logged).toContainEqual({ level: 'warn', message: 'confirmation e-mail not sent; it is tried again later', orderId });

    // Not before its time; then the server (mail files here) takes it.
    clock.advance(59_999);
    expect(await sender.sendDue()).toBe(0);
    clock.advance(1);
    expect(await sender.sendDue()).toBe(1);
    expect(await mailRow(orderId)).toMatchObject({ sent_at: clock.now(), attempts: 2, failed_at: null });
    expect(await mailsTo(orderId)).toBe(1);

    clock.advance(24 * 3_600_000);
    expect(await sender.sendDue()).toBe(0);
    expect(await mailsTo(orderId)).toBe(1);
  });

  it('gives up after the eighth failed attempt, leaving the mail failed with its error, logged and counted', async () => {
    const orderId = await queuedConfirmation();
    // The ticket date cannot be found (as if removed since): nothing can be sent, which is a failure.
    await sql(t, `UPDATE checkout.sent_emails SET confirmation = jsonb_set(confirmation, '{order,eventDateId}', to_jsonb(gen_random_uuid()::text)) WHERE order_id = $1`, [orderId]);
    const clock = new TestClock();
    const sender = new ConfirmationEmailSender(pool, new PostgresTicketDates(pool), clock, logger);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      expect(await sender.sendDue()).toBe(1);
      const row = await mailRow(orderId);
      expect(row).toMatchObject({ sent_at: null, attempts: attempt, last_error: expect.stringMatching(/^Event date [0-9a-f-]{36} not found$/) });
      if (attempt === 8) break;
      expect(row.failed_at).toBeNull();
      waits.push(row.next_attempt_at!.getTime() - clock.now().getTime());
      clock.set(row.next_attempt_at!);
    }
    // A minute, doubled after each failure.
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_840_000]);
    expect(await mailRow(orderId)).toMatchObject({ sent_at: null, attempts: 8, failed_at: clock.now(), next_attempt_at: null });
    expect(logged.filter((entry) => entry.orderId === orderId && entry.level === 'error')).toEqual([{ level: 'error', message: 'confirmation e-mail failed; given up', orderId }]);

    clock.advance(30 * 24 * 3_600_000);
    expect(await sender.sendDue()).toBe(0);
    expect(await mailsTo(orderId)).toBe(0);

    const metrics = await t.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(metrics.text).toMatch(/^limelight_confirmation_emails_failed 1$/m);
    expect(metrics.text).toMatch(/^limelight_confirmation_emails_pending 0$/m);
  });
});
