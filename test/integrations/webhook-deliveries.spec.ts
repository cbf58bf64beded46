import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { DISPATCHER_APPLICATION_NAME, WebhookDispatcher, type DispatcherOptions } from '../../src/integrations/infrastructure/webhook-dispatcher.js';
import { SystemClock } from '../../src/shared/clock.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { bearer, signUpUser, startTestApp, turnOnDeveloperZone, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { TestClock } from '../support/test-clock.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const WEBHOOKS = '/client_side_api/v1/profile_management/webhooks';
const DELIVERIES = '/client_side_api/v1/profile_management/webhook_event_deliveries';
const ORDERS = '/client_side_api/v1/orders';

interface Payload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

describe('Developer Zone: webhook deliveries', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let pool: pg.Pool;
  const dispatchers: WebhookDispatcher[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    receiver = await startWebhookReceiver(['receiver.test']);
    pool = new pg.Pool({ connectionString: t.db.url, max: 8 });
  });
  afterAll(async () => {
    await Promise.all(dispatchers.map((d) => d.stop()));
    await pool.end();
    await receiver.close();
    await t.close();
  });

  /**
   * A dispatcher as the worker runs it, trusting the receiver's certificate (stopped after the tests). No
   * retries unless a test asks, so that one test's failures do not come due in another's. Its clock stands
   * at the time it was made (after what the test queued) until the test moves it.
   */
  const dispatcher = (options: Partial<DispatcherOptions> = {}, on = pool) => {
    const created = new WebhookDispatcher(on, { clock: new TestClock(), allowLoopback: true, ca: receiver.ca, pollIntervalMs: 50, retrySchedule: [], ...options });
    dispatchers.push(created);
    return created;
  };

  async function organizer(): Promise<TestUser> {
    const user = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, user.id);
    await turnOnDeveloperZone(t.db, user.id);
    return user;
  }

  async function webhook(user: TestUser, url: string, eventTypes: string[]): Promise<{ id: string; secretKey: string }> {
    await t.http.post(WEBHOOKS).set(bearer(user)).send({ ownerId: user.id, url, eventTypes }).expect(201);
    const list = await t.http.get(`${WEBHOOKS}?ownerId=${user.id}&perPage=100`).set(bearer(user)).expect(200);
    return list.body.data.find((w: { url: string }) => w.url === url);
  }

  const deliveries = (webhookId: string) =>
    sql<{ id: string; event_name: string; status: string; attempts: number; next_attempt_at: Date | null; body: string }>(
      t,
      'SELECT id, event_name, status, attempts, next_attempt_at, body FROM integrations.webhook_deliveries WHERE webhook_id = $1 ORDER BY created_at, event_name',
      [webhookId],
    );
  const queued = (webhookId: string, count: number) => projectUntil(t, async () => (await deliveries(webhookId)).length >= count);

  /** Ada buys free tickets (the buyer holds them all): the order completes at confirmation. */
  async function freeOrder(event: PublishedEvent, quantity = 1): Promise<string> {
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity }] }).expect(201)).body;
    await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    return order.id as string;
  }
  const freeEvent = (user: TestUser) => publishedEvent(t, user, { ticketTypes: [ticket({ name: 'Free', price: 0 })], collectInformationSetting: 'only-buyer' });

  it('sends order.created, order.completed and ticket.issued for an order paid with the demo card, signed as Standard Webhooks verifies', async () => {
    const owner = await organizer();
    const hook = await webhook(owner, receiver.url('/orders'), ['order.created', 'order.completed', 'ticket.issued']);
    // Listening to other types, paused, or of another owner: none of them hears of this order.
    const refundsOnly = await webhook(owner, receiver.url('/refunds'), ['ticket.refunded']);
    const paused = await webhook(owner, receiver.url('/paused'), ['order.created', 'order.completed', 'ticket.issued']);
    await t.http.put(`${WEBHOOKS}/${paused.id}`).set(bearer(owner)).send({ ownerId: owner.id, url: receiver.url('/paused'), eventTypes: ['order.created'], status: 'inactive' }).expect(200);
    const stranger = await organizer();
    await webhook(stranger, receiver.url('/stranger'), ['order.created', 'order.completed', 'ticket.issued']);

    const event = await publishedEvent(t, owner, { name: 'Riverside Jazz', ticketTypes: [ticket({ name: 'General', price: 2000 })] });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 2 }] }).expect(201)).body;
    const attendees = order.items.map((item: { id: string }, n: number) => ({ itemId: item.id, firstName: 'Guest', lastName: ['One', 'Two'][n], email: `guest${n}@example.com` }));
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: attendees }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);

    await queued(hook.id, 4);
    expect((await deliveries(hook.id)).map((d) => [d.event_name, d.status])).toEqual([
      ['order.created', 'pending'],
      ['order.completed', 'pending'],
      ['ticket.issued', 'pending'],
      ['ticket.issued', 'pending'],
    ]);
    expect(await dispatcher().drain()).toBe(4);

    const received = receiver.requests.filter((r) => r.path === '/orders');
    expect(received).toHaveLength(4);
    const payloads = received.map((r) => new Webhook(hook.secretKey).verify(r.body, r.headers as Record<string, string>) as Payload);
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(4);
    expect(received.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);
    const eventInfo = { id: event.eventId, name: 'Riverside Jazz', dateId: event.dateId, startsAt: expect.any(String), category: null, attendance: 'in-person' };
    expect(payloads.find((p) => p.type === 'order.created')).toEqual({
      type: 'order.created',
      timestamp: expect.any(String),
      data: { orderId: order.id, status: 'pending', currency: 'usd', event: eventInfo, guestOrder: false },
    });
    const completed = payloads.find((p) => p.type === 'order.completed')!;
    expect(completed.data).toEqual({
      orderId: order.id,
      status: 'completed',
      paymentMethod: 'demo',
      currency: 'usd',
      event: eventInfo,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      // $20 + the fee of 89¢ per ticket, in cents.
      totals: { subtotal: 4000, fees: 178, discount: 0, donation: 0, total: 4178 },
      tickets: order.items.map((item: { id: string }, n: number) => ({
        ticketId: item.id,
        ticketTypeId: event.tickets.General,
        name: 'General',
        holder: { firstName: 'Guest', lastName: ['One', 'Two'][n], email: `guest${n}@example.com` },
        seat: null,
        price: 2000,
        fee: 89,
        discount: 0,
        answers: [],
      })),
      guestOrder: false,
    });
    const issued = payloads.filter((p) => p.type === 'ticket.issued').map((p) => p.data);
    expect(issued.map((d) => d.ticketId).sort()).toEqual(order.items.map((item: { id: string }) => item.id).sort());
    expect(issued[0]).toMatchObject({ orderId: order.id, currency: 'usd', event: eventInfo, name: 'General', price: 2000 });
    expect(new Date(completed.timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Nothing went to the other webhooks.
    expect(receiver.requests.filter((r) => ['/refunds', '/paused', '/stranger'].includes(r.path))).toEqual([]);
    expect(await deliveries(refundsOnly.id)).toEqual([]);
    expect(await deliveries(paused.id)).toEqual([]);

    // The logs, as the Developer Zone shows them.
    const logs = (await t.http.get(`${DELIVERIES}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
    expect(logs).toMatchObject({ totalCount: 4, page: 1, perPage: 100 });
    expect(logs.data.map((l: { status: string }) => l.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    expect(logs.data[0]).toEqual({ id: expect.any(String), webhookId: hook.id, eventName: expect.any(String), status: 'delivered', createdAt: expect.any(String) });
    const tickets = (await t.http.get(`${DELIVERIES}?ownerId=${owner.id}&eventName=TICKET`).set(bearer(owner)).expect(200)).body;
    expect(tickets.data.map((l: { eventName: string }) => l.eventName)).toEqual(['ticket.issued', 'ticket.issued']);
    expect((await t.http.get(`${DELIVERIES}?ownerId=${owner.id}&status=failed`).set(bearer(owner)).expect(200)).body).toMatchObject({ data: [], totalCount: 0 });
    expect((await t.http.get(`${DELIVERIES}?ownerId=${owner.id}&perPage=3&page=2`).set(bearer(owner)).expect(200)).body).toMatchObject({ totalCount: 4, data: [expect.any(Object)] });

    const completedLog = logs.data.find((l: { eventName: string }) => l.eventName === 'order.completed');
    const detail = (await t.http.get(`${DELIVERIES}/${completedLog.id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
    expect(detail).toMatchObject({ id: completedLog.id, eventName: 'order.completed', status: 'delivered', url: receiver.url('/orders'), payload: completed, nextAttemptAt: null });
    expect(detail.attempts).toEqual([{ at: expect.any(String), statusCode: 200, error: null, durationMs: expect.any(Number) }]);
    expect(received.find((r) => r.headers['webhook-id'] === completedLog.id)).toBeDefined();
    // Another owner reads none of it.
    await t.http.get(`${DELIVERIES}/${completedLog.id}?ownerId=${stranger.id}`).set(bearer(stranger)).expect(404);
    await t.http.get(`${DELIVERIES}/${completedLog.id}?ownerId=${owner.id}`).set(bearer(stranger)).expect(403);
    expect((await t.http.get(`${DELIVERIES}?ownerId=${stranger.id}`).set(bearer(stranger)).expect(200)).body.totalCount).toBe(0);
  });

  it('follows a ticket: cancelled, refunded, passed on and checked in', async () => {
    const owner = await organizer();
    const ada = await signUpUser(t.http, { name: 'Ada Lovelace' });
    const hook = await webhook(owner, receiver.url('/tickets'), ['ticket.cancelled', 'ticket.refunded', 'ticket.transferred', 'ticket.checked_in']);
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).set(bearer(ada)).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 4 }] }).expect(201)).body;
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).set(bearer(ada)).send({ buyerAttributes: buyer({ email: ada.email, emailConfirm: ada.email }) }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [order.id])).length === 4);
    const [cancelled, refunded, transferred, admitted] = order.items.map((item: { id: string }) => item.id) as string[];

    await t.http.post(`/client_side_api/v1/order_items/${cancelled}/cancel`).set(bearer(owner)).expect(200);
    await t.http.post(`/client_side_api/v1/order_items/${refunded}/refund`).set(bearer(owner)).expect(200);
    await t.http
      .patch(`/client_side_api/v1/profiles/${ada.id}/registrations/${transferred}/transfer`)
      .set(bearer(ada))
      .send({ user: { name: 'Carla Bley', email: 'carla@example.com' } })
      .expect(200);
    const codes = (await t.http.get(`${ORDERS}/${order.id}/tickets`).expect(200)).body as { id: string; qrCode: string }[];
    const code = codes.find((c) => c.id === admitted)!.qrCode;
    // Two scanners at once: one admits, the other hears it is already checked in.
    const scans = await Promise.all([0, 1].map(() => t.http.post('/client_side_api/v1/management/check_ins').set(bearer(owner)).send({ code })));
    expect(scans.map((s) => s.status).sort()).toEqual([200, 409]);
    const stream = await t.app.get(EventStore).readStream(`order-${order.id}`);
    expect(stream.filter((e) => e.type === 'TicketCheckedIn')).toHaveLength(1);

    await queued(hook.id, 4);
    await dispatcher().drain();
    const payloads = (await receiver.waitFor('/tickets', 4)).map((r) => new Webhook(hook.secretKey).verify(r.body, r.headers as Record<string, string>) as Payload);
    const byType = Object.fromEntries(payloads.map((p) => [p.type, p.data]));
    const holder = { firstName: 'Ada', lastName: 'Lovelace', email: ada.email };
    expect(byType['ticket.cancelled']).toMatchObject({ ticketId: cancelled, orderId: order.id, name: 'General', holder, by: 'organizer' });
    // The price and the fee as paid, in cents.
    expect(byType['ticket.refunded']).toMatchObject({ ticketId: refunded, holder, by: 'organizer', amount: 1000 + 79, currency: 'usd' });
    expect(byType['ticket.transferred']).toMatchObject({ ticketId: transferred, holder, to: { firstName: 'Carla', lastName: 'Bley', email: 'carla@example.com' } });
    expect(byType['ticket.checked_in']).toMatchObject({ ticketId: admitted, orderId: order.id, holder, event: { id: event.eventId } });
    // The guest list shows the check-in as before.
    expect((await sql(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [admitted]))[0]).toEqual({ status: 'checked_in' });
  });

  it('sends a delivery as soon as it is queued, however long the worker would sleep', async () => {
    const owner = await organizer();
    const hook = await webhook(owner, receiver.url('/at-once'), ['order.completed']);
    const worker = dispatcher({ clock: new SystemClock(), pollIntervalMs: 600_000 });
    worker.start();
    // Listening before anything is queued: its first look finds nothing, and its next would be in ten minutes.
    const listening = async () => (await sql(t, `SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'`, [DISPATCHER_APPLICATION_NAME])).length > 0;
    for (let tries = 0; !(await listening()) && tries < 200; tries += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    await freeOrder(await freeEvent(owner));
    await queued(hook.id, 1);
    const [request] = await receiver.waitFor('/at-once', 1);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'order.completed' });
    await worker.stop();
  });

  it('retries a receiver that answers 500, with the same webhook-id; the log shows failed, then delivered', async () => {
    const owner = await organizer();
    const hook = await webhook(owner, receiver.url('/flaky'), ['order.completed']);
    receiver.on('/flaky', (_request, nth) => ({ status: nth === 1 ? 500 : 200 }));
    await freeOrder(await freeEvent(owner));
    await queued(hook.id, 1);

    const clock = new TestClock();
    const worker = dispatcher({ clock, retrySchedule: [60_000] });
    expect(await worker.drain()).toBe(1);
    const [failed] = await deliveries(hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    const log = async () => (await t.http.get(`${DELIVERIES}/${failed!.id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
    const first = await log();
    expect(first).toMatchObject({ status: 'failed', attempts: [{ statusCode: 500, error: null }], nextAttemptAt: failed!.next_attempt_at!.toISOString() });
    // The retry waits for its turn (a minute ± 10% here), then goes.
    const wait = failed!.next_attempt_at!.getTime() - clock.now().getTime();
    expect(wait).toBeGreaterThanOrEqual(54_000);
    expect(wait).toBeLessThanOrEqual(66_000);
    clock.advance(wait - 1);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);

    const [one, two] = await receiver.waitFor('/flaky', 2);
    expect(two!.headers['webhook-id']).toBe(one!.headers['webhook-id']);
    // Each attempt is signed with the time it went out.
    expect(Number(two!.headers['webhook-timestamp'])).toBe(Math.floor(clock.now().getTime() / 1000));
    const second = await log();
    expect(second).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(second.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
    expect((await t.http.get(`${DELIVERIES}?ownerId=${owner.id}&status=delivered`).set(bearer(owner)).expect(200)).body.totalCount).toBe(1);
  });

  it('honours Retry-After, gives up when the schedule is used up, and pauses the webhook on 410 Gone', async () => {
    const owner = await organizer();
    const busy = await webhook(owner, receiver.url('/busy'), ['order.created']);
    const gone = await webhook(owner, receiver.url('/gone'), ['order.created']);
    receiver.on('/busy', () => ({ status: 503, headers: { 'Retry-After': '120' } }));
    receiver.on('/gone', () => ({ status: 410 }));
    const event = await freeEvent(owner);
    await freeOrder(event);
    await queued(busy.id, 1);
    await queued(gone.id, 1);

    const clock = new TestClock();
    const worker = dispatcher({ clock, retrySchedule: [100] });
    expect(await worker.drain()).toBe(2);
    const [waiting] = await deliveries(busy.id);
    // Asked for 120 s: not before, although the schedule says 100 ms.
    expect(waiting!.next_attempt_at!.getTime() - clock.now().getTime()).toBe(120_000);
    clock.advance(119_999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    // Two attempts were all this schedule had.
    expect((await deliveries(busy.id))[0]).toMatchObject({ status: 'failed', attempts: 2, next_attempt_at: null });

    expect((await t.http.get(`${WEBHOOKS}/${gone.id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.status).toBe('inactive');
    // Paused: new events are not queued for it, and what it had waits until it is resumed.
    await freeOrder(event);
    await projectUntil(t, async () => (await deliveries(busy.id)).length === 2);
    // The paused webhook's retry is due by now (its 100 ms passed on the clock), yet it is not sent.
    const [held] = await deliveries(gone.id);
    expect(held!.next_attempt_at!.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    receiver.on('/busy', () => ({ status: 200 }));
    expect(await worker.drain()).toBe(1);
    expect(receiver.requests.filter((r) => r.path === '/gone')).toHaveLength(1);
  });

  it('refuses private, loopback and link-local addresses when loopback is not allowed, checking the address it connects to', async () => {
    const owner = await organizer();
    const port = receiver.port;
    const urls = [
      `https://127.0.0.1:${port}/refused`,
      `https://localhost:${port}/refused`,
      `https://[::1]:${port}/refused`,
      `https://[::ffff:127.0.0.1]:${port}/refused`,
      'https://10.0.0.1/refused',
      'https://169.254.169.254/latest/meta-data',
      `https://private.test:${port}/refused`,
      `https://metadata.test/refused`,
      `https://sneaky.test:${port}/refused`,
    ];
    const hooks = [];
    for (const url of urls) hooks.push(await webhook(owner, url, ['order.created']));
    await freeOrder(await freeEvent(owner));
    for (const hook of hooks) await queued(hook.id, 1);

    // Names resolve as a hostile DNS would answer them: to private addresses, or a public one beside a private one.
    const answers: Record<string, string[]> = { 'private.test': ['10.1.2.3'], 'metadata.test': ['169.254.169.254'], 'sneaky.test': ['93.184.215.14', '127.0.0.1'] };
    const resolveName = async (hostname: string) => {
      if (answers[hostname]) return answers[hostname].map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
      const { lookup } = await import('node:dns/promises');
      return lookup(hostname, { all: true });
    };
    expect(await dispatcher({ allowLoopback: false, resolve: resolveName }).drain()).toBe(urls.length);

    const errors: string[] = [];
    for (const hook of hooks) {
      const [delivery] = await deliveries(hook.id);
      const detail = (await t.http.get(`${DELIVERIES}/${delivery!.id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
      expect(detail).toMatchObject({ status: 'failed', attempts: [{ statusCode: null }] });
      errors.push(detail.attempts[0].error);
    }
    expect(errors).toEqual([
      'Refused: 127.0.0.1 is a loopback address',
      expect.stringMatching(/^Refused: localhost resolves to a loopback address \((127\.0\.0\.1|::1)\)$/),
      'Refused: ::1 is a loopback address',
      'Refused: ::ffff:7f00:1 is a loopback address',
      'Refused: 10.0.0.1 is a private address',
      'Refused: 169.254.169.254 is a link-local address',
      'Refused: private.test resolves to a private address (10.1.2.3)',
      'Refused: metadata.test resolves to a link-local address (169.254.169.254)',
      'Refused: sneaky.test resolves to a loopback address (127.0.0.1)',
    ]);
    expect(receiver.requests.filter((r) => r.path === '/refused')).toEqual([]);
  });

  it('connects to the checked address under the webhook’s host name (SNI and Host), and does not follow redirects', async () => {
    const owner = await organizer();
    const named = await webhook(owner, receiver.url('/named', 'receiver.test'), ['order.created']);
    const moved = await webhook(owner, receiver.url('/moved'), ['order.created']);
    receiver.on('/moved', () => ({ status: 302, headers: { Location: receiver.url('/moved-here') } }));
    await freeOrder(await freeEvent(owner));
    await queued(named.id, 1);
    await queued(moved.id, 1);

    const resolveName = async (hostname: string) => (hostname === 'receiver.test' ? [{ address: '127.0.0.1', family: 4 }] : []);
    expect(await dispatcher({ resolve: resolveName }).drain()).toBe(2);
    const [request] = await receiver.waitFor('/named', 1);
    expect(request).toMatchObject({ servername: 'receiver.test', headers: expect.objectContaining({ host: `receiver.test:${receiver.port}` }) });
    expect((await deliveries(named.id))[0]!.status).toBe('delivered');

    const [redirected] = await deliveries(moved.id);
    expect(redirected).toMatchObject({ status: 'failed' });
    expect(receiver.requests.filter((r) => r.path === '/moved-here')).toEqual([]);
  });

  it('gives up on a receiver that does not answer within the timeout', async () => {
    const owner = await organizer();
    const hook = await webhook(owner, receiver.url('/slow'), ['order.created']);
    receiver.on('/slow', () => 'hang');
    await freeOrder(await freeEvent(owner));
    await queued(hook.id, 1);
    expect(await dispatcher({ timeoutMs: 500 }).drain()).toBe(1);
    const [delivery] = await deliveries(hook.id);
    const detail = (await t.http.get(`${DELIVERIES}/${delivery!.id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
    expect(detail).toMatchObject({ status: 'failed', attempts: [{ statusCode: null, error: 'Timed out after 0.5 s' }] });
    expect(detail.attempts[0].durationMs).toBeGreaterThanOrEqual(450);
  });

  it('loses nothing when a worker is killed in the middle of a batch: after its lease, the restarted worker sends it all', async () => {
    const owner = await organizer();
    const hook = await webhook(owner, receiver.url('/crash'), ['order.created']);
    let hang = true;
    receiver.on('/crash', () => (hang ? 'hang' : { status: 200 }));
    const event = await freeEvent(owner);
    for (let n = 0; n < 5; n++) await freeOrder(event);
    await queued(hook.id, 5);

    // A real worker process: it claims the batch, the receiver holds every request, and the process is killed.
    const child = await startDispatcherProcess(t.db.url, receiver.ca, 60_000);
    try {
      await receiver.waitFor('/crash', 5);
    } finally {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    const leased = await sql<{ status: string; lease_until: Date | null }>(t, 'SELECT status, lease_until FROM integrations.webhook_deliveries WHERE webhook_id = $1', [hook.id]);
    expect(leased.every((d) => d.status === 'pending' && d.lease_until !== null)).toBe(true);
    expect(await sql(t, 'SELECT 1 FROM integrations.webhook_attempts a JOIN integrations.webhook_deliveries d ON d.id = a.delivery_id WHERE d.webhook_id = $1', [hook.id])).toEqual([]);

    hang = false;
    // Within the lease nobody takes them; after it, the restarted worker does.
    const leaseEnds = leased.map((d) => d.lease_until!.getTime());
    const clock = new TestClock(new Date(Math.min(...leaseEnds) - 1));
    const restarted = dispatcher({ clock });
    expect(await restarted.drain()).toBe(0);
    clock.set(new Date(Math.max(...leaseEnds)));
    expect(await restarted.drain()).toBe(5);
    expect((await deliveries(hook.id)).map((d) => d.status)).toEqual(Array(5).fill('delivered'));
    const ids = receiver.requests.filter((r) => r.path === '/crash').map((r) => r.headers['webhook-id']);
    // Each delivery twice: the attempt lost with the worker, and the one after; the same webhook-id both times.
    expect(new Set(ids).size).toBe(5);
    expect(ids).toHaveLength(10);
  });

  it('shares the work between workers side by side without sending any attempt twice', async () => {
    const owner = await organizer();
    const hooks = [];
    for (let n = 0; n < 8; n++) hooks.push(await webhook(owner, receiver.url('/shared'), ['order.created', 'order.completed', 'ticket.issued']));
    receiver.on('/shared', () => ({ status: 200, delayMs: 20 }));
    const event = await freeEvent(owner);
    for (let n = 0; n < 3; n++) await freeOrder(event);
    for (const hook of hooks) await queued(hook.id, 9);

    const pools = [new pg.Pool({ connectionString: t.db.url, max: 3 }), new pg.Pool({ connectionString: t.db.url, max: 3 })];
    try {
      const workers = pools.map((p) => dispatcher({ concurrency: 4, pollIntervalMs: 10 }, p));
      for (const worker of workers) worker.start();
      await receiver.waitFor('/shared', 72);
      await Promise.all(workers.map((w) => w.stop()));
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
    const ids = receiver.requests.filter((r) => r.path === '/shared').map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(72);
    expect(new Set(ids).size).toBe(72);
    const [attempts] = await sql<{ count: number; delivered: number }>(
      t,
      `SELECT count(a.*)::int AS count, count(DISTINCT d.id) FILTER (WHERE d.status = 'delivered')::int AS delivered
       FROM integrations.webhook_deliveries d JOIN integrations.webhook_attempts a ON a.delivery_id = d.id WHERE d.owner_id = $1`,
      [owner.id],
    );
    expect(attempts).toEqual({ count: 72, delivered: 72 });
  });

  it('sends a new webhook only what happens after it is created, and a rebuild of the outbox sends nothing again', async () => {
    const owner = await organizer();
    const event = await freeEvent(owner);
    // Not yet projected when the webhook is created: the outbox sees it afterwards, and leaves it out.
    await freeOrder(event);
    const hook = await webhook(owner, receiver.url('/late'), ['order.created', 'order.completed']);
    const after = await freeOrder(event);
    await queued(hook.id, 2);
    const bodies = (await deliveries(hook.id)).map((d) => JSON.parse(d.body) as Payload);
    expect(bodies.map((b) => b.data.orderId)).toEqual([after, after]);

    const { ProjectionRunner } = await import('../../src/shared/projections/projection-runner.js');
    const { webhookDeliveriesProjection } = await import('../../src/integrations/infrastructure/projections/webhook-deliveries.projection.js');
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), [webhookDeliveriesProjection], { error: () => undefined, info: () => undefined });
    await runner.rebuild(webhookDeliveriesProjection.name);
    expect(await deliveries(hook.id)).toHaveLength(2);
  });
});

/** Compiles the dispatcher (swc, as the build does) into the run's folder and starts it in a process of its own. */
async function startDispatcherProcess(databaseUrl: string, ca: string, leaseMs: number): Promise<ChildProcess> {
  const { transformFile } = await import('@swc/core');
  const out = resolve(process.env.DATA_DIR ?? '.data', `dispatcher-${randomUUID()}`);
  const files = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')).map((entry) => join(dir, entry.name));
  const sources = ['src/shared/clock.ts', 'src/shared/persistence/listen.ts', ...(await files('src/integrations/domain')), ...(await files('src/integrations/infrastructure'))];
  for (const file of sources) {
    const { code } = await transformFile(file);
    const target = join(out, file.replace(/\.ts$/, '.js'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, code);
  }
  const script = join(out, 'run-dispatcher.js');
  await writeFile(
    script,
    `import pg from 'pg';
import { SystemClock } from './src/shared/clock.js';
import { WebhookDispatcher } from './src/integrations/infrastructure/webhook-dispatcher.js';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
new WebhookDispatcher(pool, { clock: new SystemClock(), allowLoopback: true, ca: process.env.RECEIVER_CA, leaseMs: Number(process.env.LEASE_MS), pollIntervalMs: 50 }).start();
`,
  );
  const child = spawn(process.execPath, [script], { env: { ...process.env, DATABASE_URL: databaseUrl, RECEIVER_CA: ca, LEASE_MS: String(leaseMs) }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', () => void rm(out, { recursive: true, force: true }));
  return child;
}
