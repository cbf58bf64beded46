import pg from 'pg';
import { apiCall, startProcess, type ApiProcess } from '../support/api-process.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/** More than the buyers of one process: each process sells some, whichever is quicker. */
const CAPACITY = 150;
const BUYERS = 240;

/**
 * Two API processes (each its own application and connection pool, started from the sources as `npm start` would
 * run them) sell one ticket type in a rush, buyers split between them. Each process gathers its holds and sales in
 * batches in memory, but capacity is decided under the ticket type's lock in PostgreSQL: together they sell exactly the
 * capacity.
 */
describe('two API processes in an on-sale rush', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  const processes: ApiProcess[] = [];
  const calls: ReturnType<typeof apiCall>[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on('error', () => undefined);
    // Each process names its connections (node-postgres reads PGAPPNAME), so the test can tell them apart.
    processes.push(...['api-0', 'api-1'].map((name) => startProcess({ DATABASE_URL: db.url, WORKER: 'off', PGAPPNAME: name })));
    for (const port of await Promise.all(processes.map((api) => api.listening))) calls.push(apiCall(port));
  });
  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop('SIGKILL')));
    await pool.end();
    await db.drop();
  });

  const query = async <Row extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await pool.query<Row>(text, params)).rows;

  it('sells exactly the capacity and no more', async () => {
    const [first, second] = calls as [(typeof calls)[number], (typeof calls)[number]];
    const signedUp = await first('POST', '/v1/auth/sign_up', { name: 'Maya Lind', username: 'mayatwo', email: 'maya@example.com', password: 'secret-123' }, { 'x-forwarded-for': '198.18.0.1' });
    const bearer = { authorization: `Bearer ${signedUp.body.accessToken}` };
    const me = (await first('GET', '/v1/me', undefined, bearer)).body;
    const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const created = await first(
      'POST',
      '/v1/management/courses',
      { ownerId: me.id, name: 'Two doors', timezone: 'UTC', collectInformationSetting: 'only-buyer', dates: [{ startsAt }], ticketTypes: [{ attendance: 'in-person', name: 'General', price: 0, currency: 'usd', quantity: CAPACITY }] },
      bearer,
    );
    expect(created.status).toBe(201);
    expect((await first('POST', `/v1/management/courses/${created.body.id}/publish`, undefined, bearer)).status).toBe(200);
    const page = (await second('GET', `/events/${created.body.id}`)).body;
    const dateId = page.dates[0].id as string;
    const ticketTypeId = page.ticketTypes[0].id as string;
    const order = (n: number) => calls[n % 2]!('POST', '/v1/orders', { event: dateId, tickets: [{ id: ticketTypeId, quantity: 1 }] });

    // The ticket type's row is held locked while the rush starts, until both processes wait for it with a batch:
    // their holds then meet in PostgreSQL, whichever process is quicker.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM ticketing.ticket_types WHERE id = $1 FOR UPDATE', [ticketTypeId]);
    const rush = Promise.all(Array.from({ length: BUYERS }, (_, n) => order(n)));
    const waiting = async () =>
      (
        await query<{ processes: number }>(
          `SELECT count(DISTINCT application_name) AS processes FROM pg_stat_activity
           WHERE datname = current_database() AND application_name LIKE 'api-%' AND wait_event_type = 'Lock' AND query LIKE '%FROM ticketing.ticket_types%FOR UPDATE'`,
        )
      )[0]!.processes;
    while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await locker.query('COMMIT');
    await locker.end();
    const replies = await rush;

    const won = replies.flatMap((reply, n) => (reply.status === 201 ? [{ n, id: reply.body.id as string }] : []));
    expect(won).toHaveLength(CAPACITY);
    expect(replies.filter((reply) => reply.status !== 201).map((reply) => [reply.status, reply.body])).toEqual(Array.from({ length: BUYERS - CAPACITY }, () => [422, { message: 'Sold out' }]));
    // Both processes held tickets (neither has buyers enough for all of them).
    expect(new Set(won.map((w) => w.n % 2))).toEqual(new Set([0, 1]));
    const [held] = await query<{ held: number }>('SELECT coalesce(sum(quantity), 0) AS held FROM ticketing.holds WHERE ticket_type_id = $1 AND NOT committed AND expires_at > now()', [ticketTypeId]);
    expect(held!.held).toBe(CAPACITY);

    // Every winner completes, through either process; more buyers find it sold out at both.
    const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' };
    const confirmed = await Promise.all(won.map((w, n) => calls[n % 2]!('POST', `/v1/orders/${w.id}/confirm`, { buyerAttributes: buyer })));
    expect(confirmed.map((reply) => [reply.status, reply.body.order?.status])).toEqual(won.map(() => [200, 'completed']));
    const late = await Promise.all([order(0), order(1)]);
    expect(late.map((reply) => [reply.status, reply.body])).toEqual([
      [422, { message: 'Sold out' }],
      [422, { message: 'Sold out' }],
    ]);
    const [sold] = await query<{ sold: number; rows: number }>(
      'SELECT t.sold, (SELECT coalesce(sum(quantity), 0) FROM ticketing.holds h WHERE h.ticket_type_id = t.id AND h.committed) AS rows FROM ticketing.ticket_types t WHERE t.id = $1',
      [ticketTypeId],
    );
    expect(sold).toEqual({ sold: CAPACITY, rows: CAPACITY });
  });
});
