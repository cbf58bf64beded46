import pg from 'pg';
import type { RevenueItem } from '../../src/reporting/application/report-views.js';
import { reportingProjections } from '../../src/reporting/infrastructure/projections/index.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { appendSubscriptionEvents, membership, membershipPayment } from '../support/membership-feed.js';

const quiet = { error: () => undefined, info: () => undefined };

/**
 * Memberships in the reports. Ada buys a $25 ticket, then becomes a Gold member ($10 a month through
 * Stripe: the platform keeps 5% = 50¢, Stripe 59¢), renews once, cancels and expires; the owner adds
 * Grace by hand (no payment). Bob only buys a ticket.
 */
describe('reporting: memberships', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let pool: pg.Pool;
  const api = (path: string) => t.http.get(`/client_side_api/v1/profile_management/${path}`).set(bearer(owner));
  /** Runs the reporting projections until `done` holds (the feed shows events once older transactions have finished). */
  const project = async (done: () => Promise<boolean>) => {
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), reportingProjections, quiet);
    await runner.prepare();
    for (let round = 0; round < 150; round++) {
      await runner.catchUp();
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the reporting projections did not catch up within 15 s');
  };

  const gold = () => membership(owner, { member: { userId: null, name: 'Ada Lovelace', email: 'Ada@Example.com' } });
  let ada: ReturnType<typeof gold>;
  let started: ReturnType<typeof membershipPayment>;
  let renewed: ReturnType<typeof membershipPayment>;
  let grace: ReturnType<typeof gold>;
  let adaOrderAt: string;
  let bobOrderAt: string;

  async function paidOrder(dateId: string, ticketTypeId: string, email: string, firstName: string): Promise<string> {
    const order = (await t.http.post('/client_side_api/v1/orders').send({ event: dateId, tickets: [{ id: ticketTypeId, quantity: 1 }] }).expect(201)).body;
    const confirmed = await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer({ firstName, email, emailConfirm: email }) }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    return order.id as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    const event = await publishedEvent(t, owner, { name: 'Riverside Jazz', ticketTypes: [ticket({ name: 'Seat', price: 2500 })], collectInformationSetting: 'only-buyer' });
    const adaOrder = await paidOrder(event.dateId, event.tickets.Seat!, 'ada@example.com', 'Ada');
    const bobOrder = await paidOrder(event.dateId, event.tickets.Seat!, 'bob@example.com', 'Bob');
    await project(async () => (await sql(t, 'SELECT 1 FROM reporting.transactions WHERE owner_id = $1', [owner.id])).length === 2);
    const orderDates = await sql<{ id: string; date: Date }>(t, 'SELECT id, date FROM reporting.transactions WHERE owner_id = $1', [owner.id]);
    adaOrderAt = orderDates.find((o) => o.id === adaOrder)!.date.toISOString();
    bobOrderAt = orderDates.find((o) => o.id === bobOrder)!.date.toISOString();

    // Ada became a member after her ticket (a minute later), so 'Member since' is not her first order.
    const startsAt = new Date(Date.parse(adaOrderAt) + 60_000).toISOString();
    const periodEnd = new Date(Date.parse(startsAt) + 30 * 86_400_000).toISOString();
    const nextEnd = new Date(Date.parse(periodEnd) + 30 * 86_400_000).toISOString();
    ada = { ...gold(), startsAt, expiresAt: periodEnd };
    started = membershipPayment(ada, startsAt);
    renewed = membershipPayment(ada, periodEnd);
    const renewedAda = { ...ada, expiresAt: nextEnd };
    await appendSubscriptionEvents(t, ada.subscriptionId, [
      { type: 'SubscriptionStarted', data: { subscription: ada, payment: started, occurredAt: startsAt } },
      { type: 'SubscriptionRenewed', data: { subscription: renewedAda, payment: renewed, occurredAt: periodEnd } },
      { type: 'SubscriptionCancelled', data: { subscription: { ...renewedAda, status: 'canceled', cancelAtPeriodEnd: true }, occurredAt: new Date(Date.parse(periodEnd) + 3_600_000).toISOString() } },
      { type: 'SubscriptionExpired', data: { subscription: { ...renewedAda, status: 'expired', cancelAtPeriodEnd: true }, reason: 'ended', occurredAt: nextEnd } },
    ]);
    grace = membership(owner, {
      tierId: ada.tierId,
      member: { userId: null, name: 'Grace <b>Hopper</b>', email: 'grace@example.com' },
      source: 'manual',
      providerSubscriptionId: null,
      status: 'invited',
      startsAt: '2026-09-15T08:00:00.000Z',
      expiresAt: null,
    });
    await appendSubscriptionEvents(t, grace.subscriptionId, [{ type: 'SubscriptionStarted', data: { subscription: grace, payment: null, occurredAt: grace.startsAt } }]);
    await project(async () => (await sql(t, 'SELECT 1 FROM reporting.activities WHERE owner_id = $1', [owner.id])).length === 7);
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
  });

  it('lists each membership payment as an order of the tier, with the platform and provider fees out of the amount', async () => {
    const memberships = (await api(`transactions?ownerId=${owner.id}&type=MembershipTier&sortBy=date&sortOrder=asc`).expect(200)).body;
    expect(memberships.totalCount).toBe(2);
    const [first, second] = memberships.data;
    expect(first).toEqual({
      id: started.paymentId,
      date: started.paidAt,
      userId: null,
      userFirstName: 'Ada',
      userLastName: 'Lovelace',
      userEmail: 'ada@example.com',
      amount: 1000,
      currency: 'usd',
      paymentMethod: 'stripe',
      status: 'completed',
      productType: 'MembershipTier',
      productId: ada.tierId,
      productName: 'Gold',
      productDate: started.paidAt,
      promoter: null,
      timezone: null,
      orderItems: [{ id: started.paymentId, name: 'Gold', patron: 'Ada Lovelace', price: 1000, fee: 0, discountAmount: 0, discountName: null, status: 'Active', registrationId: started.paymentId, seat: null }],
      paymentDetails: { paymentMethod: 'stripe', subtotal: 1000, donation: 0, discounts: 0, total: 1000, viewcyFee: 50, stripeFee: 59, refundedAmount: 0, netAmount: 1000 - 50 - 59 },
    });
    expect(second).toMatchObject({ id: renewed.paymentId, date: renewed.paidAt, productType: 'MembershipTier', productId: ada.tierId, amount: 1000 });
    // The order details answer the same row; the tickets filter leaves memberships out.
    expect((await api(`transactions/${started.paymentId}?ownerId=${owner.id}`).expect(200)).body).toEqual(first);
    const tickets = (await api(`transactions?ownerId=${owner.id}&type=Course`).expect(200)).body;
    expect(tickets.data.map((o: { productType: string }) => o.productType)).toEqual(['Course', 'Course']);
    // Ada's orders on her patron page: her ticket and her two payments; another owner sees none of it.
    expect((await api(`transactions?ownerId=${owner.id}&patron=ada@example.com`).expect(200)).body.totalCount).toBe(3);
    await t.http.get(`/client_side_api/v1/profile_management/transactions/${started.paymentId}?ownerId=${stranger.id}`).set(bearer(stranger)).expect(404);
  });

  it('adds membership payments to revenue, per tier beside the events', async () => {
    const revenue = (await api(`revenue?ownerId=${owner.id}&dimension=course`).expect(200)).body;
    // A $25 ticket pays $25.94 (fee 69 + 25); two of them.
    expect(revenue.data.map((r: RevenueItem) => [r.dimension, r.dimensionId, r.productType, r.grossSales, r.onlineSales, r.stripeFees, r.viewcyFees, r.netSales])).toEqual([
      ['Gold', ada.tierId, 'MembershipTier', 2000, 2000, 118, 100, 2000 - 118 - 100],
      ['Riverside Jazz', expect.any(String), 'Course', 2 * 2594, 2 * 2594, 0, 2 * 94, 2 * 2500],
    ]);
    expect(revenue.totals).toEqual([
      { dimension: 'Total', dimensionId: 'total', productType: null, currency: 'usd', grossSales: 5188 + 2000, onlineSales: 5188 + 2000, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 118, viewcyFees: 188 + 100, netSales: 5000 + 1782 },
    ]);
    const byAttendee = (await api(`revenue?ownerId=${owner.id}&dimension=attendee`).expect(200)).body;
    expect(byAttendee.data.map((r: RevenueItem) => [r.dimension, r.grossSales])).toEqual([
      ['ada@example.com', 2594 + 2000],
      ['bob@example.com', 2594],
    ]);
  });

  it("counts members as patrons: 'Member since' their first membership, spent with their payments", async () => {
    const adaPatron = (await api(`patrons/ada@example.com?ownerId=${owner.id}`).expect(200)).body;
    expect(adaPatron).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', orderCount: 3, eventsAttended: 1, memberSince: ada.startsAt, totals: [{ currency: 'usd', totalAmount: 2594 + 2000 }] });
    // Added by hand: a member without payments or orders.
    const gracePatron = (await api(`patrons/grace@example.com?ownerId=${owner.id}`).expect(200)).body;
    expect(gracePatron).toEqual({ id: null, email: 'grace@example.com', firstName: 'Grace', lastName: '<b>Hopper</b>', totals: [], orderCount: 0, eventsAttended: 0, memberSince: grace.startsAt });
    // Not a member: since the first order, as before.
    expect((await api(`patrons/bob@example.com?ownerId=${owner.id}`).expect(200)).body).toMatchObject({ memberSince: bobOrderAt, orderCount: 1 });
    const list = (await api(`patrons?ownerId=${owner.id}&sortBy=totalAmount&sortOrder=desc`).expect(200)).body;
    expect(list.data.map((p: { email: string }) => p.email)).toEqual(['ada@example.com', 'bob@example.com', 'grace@example.com']);
    expect(adaOrderAt < ada.startsAt).toBe(true);
  });

  it('tells the membership story in the activity, names escaped', async () => {
    const patron = `<a href="/manage/${owner.username}/reporting/patrons/ada%40example.com">Ada Lovelace</a>`;
    const tier = `<a href="/manage/${owner.username}/memberships/tiers/edit?tier=${ada.tierId}">Gold</a>`;
    const story = (await api(`activities?ownerId=${owner.id}&patron=ada@example.com&sortOrder=asc`).expect(200)).body;
    expect(story.data.map((a: { message: string }) => a.message)).toEqual([
      expect.stringMatching(/bought 1 ticket to/),
      `${patron} became a member of ${tier}`,
      `${patron} renewed ${tier}`,
      `The ${tier} membership of ${patron} was cancelled`,
      `The ${tier} membership of ${patron} expired`,
    ]);
    expect(story.data.slice(1).map((a: { actorId: string; targetId: string; createdAt: string }) => [a.actorId, a.targetId])).toEqual(Array(4).fill(['ada@example.com', ada.tierId]));
    const added = (await api(`activities?ownerId=${owner.id}&query=${encodeURIComponent('added as a member')}`).expect(200)).body;
    expect(added.data.map((a: { message: string; createdAt: string }) => [a.message, a.createdAt])).toEqual([
      [`<a href="/manage/${owner.username}/reporting/patrons/grace%40example.com">Grace &#60;b&#62;Hopper&#60;/b&#62;</a> was added as a member of ${tier}`, grace.startsAt],
    ]);
  });

  it('rebuilds every reporting projection, subscription events included, to identical rows', async () => {
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(
          reportingProjections.flatMap((p) => p.tables).map(async (table) => [table, (await sql(t, `SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort()] as const),
        ),
      );
    const before = await dump();
    expect(before['reporting.transactions']!.filter((row) => row.includes('MembershipTier'))).toHaveLength(2);
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), reportingProjections, quiet);
    for (const projection of reportingProjections) await runner.rebuild(projection.name);
    expect(await dump()).toEqual(before);
  });
});
