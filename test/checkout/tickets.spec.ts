import pg from 'pg';
import { ConfirmationEmailSender } from '../../src/checkout/infrastructure/confirmation-email.sender.js';
import { PostgresTicketDates } from '../../src/ticketing/infrastructure/postgres-ticket-dates.adapter.js';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { TestClock } from '../support/test-clock.js';

const ORDERS = '/client_side_api/v1/orders';
const CHECK_INS = '/client_side_api/v1/management/check_ins';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('checkout: tickets', () => {
  let t: TestApp;
  let owner: TestUser;
  let mailDir: string;
  const previousDataDir = process.env.DATA_DIR;

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'limelight-mail-'));
    // The worker reads its settings when it sends; mail of this test goes to a folder of its own.
    process.env.DATA_DIR = mailDir;
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
  });
  afterAll(async () => {
    await t.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(mailDir, { recursive: true, force: true });
  });

  /** A free order for two named attendees, confirmed (so completed) unless `confirm` is false. */
  async function freeOrder(overrides: Record<string, unknown> = {}, confirm = true) {
    const event = await publishedEvent(t, owner, { name: 'Tickets night', refundsAllowed: false, ticketTypes: [ticket({ name: 'Free entry', price: 0, quantity: 50 })], ...overrides });
    await sql(t, `UPDATE ticketing.events SET questions = $2 WHERE id = $1`, [
      event.eventId,
      JSON.stringify([
        { id: 'q-diet', title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: false },
        { id: 'q-terms', title: 'House rules', position: 2, fieldType: 'TERMS', required: true, content: 'No flash photography.' },
      ]),
    ]);
    const created = await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets['Free entry'], quantity: 2 }] }).expect(201);
    const orderId = created.body.id as string;
    const attendees = created.body.items.map((item: { id: string }, n: number) => ({
      itemId: item.id,
      firstName: ['Grace', 'Alan'][n],
      lastName: ['Hopper', 'Turing'][n],
      email: `attendee${n}@example.com`,
      seat: n === 0 ? 'A1' : undefined,
      notes: [...(n === 0 ? [{ questionId: 'q-diet', note: 'Vegetarian' }] : []), { questionId: 'q-terms', note: 'agreed' }],
    }));
    if (confirm) await t.http.post(`${ORDERS}/${orderId}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: attendees }).expect(200);
    return { ...event, orderId };
  }

  it('shows the tickets of a completed order with holders, event details, QR codes and answers', async () => {
    const { orderId, eventId } = await freeOrder();
    const response = await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200);
    expect(response.body).toHaveLength(2);
    const [grace, alan] = response.body;
    expect(grace).toMatchObject({
      eventName: 'Tickets night',
      firstName: 'Grace',
      lastName: 'Hopper',
      ticket: 'Free entry',
      seat: 'A1',
      refundsAllowed: false,
      status: 'active',
      event: {
        id: eventId,
        timezone: 'America/New_York',
        locationSetting: 'other',
        location: { name: 'Riverside Hall', address: '1 River St, Hudson, NY' },
        doorTime: expect.stringMatching(/T18:00:00/),
      },
    });
    expect(grace.qrCode).toMatch(/^LL1\.[0-9a-f-]{36}\.[\w-]+$/);
    expect(grace.qrCodeUrl).toBe(`/api/qr-code?url=${encodeURIComponent(grace.qrCode)}&color=000000`);
    expect(grace.orderAnswers).toEqual([
      { title: 'Dietary needs', answer: 'Vegetarian' },
      { title: 'House rules', answer: expect.stringMatching(/^Agreed on \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M E[SD]T$/) },
    ]);
    expect(alan).toMatchObject({ firstName: 'Alan', seat: null });
    expect(alan.orderAnswers[0]).toEqual({ title: 'Dietary needs', answer: 'No answer provided' });
    expect(alan.qrCode).not.toBe(grace.qrCode);
  });

  it("answers 'Order not found' before the order completes and for unknown orders", async () => {
    const { orderId } = await freeOrder({}, false);
    expect((await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(404)).body).toEqual({ message: 'Order not found' });
    await t.http.get(`${ORDERS}/${orderId}/tickets.pdf`).expect(404);
    expect((await t.http.get(`${ORDERS}/4f1b8c52-0000-4000-8000-000000000000/tickets`).expect(404)).body).toEqual({ message: 'Order not found' });
    expect((await t.http.get(`${ORDERS}/not-an-id/tickets`).expect(404)).body).toEqual({ message: 'Order not found' });
  });

  it("shows 'To be announced' data for an event without a location", async () => {
    const { orderId } = await freeOrder({ locationSetting: 'tba', locationName: undefined, locationAddress: undefined, refundsAllowed: true });
    const [first] = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body;
    expect(first).toMatchObject({ refundsAllowed: true, event: { locationSetting: 'tba', location: null } });
  });

  it('draws QR codes as PNG images, refusing a bad colour and a missing text', async () => {
    const image = await t.http.get('/api/qr-code').query({ url: 'LL1.abc.def', color: '1a2b3c' }).responseType('blob').expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((image.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const plain = await t.http.get('/api/qr-code').query({ url: 'hello' }).responseType('blob').expect(200);
    expect((plain.body as Buffer).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    expect((await t.http.get('/api/qr-code').query({ url: 'hello', color: 'red' }).expect(400)).body).toEqual([{ message: 'Invalid color' }]);
    expect((await t.http.get('/api/qr-code').query({ url: 'hello', color: '12345g' }).expect(400)).body).toEqual([{ message: 'Invalid color' }]);
    expect((await t.http.get('/api/qr-code').expect(400)).body).toEqual([{ message: 'url is required' }]);
    expect((await t.http.get('/api/qr-code').query({ url: 'x'.repeat(1001) }).expect(400)).body).toEqual([{ message: 'url must be at most 1000 characters' }]);
  });

  it('prints the tickets as a PDF, one page per ticket', async () => {
    const { orderId } = await freeOrder();
    const response = await t.http.get(`${ORDERS}/${orderId}/tickets.pdf`).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tickets-${orderId}.pdf"`);
    const pdf = response.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toContain('Tickets night');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(2);
    // The QR codes are embedded as images.
    expect(text.match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });

  describe('check-in', () => {
    let codes: string[];
    let orderId: string;
    let door: TestUser;
    let basic: TestUser;
    let stranger: TestUser;

    beforeAll(async () => {
      const order = await freeOrder();
      orderId = order.orderId;
      const { eventId } = order;
      door = await signUpUser(t.http);
      basic = await signUpUser(t.http);
      stranger = await signUpUser(t.http);
      await sql(
        t,
        `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting)
         VALUES (gen_random_uuid(), $1, $2, 'Door staff', true, 'door'), (gen_random_uuid(), $1, $3, 'Helper', true, 'basic')`,
        [eventId, door.id, basic.id],
      );
      codes = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body.map((x: { qrCode: string }) => x.qrCode);
      await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [orderId])).length === 2);
    });

    it('checks a genuine code in once, then answers when it was checked in', async () => {
      const first = await t.http.post(CHECK_INS).set(bearer(owner)).send({ code: codes[0] }).expect(200);
      expect(first.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', ticket: 'Free entry', status: 'checked_in', checkedInAt: expect.any(String) });
      const again = await t.http.post(CHECK_INS).set(bearer(owner)).send({ code: codes[0] }).expect(409);
      expect(again.body).toEqual({ message: expect.stringMatching(/^Already checked in at \d{1,2}:\d\d [AP]M E[SD]T$/) });
      const [row] = await sql<{ status: string; checked_in_at: Date | null }>(t, 'SELECT status, checked_in_at FROM checkout.registrations WHERE id = $1', [first.body.id]);
      expect(row).toMatchObject({ status: 'checked_in', checked_in_at: expect.any(Date) });
    });

    it('refuses a tampered or forged code', async () => {
      const code = codes[1]!;
      const [version, id, signature] = code.split('.') as [string, string, string];
      const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
      for (const forged of [`${version}.${otherId}.${signature}`, `${version}.${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, 'LL1.nothing.here', 'hello']) {
        expect((await t.http.post(CHECK_INS).set(bearer(owner)).send({ code: forged }).expect(422)).body).toEqual({ message: 'Invalid ticket' });
      }
    });

    it("admits the event's door staff, and refuses basic collaborators and other owners", async () => {
      await t.http.post(CHECK_INS).set(bearer(stranger)).send({ code: codes[1] }).expect(403);
      await t.http.post(CHECK_INS).set(bearer(basic)).send({ code: codes[1] }).expect(403);
      await t.http.post(CHECK_INS).send({ code: codes[1] }).expect(401);
      expect((await t.http.post(CHECK_INS).set(bearer(door)).send({ code: codes[1] }).expect(200)).body).toMatchObject({ firstName: 'Alan', status: 'checked_in' });
      const tickets = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body;
      expect(tickets.map((x: { status: string }) => x.status)).toEqual(['checked_in', 'checked_in']);
    });

    it('refuses canceled and refunded tickets with their status', async () => {
      const { orderId } = await freeOrder();
      const [canceled, refunded] = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body.map((x: { id: string; qrCode: string }) => x);
      await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [orderId])).length === 2);
      await t.http.post(`/client_side_api/v1/order_items/${canceled.id}/cancel`).set(bearer(owner)).expect(200);
      // Known at once from the order, before the registrations catch up.
      expect((await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body.map((x: { status: string }) => x.status)).toEqual(['canceled', 'active']);
      expect((await t.http.post(CHECK_INS).set(bearer(owner)).send({ code: canceled.qrCode }).expect(422)).body).toEqual({ message: 'This ticket was canceled' });
      // A free ticket cannot be refunded through the API; the registration says so as a card refund would.
      await sql(t, `UPDATE checkout.registrations SET status = 'refunded' WHERE id = $1`, [refunded.id]);
      expect((await t.http.post(CHECK_INS).set(bearer(owner)).send({ code: refunded.qrCode }).expect(422)).body).toEqual({ message: 'This ticket was refunded' });
    });
  });

  it('mails the buyer a confirmation with the tickets link and the PDF, once', async () => {
    const { orderId } = await freeOrder({ name: 'Mail night' });
    const queued = async () => (await sql(t, 'SELECT 1 FROM checkout.sent_emails WHERE order_id = $1', [orderId])).length === 1;
    await projectUntil(t, queued);
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    const sender = new ConfirmationEmailSender(pool, new PostgresTicketDates(pool), new TestClock());
    expect(await sender.sendDue()).toBeGreaterThan(0);
    // Replaying the feed (as after a restart) and sending again mail nothing more.
    await projectUntil(t, queued);
    expect(await sender.sendDue()).toBe(0);
    await pool.end();
    expect((await sql(t, 'SELECT sent_at IS NOT NULL AS sent, attempts FROM checkout.sent_emails WHERE order_id = $1', [orderId]))[0]).toEqual({ sent: true, attempts: 1 });
    const files = (await readdir(join(mailDir, 'mail'))).filter((name) => name.endsWith('.eml'));
    // Bodies are quoted-printable: join the soft line breaks and decode the escapes.
    const decode = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const mails = await Promise.all(files.map(async (name) => decode(await readFile(join(mailDir, 'mail', name), 'utf8'))));
    const mine = mails.filter((mail) => mail.includes(`/tickets/${orderId}`));
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail).toMatch(/^To: ada@example\.com$/m);
    expect(mail).toMatch(/^Subject: Your tickets for Mail night$/m);
    expect(mail).toContain(`http://localhost:3000/tickets/${orderId}`);
    expect(mail).toContain(`filename=tickets-${orderId}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');
  });
});
