import { createApiApp } from '../../src/app.module.js';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { ExpireOrdersCommand } from '../../src/checkout/application/expire-orders/expire-orders.command.js';
import { readConfig } from '../../src/shared/config.js';
import { createLogger } from '../../src/shared/logging.js';
import { apiCall, startProcess, type ApiProcess } from '../support/api-process.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const QUANTITY = 40;
const BUYERS = 24;
/** The API is killed once this many orders have been answered as paid. */
const KILL_AFTER_PAID = 12;

/**
 * An on-sale rush against a real API process that is killed with SIGKILL halfway through, then started
 * again: what buyers were told stays true, nothing is oversold, and unfinished orders give their tickets back.
 */
describe('an API process killed in the middle of an on-sale rush', () => {
  let db: TestDatabase;
  const processes: ApiProcess[] = [];
  let query: <Row extends pg.QueryResultRow>(text: string, params?: unknown[]) => Promise<Row[]>;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    query = async (text, params = []) => (await pool.query(text, params)).rows;
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await pool.end();
    await db.drop();
  });

  const start = async () => {
    const api = startProcess({ DATABASE_URL: db.url, WORKER: 'on' });
    processes.push(api);
    return { api, call: apiCall(await api.listening) };
  };

  it('keeps every paid order, oversells nothing, and gives unfinished holds back by their deadline', async () => {
    const first = await start();
    const signedUp = await first.call('POST', '/v1/auth/sign_up', { name: 'Maya Lind', username: 'mayarush', email: 'maya@example.com', password: 'secret-123' }, { 'x-forwarded-for': '198.18.0.1' });
    const bearer = { authorization: `Bearer ${signedUp.body.accessToken}` };
    const me = (await first.call('GET', '/v1/me', undefined, bearer)).body;
    await query(`UPDATE accounts.profiles SET stripe_account_id = 'acct_test_rush', stripe_charges_enabled = true WHERE id = $1`, [me.id]);
    const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await first.call(
      'POST',
      '/v1/management/courses',
      { ownerId: me.id, name: 'Rush night', timezone: 'UTC', collectInformationSetting: 'only-buyer', dates: [{ startsAt }], ticketTypes: [{ attendance: 'in-person', name: 'General', price: 2500, currency: 'usd', quantity: QUANTITY }] },
      bearer,
    );
    expect(created.status).toBe(201);
    await first.call('POST', `/v1/management/courses/${created.body.id}/publish`, undefined, bearer);
    const page = (await first.call('GET', `/events/${created.body.id}`)).body;
    const dateId = page.dates[0].id as string;
    const ticketTypeId = page.ticketTypes[0].id as string;

    // The rush: each buyer takes one or two tickets, confirms and pays, again and again, until sold out or cut off.
    const paid = new Map<string, number>();
    const started = new Set<string>();
    let killed = false;
    const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' };
    await Promise.all(
      Array.from({ length: BUYERS }, async (_, n) => {
        try {
          for (;;) {
            const quantity = (n % 2) + 1;
            const order = await first.call('POST', '/v1/orders', { event: dateId, tickets: [{ id: ticketTypeId, quantity }] });
            if (order.status !== 201) return; // sold out
            started.add(order.body.id);
            const confirmed = await first.call('POST', `/v1/orders/${order.body.id}/confirm`, { buyerAttributes: buyer });
            const payment = await first.call('POST', `/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`, { cardNumber: '4242424242424242' });
            if (payment.body?.result !== 'succeeded') continue;
            paid.set(order.body.id, quantity);
            if (paid.size >= KILL_AFTER_PAID && !killed) {
              killed = true;
              first.api.child.kill('SIGKILL');
            }
          }
        } catch {
          // The process is gone: this buyer's request got no answer.
        }
      }),
    );
    expect(killed).toBe(true);
    await first.api.exited;

    // Started again, the API answers every paid order with its tickets; its worker catches the reports up.
    const second = await start();
    for (const [orderId, quantity] of paid) {
      const tickets = await second.call('GET', `/v1/orders/${orderId}/tickets`);
      expect({ orderId, status: tickets.status, count: tickets.body?.length }).toEqual({ orderId, status: 200, count: quantity });
    }
    const paidIds = [...paid.keys()];
    const completed = await query<{ stream_id: string }>(`SELECT stream_id FROM emt_messages WHERE message_type = 'OrderCompleted' AND stream_id = ANY($1::text[])`, [paidIds.map((id) => `order-${id}`)]);
    expect(completed).toHaveLength(paid.size);
    const deadline = Date.now() + 30_000;
    const projected = async () => {
      const [reports, registrations] = await Promise.all([
        query('SELECT 1 FROM reporting.transactions WHERE id = ANY($1::uuid[])', [paidIds]),
        query('SELECT 1 FROM checkout.registrations WHERE order_id = ANY($1::uuid[])', [paidIds]),
      ]);
      return reports.length === paid.size && registrations.length === [...paid.values()].reduce((sum, q) => sum + q, 0);
    };
    while (!(await projected()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await projected()).toBe(true);

    // Then time passes to the last hold's deadline (an injected clock: the sweep is told the time).
    const [{ last }] = await query<{ last: Date | null }>('SELECT max(expires_at) AS last FROM ticketing.holds WHERE NOT committed');
    const sweeper = await createApiApp({ ...readConfig({}), webDist: undefined, inlineWorker: false, logLevel: 'silent' }, db.url, createLogger('silent'));
    await sweeper.init();
    try {
      const after = new Date(Math.max(last?.getTime() ?? 0, Date.now()) + 61_000);
      while ((await sweeper.get(CommandBus).execute(new ExpireOrdersCommand(after, 100))) >= 100);
    } finally {
      await sweeper.close();
    }

    // Nothing oversold; every sold ticket belongs to a completed order; no hold outlives its deadline.
    const [{ sold }] = await query<{ sold: number }>('SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]);
    const completedTickets = await query<{ tickets: number }>(
      `SELECT coalesce(sum(jsonb_array_length(message_data -> 'tickets')), 0) AS tickets FROM emt_messages WHERE message_type = 'OrderCompleted' AND stream_id = ANY($1::text[])`,
      [[...started].map((id) => `order-${id}`)],
    );
    expect(sold).toBeLessThanOrEqual(QUANTITY);
    expect(sold).toBe(Number(completedTickets[0]!.tickets));
    expect(sold).toBeGreaterThanOrEqual([...paid.values()].reduce((sum, q) => sum + q, 0));
    expect(await query('SELECT order_id FROM ticketing.holds WHERE NOT committed OR NOT settled')).toEqual([]);
    // Every order the buyers started is finished one way or the other: completed or timed out, none left open.
    const statuses = await Promise.all([...started].map(async (id) => (await second.call('GET', `/v1/orders/${id}/summary`)).body.status as string));
    expect(statuses.filter((status) => status !== 'completed' && status !== 'timed_out' && status !== 'canceled')).toEqual([]);
    await second.api.stop();
  }, 180_000);
});
