import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { signUpUser, startTestApp, type TestApp } from '../support/app.js';
import { buyer, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

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

    // An analyst logs in with a role of their own that is a member of reporting_reader.
    const name = `analyst_${randomBytes(4).toString('hex')}`;
    const password = randomBytes(12).toString('hex');
    await sql(t, `CREATE ROLE ${name} LOGIN PASSWORD '${password}' IN ROLE reporting_reader`);
    const url = new URL(t.db.url);
    url.username = name;
    url.password = password;
    analyst = new pg.Client({ connectionString: url.toString() });
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
});
