import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/demo-data.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { reportingProjections } from '../../src/reporting/infrastructure/projections/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { projectUntil, sql } from '../support/checkout.js';

/**
 * The reports after the demo purchases. Riverside Arts Collective sold, with the fee $0.69 + 1% per ticket:
 * - Sam: 2 × General admission $25 → fee 69 + 25 = 94¢ each; pays 2 × $25.94 = $51.88; platform fee $1.88.
 * - Jordan: 1 × Table for two $60 with JAZZ10 (10% off cost and fee) → cost $54.00; fee 129¢ − 13¢ = $1.16;
 *   pays $55.16; discount $6.13.
 * - Priya: 1 × Gala ticket $150 → fee 69 + 150 = $2.19; pays $152.19.
 * Totals: gross $259.23, platform fees $5.23, net (no provider fees with the demo gateway) $254.00.
 */
describe('reporting', () => {
  let t: TestApp;
  let riverside: string;
  let maya: string;
  let login: string;
  const api = (path: string) => t.http.get(`/client_side_api/v1/profile_management/${path}`).set({ Authorization: `Bearer ${login}` });

  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.app);
    riverside = (await sql<{ id: string }>(t, `SELECT id FROM accounts.profiles WHERE username = 'riverside'`))[0]!.id;
    maya = (await sql<{ id: string }>(t, `SELECT id FROM accounts.profiles WHERE username = 'maya'`))[0]!.id;
    const session = await t.http.post('/client_side_api/v1/auth/login').send({ email: DEMO_ACCOUNTS.organizer.email, password: DEMO_ACCOUNTS.organizer.password }).expect(200);
    login = session.body.accessToken;
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.activities')).length === 4 && (await sql(t, 'SELECT 1 FROM reporting.event_sales')).length === 4);
  });
  afterAll(() => t.close());

  it('lists the orders with items and payment details whose arithmetic the orders imply', async () => {
    const page = await api(`transactions?ownerId=${riverside}&sortBy=amount&sortOrder=asc`).expect(200);
    expect(page.body).toMatchObject({ page: 1, perPage: 50, totalCount: 3 });
    expect(page.body.data.map((o: { userFirstName: string; amount: number; paymentMethod: string; status: string }) => [o.userFirstName, o.amount, o.paymentMethod, o.status])).toEqual([
      ['Sam', 5188, 'demo', 'completed'],
      ['Jordan', 5516, 'demo', 'completed'],
      ['Priya', 15219, 'demo', 'completed'],
    ]);
    const jordan = page.body.data[1];
    expect(jordan).toMatchObject({ productType: 'Course', productName: 'Late Night Jazz Sessions', userEmail: 'jordan@example.com' });
    expect(jordan.paymentDetails).toEqual({ paymentMethod: 'demo', subtotal: 6000, donation: 0, discounts: 613, total: 5516, viewcyFee: 116, stripeFee: 0, refundedAmount: 0, netAmount: 5400 });
    expect(jordan.orderItems).toEqual([
      { id: expect.any(String), name: 'Table for two', patron: 'Jordan Okafor', price: 5400, fee: 116, discountAmount: 613, discountName: 'Promo code', status: 'Active', registrationId: expect.any(String) },
    ]);
    const one = await api(`transactions/${jordan.id}?ownerId=${riverside}`).expect(200);
    expect(one.body).toEqual(jordan);
    // Search by customer; another owner's order is not found.
    expect((await api(`transactions?ownerId=${riverside}&query=priya`).expect(200)).body.data).toHaveLength(1);
    expect((await api(`transactions/${jordan.id}?ownerId=${maya}`).expect(404)).body).toEqual({ message: "Sorry! That order wasn't found." });
    // Maya's own free order shows as free.
    const free = await api(`transactions?ownerId=${maya}`).expect(200);
    expect(free.body.data.map((o: { paymentMethod: string; amount: number }) => [o.paymentMethod, o.amount])).toEqual([['free', 0]]);
  });

  it('sums patrons, revenue and activity to the same totals', async () => {
    const patrons = await api(`patrons?ownerId=${riverside}&sortBy=totalAmount&sortOrder=desc`).expect(200);
    expect(patrons.body).toMatchObject({ perPage: 10, totalCount: 3 });
    expect(patrons.body.data.map((p: { email: string; totalAmount: number; orderCount: number; eventsAttended: number }) => [p.email, p.totalAmount, p.orderCount, p.eventsAttended])).toEqual([
      ['priya@example.com', 15219, 1, 1],
      ['jordan@example.com', 5516, 1, 1],
      ['sam@limelight.example', 5188, 1, 1],
    ]);
    const sam = await api(`patrons/${encodeURIComponent('SAM@limelight.example')}?ownerId=${riverside}`).expect(200);
    expect(sam.body).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', totalAmount: 5188 });
    expect((await api(`patrons/nobody@example.com?ownerId=${riverside}`).expect(404)).body).toEqual({ message: 'Sorry! That patron wasn’t found.' });

    const revenue = await api(`revenue?ownerId=${riverside}&dimension=course`).expect(200);
    expect(revenue.body.total).toEqual({ dimension: 'Total', dimensionId: 'total', netSales: 25400, grossSales: 25923, onlineSales: 25923, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 0, viewcyFees: 523 });
    expect(revenue.body.data.map((r: { dimension: string; grossSales: number }) => [r.dimension, r.grossSales])).toEqual([
      ['Late Night Jazz Sessions', 5188 + 5516],
      ['Winter Gala', 15219],
    ]);
    const byMonth = await api(`revenue?ownerId=${riverside}&dimension=month`).expect(200);
    expect(byMonth.body.data.reduce((sum: number, r: { netSales: number }) => sum + r.netSales, 0)).toBe(25400);

    const activity = await api(`activities?ownerId=${riverside}&query=priya`).expect(200);
    expect(activity.body.data).toHaveLength(1);
    expect(activity.body.data[0].message).toBe(
      `<a href="/manage/riverside/reporting/patrons/priya%40example.com">Priya Shah</a> bought 1 ticket to <a href="/event/${activity.body.data[0].targetId}">Winter Gala</a>`,
    );
    const sales = await sql<{ ticket_name: string; tickets_sold: number; revenue: number }>(t, 'SELECT ticket_name, tickets_sold, revenue FROM reporting.event_sales WHERE owner_id = $1 ORDER BY ticket_name', [riverside]);
    expect(sales).toEqual([
      { ticket_name: 'Gala ticket', tickets_sold: 1, revenue: 15000 },
      { ticket_name: 'General admission', tickets_sold: 2, revenue: 5000 },
      { ticket_name: 'Table for two', tickets_sold: 1, revenue: 5400 },
    ]);
  });

  it('refunds and cancels single tickets: reports, patrons and capacity follow; only the owner’s managers may', async () => {
    const orders = (await api(`transactions?ownerId=${riverside}&sortBy=amount&sortOrder=asc`).expect(200)).body.data;
    const [samOrder, jordanOrder] = orders;
    const samItem = samOrder.orderItems[0].id as string;
    const generalId = (await sql<{ id: string }>(t, `SELECT ticket_type_id AS id FROM checkout.registrations WHERE id = $1`, [samItem]))[0]!.id;
    const soldBefore = (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [generalId]))[0]!.sold;

    const sam = await t.http.post('/client_side_api/v1/auth/login').send({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password }).expect(200);
    const refundAs = (token: string, item: string) => t.http.post(`/client_side_api/v1/order_items/${item}/refund`).set({ Authorization: `Bearer ${token}` });
    expect((await refundAs(sam.body.accessToken, samItem).expect(403)).body).toEqual({ message: 'User not authorized to refund registration' });
    await t.http.post(`/client_side_api/v1/order_items/${samItem}/refund`).expect(401);
    expect((await refundAs(login, '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22').expect(404)).body).toEqual({ message: 'Registration not found' });

    expect((await refundAs(login, samItem).expect(200)).body).toEqual({ message: 'Registration refunded' });
    expect((await refundAs(login, samItem).expect(422)).body).toEqual({ message: 'Registration cannot be refunded' });
    const cancelled = await t.http.post(`/client_side_api/v1/order_items/${jordanOrder.orderItems[0].id}/cancel`).set({ Authorization: `Bearer ${login}` }).expect(200);
    expect(cancelled.body).toEqual({ message: 'Registration cancelled' });
    // A free ticket cannot be refunded.
    const freeItem = (await api(`transactions?ownerId=${maya}`).expect(200)).body.data[0].orderItems[0].id;
    expect((await refundAs(login, freeItem).expect(422)).body).toEqual({ message: 'Registration cannot be refunded' });
    // The refunded ticket is back on sale at once.
    expect((await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [generalId]))[0]!.sold).toBe(soldBefore - 1);

    // Refunding one $25 ticket gives back $25.94: the platform returns the 94¢ fee, the seller the $25.
    await projectUntil(t, async () => (await sql(t, `SELECT 1 FROM reporting.activities WHERE id LIKE 'refund-%' OR id LIKE 'cancel-%'`)).length === 2);
    const refunded = (await api(`transactions/${samOrder.id}?ownerId=${riverside}`).expect(200)).body;
    expect(refunded).toMatchObject({ status: 'partially_refunded', paymentDetails: { total: 5188, viewcyFee: 94, refundedAmount: 2594, netAmount: 2500 } });
    expect(refunded.orderItems.map((i: { status: string }) => i.status).sort()).toEqual(['Active', 'Refunded']);
    const jordan = (await api(`transactions/${jordanOrder.id}?ownerId=${riverside}`).expect(200)).body;
    expect(jordan).toMatchObject({ status: 'completed', orderItems: [{ status: 'Canceled' }], paymentDetails: { refundedAmount: 0, netAmount: 5400 } });
    const revenue = (await api(`revenue?ownerId=${riverside}&dimension=year`).expect(200)).body;
    expect(revenue.total).toMatchObject({ grossSales: 25923, refunds: 2594, viewcyFees: 523 - 94, netSales: 25400 - 2500 });
    expect((await api(`patrons/sam@limelight.example?ownerId=${riverside}`).expect(200)).body.totalAmount).toBe(5188 - 2594);
    const sales = await sql<{ tickets_sold: number; revenue: number }>(t, `SELECT tickets_sold, revenue FROM reporting.event_sales WHERE ticket_name IN ('General admission', 'Table for two') ORDER BY ticket_name`);
    expect(sales).toEqual([
      { tickets_sold: 1, revenue: 2500 },
      { tickets_sold: 0, revenue: 0 },
    ]);
    const statuses = await sql<{ status: string }>(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [samItem]);
    expect(statuses).toEqual([{ status: 'refunded' }]);
  });

  it('rebuilds every reporting projection from the event log to identical rows', async () => {
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(
          reportingProjections.flatMap((p) => p.tables).map(async (table) => [table, (await sql(t, `SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort()] as const),
        ),
      );
    const before = await dump();
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), projections, { error: () => undefined, info: () => undefined });
    for (const projection of reportingProjections) await runner.rebuild(projection.name);
    await pool.end();
    expect(await dump()).toEqual(before);
  });
});
