import pg from 'pg';
import { randomBytes, randomUUID } from 'node:crypto';
import { ANALYST_TIMEOUTS_SQL } from '../../src/migrations/20261127000000-feed-and-outbox-health.js';
import { EventStore, readUntilCaughtUp } from '../../src/shared/event-store/event-store.port.js';
import { signUpUser, startTestApp, type TestApp } from '../support/app.js';
import { buyer, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

/** An analyst's own login, a member of reporting_reader (docs/reporting.md); roles belong to the whole server. */
async function createAnalyst(t: TestApp): Promise<{ name: string; url: string }> {
  const name = `analyst_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  await sql(t, `CREATE ROLE ${name} LOGIN PASSWORD '${password}' IN ROLE reporting_reader`);
  const url = new URL(t.db.url);
  url.username = name;
  url.password = password;
  return { name, url: url.toString() };
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('reporting: the analysts’ read-only role', () => {
  let t: TestApp;
  let analyst: pg.Client;
  beforeAll(async () => {
    t = await startTestApp();
    const owner = await signUpUser(t.http);
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0 })], collectInformationSetting: 'only-buyer' });
    const order = await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(201);
    await t.http.post(`/client_side_api/v1/orders/${order.body.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.transactions')).length === 1);

    analyst = new pg.Client({ connectionString: (await createAnalyst(t)).url });
    await analyst.connect();
  });
  afterAll(async () => {
    await analyst.end();
    await t.close();
  });

  it('reads every reporting table, though the projections created them after the role', async () => {
    const { rows } = await analyst.query('SELECT product_type, payment_method FROM reporting.transactions');
    expect(rows).toEqual([{ product_type: 'Course', payment_method: 'free' }]);
    await analyst.query('SELECT * FROM reporting.patrons, reporting.revenue_facts, reporting.activities, reporting.event_sales');
  });

  it('reads nothing else and writes nothing', async () => {
    await expect(analyst.query('SELECT * FROM accounts.users')).rejects.toThrow(/permission denied/);
    await expect(analyst.query('SELECT * FROM emt_messages')).rejects.toThrow(/permission denied/);
    await expect(analyst.query('SELECT * FROM ticketing.events')).rejects.toThrow(/permission denied/);
    await expect(analyst.query(`DELETE FROM reporting.transactions`)).rejects.toThrow(/permission denied/);
    await expect(analyst.query(`CREATE TABLE reporting.mine (x int)`)).rejects.toThrow(/permission denied/);
  });

  it('gives the analysts’ logins an idle-in-transaction timeout of a minute and a statement timeout of five', async () => {
    const settings = async (role: string) =>
      (await sql<{ setting: string }>(t, `SELECT unnest(setconfig) AS setting FROM pg_db_role_setting WHERE setrole = $1::regrole AND setdatabase = 0 ORDER BY 1`, [role])).map((row) => row.setting);
    expect(await settings('reporting_reader')).toEqual(['idle_in_transaction_session_timeout=1min', 'statement_timeout=5min']);

    // A login that was a member before the migration gets them from it (PostgreSQL applies a role's
    // settings only to sessions of that login, not to its members).
    const { name, url } = await createAnalyst(t);
    await sql(t, ANALYST_TIMEOUTS_SQL);
    const session = new pg.Client({ connectionString: url });
    await session.connect();
    try {
      expect((await session.query('SHOW idle_in_transaction_session_timeout')).rows).toEqual([{ idle_in_transaction_session_timeout: '1min' }]);
      expect((await session.query('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '5min' }]);
    } finally {
      await session.end();
    }
    expect(await settings(name)).toEqual(['idle_in_transaction_session_timeout=1min', 'statement_timeout=5min']);
  });

  it('has the server end an analyst’s transaction left idle, so the event feed moves on', async () => {
    const store = t.app.get(EventStore);
    const inFeed = async (eventId: string) => {
      for await (const batch of readUntilCaughtUp(store, { after: null, batchSize: 1000 })) if (batch.events.some((event) => event.id === eventId)) return true;
      return false;
    };
    // The same setting, a second long for this database only.
    const { name, url } = await createAnalyst(t);
    await sql(t, `ALTER ROLE ${name} IN DATABASE ${new URL(t.db.url).pathname.slice(1)} SET idle_in_transaction_session_timeout = '1s'`);
    const analystSession = new pg.Client({ connectionString: url });
    // The server's reason comes first, then the closed connection.
    const errors: (Error & { code?: string })[] = [];
    analystSession.on('error', (error) => errors.push(error));
    await analystSession.connect();
    const locker = new pg.Client({ connectionString: t.db.url });
    await locker.connect();
    try {
      // The analyst's transaction takes a transaction id, then its query waits on a lock while an event is
      // appended (busy, so not yet idle): the feed cannot show the event behind it.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE reporting.transactions IN ACCESS EXCLUSIVE MODE');
      await analystSession.query('BEGIN');
      await analystSession.query('SELECT pg_current_xact_id()');
      const waiting = analystSession.query('SELECT count(*)::int AS count FROM reporting.transactions');
      const stream = `probe-${randomUUID()}`;
      await store.appendToStream(stream, [{ type: 'ProbeAppended', data: {} }], { expectedRevision: 'no_stream' });
      const [event] = await store.readStream(stream);
      expect(await inFeed(event!.id)).toBe(false);

      // The query ends, the analyst leaves the transaction open, and the server ends it.
      await locker.query('COMMIT');
      expect((await waiting).rows).toEqual([{ count: 1 }]);
      await waitFor(async () => errors.length > 0 && (await inFeed(event!.id)), 'the idle transaction ended and the event in the feed');
      expect(errors[0]!.code).toBe('25P03'); // idle_in_transaction_session_timeout
    } finally {
      await locker.end();
      await analystSession.end();
    }
  });
});
