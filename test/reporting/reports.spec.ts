import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/demo-data.js';
import type { PatronRow as Patron, RevenueItem } from '../../src/reporting/application/report-views.js';
import { reportingProjections } from '../../src/reporting/infrastructure/projections/index.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

/**
 * The reports after the demo purchases. Riverside Arts Collective sold, with the fee $0.69 + 1% per ticket:
 * - Sam: 2 × General admission $25 → fee 69 + 25 = 94¢ each; pays 2 × $25.94 = $51.88; platform fee $1.88.
 * - Jordan: 1 × Table for two $60 with JAZZ10 (10% off cost and fee) → cost $54.00; fee 129¢ − 13¢ = $1.16;
 *   pays $55.16; discount $6.13.
 * - Priya: 1 × Gala ticket $150 → fee 69 + 150 = $2.19; pays $152.19.
 * - Sam: 2 × Stalls $35 (seats Stalls-C-6 and C-7 of the seated event) → fee 69 + 35 = 104¢ each; pays $72.08.
 * - Clara: 1 × Table seat $45 (seat Cabaret-T1-1) → fee 69 + 45 = $1.14; pays $46.14.
 * Totals: gross $377.45, platform fees $8.45, net (no provider fees with the demo gateway) $369.00.
 * Maya has a free order of her own, and Sam gives $5 and Clara $10 to her video (the platform keeps 5%).
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
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.activities')).length === 6 + 2 && (await sql(t, 'SELECT 1 FROM reporting.event_sales')).length === 6);
  });
  afterAll(() => t.close());

  it('lists the orders with items and payment details whose arithmetic the orders imply', async () => {
    const page = await api(`transactions?ownerId=${riverside}&sortBy=amount&sortOrder=asc`).expect(200);
    expect(page.body).toMatchObject({ page: 1, perPage: 50, totalCount: 5 });
    expect(page.body.data.map((o: { userFirstName: string; amount: number; paymentMethod: string; status: string }) => [o.userFirstName, o.amount, o.paymentMethod, o.status])).toEqual([
      ['Clara', 4614, 'demo', 'completed'],
      ['Sam', 5188, 'demo', 'completed'],
      ['Jordan', 5516, 'demo', 'completed'],
      ['Sam', 7208, 'demo', 'completed'],
      ['Priya', 15219, 'demo', 'completed'],
    ]);
    const jordan = page.body.data[2];
    // An event order is shown in its event's time zone.
    expect(jordan).toMatchObject({ productType: 'Course', productName: 'Late Night Jazz Sessions', userEmail: 'jordan@example.com', timezone: 'America/New_York' });
    expect(jordan.paymentDetails).toEqual({ paymentMethod: 'demo', subtotal: 6000, donation: 0, discounts: 613, total: 5516, viewcyFee: 116, stripeFee: 0, refundedAmount: 0, netAmount: 5400 });
    expect(jordan.orderItems).toEqual([
      { id: expect.any(String), name: 'Table for two', patron: 'Jordan Okafor', price: 5400, fee: 116, discountAmount: 613, discountName: 'Promo code', status: 'Active', registrationId: expect.any(String), seat: null },
    ]);
    // The seated event's orders name each ticket's seat.
    const seats = (order: { orderItems: { seat: string | null }[] }) => order.orderItems.map((item) => item.seat).sort();
    expect(page.body.data[3]).toMatchObject({ productName: 'Chamber Night — seated', paymentDetails: { subtotal: 7000, viewcyFee: 208, total: 7208 } });
    expect(seats(page.body.data[3])).toEqual(['Stalls-C-6', 'Stalls-C-7']);
    expect(page.body.data[0].orderItems).toEqual([expect.objectContaining({ name: 'Table seat', patron: 'Clara Beaumont', price: 4500, fee: 114, seat: 'Cabaret-T1-1' })]);
    const one = await api(`transactions/${jordan.id}?ownerId=${riverside}`).expect(200);
    expect(one.body).toEqual(jordan);
    // Search by customer; another owner's order is not found.
    expect((await api(`transactions?ownerId=${riverside}&query=priya`).expect(200)).body.data).toHaveLength(1);
    expect((await api(`transactions/${jordan.id}?ownerId=${maya}`).expect(404)).body).toEqual({ message: "Sorry! That order wasn't found." });
    // Maya's own free order shows as free; the donations to her video as orders of the video.
    const free = await api(`transactions?ownerId=${maya}&type=Course`).expect(200);
    expect(free.body.data.map((o: { paymentMethod: string; amount: number }) => [o.paymentMethod, o.amount])).toEqual([['free', 0]]);
    const donations = await api(`transactions?ownerId=${maya}&type=ArtistVideo&sortBy=amount&sortOrder=asc`).expect(200);
    expect(
      donations.body.data.map((o: { userFirstName: string; amount: number; paymentMethod: string; paymentDetails: { donation: number; viewcyFee: number; netAmount: number } }) => [
        o.userFirstName,
        o.amount,
        o.paymentMethod,
        o.paymentDetails.donation,
        o.paymentDetails.viewcyFee,
        o.paymentDetails.netAmount,
      ]),
    ).toEqual([
      ['Sam', 500, 'demo', 500, 25, 475],
      ['Clara', 1000, 'demo', 1000, 50, 950],
    ]);
  });

  it('sums patrons, revenue and activity to the same totals', async () => {
    const patrons = await api(`patrons?ownerId=${riverside}&sortBy=totalAmount&sortOrder=desc`).expect(200);
    expect(patrons.body).toMatchObject({ perPage: 10, totalCount: 4 });
    expect(patrons.body.data.map((p: Patron) => [p.email, p.totals, p.orderCount, p.eventsAttended])).toEqual([
      ['priya@example.com', [{ currency: 'usd', totalAmount: 15219 }], 1, 1],
      ['sam@limelight.example', [{ currency: 'usd', totalAmount: 5188 + 7208 }], 2, 2],
      ['jordan@example.com', [{ currency: 'usd', totalAmount: 5516 }], 1, 1],
      ['clara@limelight.example', [{ currency: 'usd', totalAmount: 4614 }], 1, 1],
    ]);
    const sam = await api(`patrons/${encodeURIComponent('SAM@limelight.example')}?ownerId=${riverside}`).expect(200);
    expect(sam.body).toMatchObject({ firstName: 'Sam', lastName: 'Rivera', totals: [{ currency: 'usd', totalAmount: 5188 + 7208 }] });
    expect((await api(`patrons/nobody@example.com?ownerId=${riverside}`).expect(404)).body).toEqual({ message: 'Sorry! That patron wasn’t found.' });

    const revenue = await api(`revenue?ownerId=${riverside}&dimension=course`).expect(200);
    expect(revenue.body.totals).toEqual([
      { dimension: 'Total', dimensionId: 'total', productType: null, currency: 'usd', netSales: 36900, grossSales: 37745, onlineSales: 37745, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 0, viewcyFees: 845 },
    ]);
    expect(revenue.body.data.map((r: RevenueItem) => [r.dimension, r.currency, r.grossSales])).toEqual([
      ['Chamber Night — seated', 'usd', 7208 + 4614],
      ['Late Night Jazz Sessions', 'usd', 5188 + 5516],
      ['Winter Gala', 'usd', 15219],
    ]);
    const byMonth = await api(`revenue?ownerId=${riverside}&dimension=month`).expect(200);
    expect(byMonth.body.data.reduce((sum: number, r: RevenueItem) => sum + r.netSales, 0)).toBe(36900);

    const activity = await api(`activities?ownerId=${riverside}&query=priya`).expect(200);
    expect(activity.body.data).toHaveLength(1);
    expect(activity.body.data[0].message).toBe(
      `<a href="/manage/riverside/reporting/patrons/priya%40example.com">Priya Shah</a> bought 1 ticket to <a href="/event/${activity.body.data[0].targetId}">Winter Gala</a>`,
    );
    const sales = await sql<{ ticket_name: string; tickets_sold: number; revenue: number }>(t, 'SELECT ticket_name, tickets_sold, revenue FROM reporting.event_sales WHERE owner_id = $1 ORDER BY ticket_name', [riverside]);
    expect(sales).toEqual([
      { ticket_name: 'Gala ticket', tickets_sold: 1, revenue: 15000 },
      { ticket_name: 'General admission', tickets_sold: 2, revenue: 5000 },
      { ticket_name: 'Stalls', tickets_sold: 2, revenue: 7000 },
      { ticket_name: 'Table for two', tickets_sold: 1, revenue: 5400 },
      { ticket_name: 'Table seat', tickets_sold: 1, revenue: 4500 },
    ]);
  });

  it('refunds and cancels single tickets: reports, patrons and capacity follow; only the owner’s managers may', async () => {
    const orders = (await api(`transactions?ownerId=${riverside}&sortBy=amount&sortOrder=asc`).expect(200)).body.data;
    const orderOf = (firstName: string) => orders.find((o: { userFirstName: string; productName: string }) => o.userFirstName === firstName && o.productName === 'Late Night Jazz Sessions');
    const [samOrder, jordanOrder] = [orderOf('Sam'), orderOf('Jordan')];
    const samItem = samOrder.orderItems[0].id as string;
    const generalId = (await sql<{ id: string }>(t, `SELECT ticket_type_id AS id FROM checkout.registrations WHERE id = $1`, [samItem]))[0]!.id;
    const soldBefore = (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [generalId]))[0]!.sold;

    const sam = await t.http.post('/client_side_api/v1/auth/login').send({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password }).expect(200);
    const refundAs = (token: string, item: string) => t.http.post(`/client_side_api/v1/order_items/${item}/refund`).set({ Authorization: `Bearer ${token}` });
    expect((await refundAs(sam.body.accessToken, samItem).expect(403)).body).toEqual({ message: 'You are not allowed to manage this account' });
    await t.http.post(`/client_side_api/v1/order_items/${samItem}/refund`).expect(401);
    expect((await refundAs(login, '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22').expect(404)).body).toEqual({ message: 'Registration not found' });

    expect((await refundAs(login, samItem).expect(200)).body).toEqual({ message: 'Registration refunded' });
    expect((await refundAs(login, samItem).expect(422)).body).toEqual({ message: 'Registration cannot be refunded' });
    const cancelled = await t.http.post(`/client_side_api/v1/order_items/${jordanOrder.orderItems[0].id}/cancel`).set({ Authorization: `Bearer ${login}` }).expect(200);
    expect(cancelled.body).toEqual({ message: 'Registration cancelled' });
    // A free ticket cannot be refunded.
    const freeItem = (await api(`transactions?ownerId=${maya}&type=Course`).expect(200)).body.data[0].orderItems[0].id;
    expect((await refundAs(login, freeItem).expect(422)).body).toEqual({ message: 'Registration cannot be refunded' });
    // The refunded ticket is back on sale at once.
    expect((await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [generalId]))[0]!.sold).toBe(soldBefore - 1);

    // Refunding one $25 ticket gives back $25.94: the platform returns the 94¢ fee, the seller the $25.
    // Activities and orders are projected apart: wait for both.
    await projectUntil(
      t,
      async () =>
        (await sql(t, `SELECT 1 FROM reporting.activities WHERE id LIKE 'refund-%' OR id LIKE 'cancel-%'`)).length === 2 &&
        (await api(`transactions/${jordanOrder.id}?ownerId=${riverside}`)).body.orderItems?.[0]?.status === 'Canceled' &&
        (await api(`transactions/${samOrder.id}?ownerId=${riverside}`)).body.status === 'partially_refunded',
    );
    const refunded = (await api(`transactions/${samOrder.id}?ownerId=${riverside}`).expect(200)).body;
    expect(refunded).toMatchObject({ status: 'partially_refunded', paymentDetails: { total: 5188, viewcyFee: 94, refundedAmount: 2594, netAmount: 2500 } });
    expect(refunded.orderItems.map((i: { status: string }) => i.status).sort()).toEqual(['Active', 'Refunded']);
    const jordan = (await api(`transactions/${jordanOrder.id}?ownerId=${riverside}`).expect(200)).body;
    expect(jordan).toMatchObject({ status: 'completed', orderItems: [{ status: 'Canceled' }], paymentDetails: { refundedAmount: 0, netAmount: 5400 } });
    const revenue = (await api(`revenue?ownerId=${riverside}&dimension=year`).expect(200)).body;
    expect(revenue.totals).toEqual([expect.objectContaining({ currency: 'usd', grossSales: 37745, refunds: 2594, viewcyFees: 845 - 94, netSales: 36900 - 2500 })]);
    expect((await api(`patrons/sam@limelight.example?ownerId=${riverside}`).expect(200)).body.totals).toEqual([{ currency: 'usd', totalAmount: 5188 + 7208 - 2594 }]);
    const sales = await sql<{ tickets_sold: number; revenue: number }>(t, `SELECT tickets_sold, revenue FROM reporting.event_sales WHERE ticket_name IN ('General admission', 'Table for two') ORDER BY ticket_name`);
    expect(sales).toEqual([
      { tickets_sold: 1, revenue: 2500 },
      { tickets_sold: 0, revenue: 0 },
    ]);
    const statuses = await sql<{ status: string }>(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [samItem]);
    expect(statuses).toEqual([{ status: 'refunded' }]);
  });

  describe('money per currency, in 64-bit integers', () => {
    let owner: TestUser;
    const ownerApi = (path: string) => t.http.get(`/client_side_api/v1/profile_management/${path}`).set(bearer(owner));
    const ownerRows = (table: string) => sql(t, `SELECT 1 FROM ${table} WHERE owner_id = $1`, [owner.id]);

    /** A buyer pays for `quantity` tickets of the event's only ticket type with the demo card. */
    async function paidOrder(event: PublishedEvent, quantity: number, email: string): Promise<void> {
      const order = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity }] }).expect(201)).body;
      const confirmed = await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer({ email, emailConfirm: email }) }).expect(200);
      const paid = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
      expect(paid.body.result).toBe('succeeded');
    }

    beforeAll(async () => {
      owner = await signUpUser(t.http);
      await connectPayments(t, owner.id);
    });

    it('sums every currency on its own: an owner selling in usd and eur gets two totals, never one mixed', async () => {
      const newYork = await publishedEvent(t, owner, { name: 'Jazz in New York', ticketTypes: [ticket({ name: 'Seat', price: 2500, currency: 'usd' })], collectInformationSetting: 'only-buyer' });
      const paris = await publishedEvent(t, owner, { name: 'Jazz in Paris', ticketTypes: [ticket({ name: 'Place', price: 4000, currency: 'eur' })], collectInformationSetting: 'only-buyer' });
      // $25 + fee 69 + 25 = $25.94 a ticket; €40 + fee 69 + 40 = €41.09.
      await paidOrder(newYork, 2, 'ada@example.com');
      await paidOrder(paris, 1, 'ada@example.com');
      await paidOrder(newYork, 1, 'bob@example.com');
      await projectUntil(
        t,
        async () =>
          (await ownerRows('reporting.revenue_facts')).length === 3 &&
          (await ownerRows('reporting.activities')).length === 3 &&
          (await sql(t, `SELECT 1 FROM reporting.patrons WHERE owner_id = $1 AND email = 'ada@example.com' AND order_count = 2`, [owner.id])).length === 1,
      );

      const byEvent = (await ownerApi(`revenue?ownerId=${owner.id}&dimension=course`).expect(200)).body;
      expect(byEvent.data.map((r: RevenueItem) => [r.dimension, r.currency, r.grossSales, r.viewcyFees, r.netSales])).toEqual([
        ['Jazz in New York', 'usd', 3 * 2594, 3 * 94, 3 * 2500],
        ['Jazz in Paris', 'eur', 4109, 109, 4000],
      ]);
      expect(byEvent.totals).toEqual([
        { dimension: 'Total', dimensionId: 'total', productType: null, currency: 'eur', netSales: 4000, grossSales: 4109, onlineSales: 4109, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 0, viewcyFees: 109 },
        { dimension: 'Total', dimensionId: 'total', productType: null, currency: 'usd', netSales: 7500, grossSales: 7782, onlineSales: 7782, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 0, viewcyFees: 282 },
      ]);
      // The same month holds a row per currency.
      const byMonth = (await ownerApi(`revenue?ownerId=${owner.id}&dimension=month`).expect(200)).body;
      const month = new Date().toISOString().slice(0, 7);
      expect(byMonth.data.map((r: RevenueItem) => [r.dimensionId, r.currency, r.grossSales])).toEqual([
        [month, 'eur', 4109],
        [month, 'usd', 7782],
      ]);

      const patrons = (await ownerApi(`patrons?ownerId=${owner.id}&sortBy=email&sortOrder=asc`).expect(200)).body;
      expect(patrons.data.map((p: Patron) => [p.email, p.totals, p.orderCount, p.eventsAttended])).toEqual([
        [
          'ada@example.com',
          [
            { currency: 'eur', totalAmount: 4109 },
            { currency: 'usd', totalAmount: 5188 },
          ],
          2,
          2,
        ],
        ['bob@example.com', [{ currency: 'usd', totalAmount: 2594 }], 1, 1],
      ]);
      expect((await ownerApi(`patrons/ada@example.com?ownerId=${owner.id}`).expect(200)).body.totals).toEqual([
        { currency: 'eur', totalAmount: 4109 },
        { currency: 'usd', totalAmount: 5188 },
      ]);
    });

    it('sums orders worth more than 2^31 minor units exactly', async () => {
      // Two tickets of $20,000,000 each: one order is worth 4,040,000,138 cents, past 2^31.
      const price = 2_000_000_000;
      const fee = 69 + price / 100;
      const event = await publishedEvent(t, owner, { name: 'Patron circle', ticketTypes: [ticket({ name: 'Patron circle', price, currency: 'usd' })], collectInformationSetting: 'only-buyer' });
      const ticketTypeId = event.tickets['Patron circle']!;
      const orderTotal = 2 * (price + fee);
      expect(orderTotal).toBe(4_040_000_138);
      expect(orderTotal).toBeGreaterThan(2 ** 31);
      await paidOrder(event, 2, 'grace@example.com');
      await paidOrder(event, 2, 'grace@example.com');
      // Each projection follows the feed on its own: wait for every table this test reads.
      await projectUntil(
        t,
        async () =>
          (await ownerRows('reporting.revenue_facts')).length === 5 &&
          (await ownerRows('reporting.activities')).length === 5 &&
          (await ownerRows('reporting.transactions')).length === 5 &&
          (await sql(t, `SELECT 1 FROM reporting.patrons WHERE owner_id = $1 AND email = 'grace@example.com' AND order_count = 2`, [owner.id])).length === 1 &&
          (await sql(t, 'SELECT 1 FROM reporting.event_sales WHERE ticket_type_id = $1 AND tickets_sold = 4', [ticketTypeId])).length === 1,
      );

      const orders = (await ownerApi(`transactions?ownerId=${owner.id}&sortBy=amount&sortOrder=desc`).expect(200)).body.data;
      expect(orders.slice(0, 2).map((o: { amount: number; paymentDetails: { netAmount: number } }) => [o.amount, o.paymentDetails.netAmount])).toEqual([
        [orderTotal, 2 * price],
        [orderTotal, 2 * price],
      ]);
      const revenue = (await ownerApi(`revenue?ownerId=${owner.id}&dimension=course`).expect(200)).body;
      expect(revenue.data.find((r: RevenueItem) => r.dimension === 'Patron circle')).toMatchObject({ currency: 'usd', grossSales: 2 * orderTotal, viewcyFees: 4 * fee, netSales: 4 * price });
      expect(revenue.totals.map((r: RevenueItem) => [r.currency, r.grossSales, r.netSales])).toEqual([
        ['eur', 4109, 4000],
        ['usd', 7782 + 2 * orderTotal, 7500 + 4 * price],
      ]);
      const grace = (await ownerApi(`patrons/grace@example.com?ownerId=${owner.id}`).expect(200)).body;
      expect(grace).toMatchObject({ orderCount: 2, totals: [{ currency: 'usd', totalAmount: 8_080_000_276 }] });
      expect((await ownerApi(`patrons?ownerId=${owner.id}&sortBy=totalAmount&sortOrder=desc`).expect(200)).body.data[0].email).toBe('grace@example.com');
      const sales = await sql<{ tickets_sold: number; revenue: number }>(t, 'SELECT tickets_sold, revenue FROM reporting.event_sales WHERE ticket_type_id = $1', [ticketTypeId]);
      expect(sales).toEqual([{ tickets_sold: 4, revenue: 4 * price }]);
    });
  });

  it('rebuilds every reporting projection from the event log to identical rows', async () => {
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(
          reportingProjections.flatMap((p) => p.tables).map(async (table) => [table, (await sql(t, `SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort()] as const),
        ),
      );
    // Every reporting projection has passed the newest event of its types before the tables are compared.
    await projectUntil(t, async () => {
      for (const projection of reportingProjections) {
        const [row] = await sql<{ behind: boolean }>(
          t,
          `SELECT coalesce((SELECT max(global_position) FROM emt_messages WHERE message_type = ANY($1)), 0) > coalesce((SELECT position FROM projections.checkpoints WHERE name = $2), 0) AS behind`,
          [projection.eventTypes, projection.name],
        );
        if (row!.behind) return false;
      }
      return true;
    });
    const before = await dump();
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), projections, { error: () => undefined, info: () => undefined });
    for (const projection of reportingProjections) await runner.rebuild(projection.name);
    await pool.end();
    expect(await dump()).toEqual(before);
  });
});
