import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { donationEventMetadata, type DonationPaid } from '../../src/checkout/contracts/donation-events.js';
import type { RevenueItem } from '../../src/reporting/application/report-views.js';
import { reportingProjections } from '../../src/reporting/infrastructure/projections/index.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

/**
 * Donations on videos in the reports (product type ArtistVideo). Maya sells Sam a $25 ticket; then Sam gives
 * $5 to her video 'Night Songs' with the demo card (the platform keeps 5% = 25¢), and Clara gives $10 to it
 * and $20 to 'Songs & <Stories>' through Stripe (5% = 50¢ and $1, and a provider fee of 59¢ on each).
 */
describe('reporting: donations on videos', () => {
  let t: TestApp;
  let maya: TestUser;
  let sam: TestUser;
  let clara: TestUser;
  const nightSongs = { id: randomUUID(), title: 'Night Songs' };
  const stories = { id: randomUUID(), title: 'Songs & <Stories>' };
  let samGave: DonationPaid;
  let claraGave: DonationPaid;
  let claraGaveAgain: DonationPaid;
  let ticketItem: string;
  const api = (path: string) => t.http.get(`/client_side_api/v1/profile_management/${path}`).set(bearer(maya));

  const donation = (donor: TestUser, firstName: string, lastName: string, video: { id: string; title: string }, amount: number, paidAt: string, changes: Partial<DonationPaid> = {}): DonationPaid => ({
    donationId: randomUUID(),
    video,
    owner: { id: maya.id, username: maya.username },
    donor: { userId: donor.id, firstName, lastName, email: donor.email },
    amount,
    currency: 'usd',
    platformFee: Math.floor((amount * 5) / 100 + 0.5),
    providerFee: 0,
    paymentMethod: 'demo',
    paymentId: randomUUID(),
    paidAt,
    ...changes,
  });
  /** Appends a DonationPaid to the donation's stream through the app's event store, as the donation decider would. */
  const appendDonation = (paid: DonationPaid) =>
    t.app.get(EventStore).appendToStream(`donation-${paid.donationId}`, [{ type: 'DonationPaid', data: paid, metadata: donationEventMetadata('DonationPaid') }], { expectedRevision: 'any' });

  /** Projects until each named projection's checkpoint has passed every event of its types appended so far. */
  const projectPast = async (names: string[]) => {
    const targets = await Promise.all(
      names.map(async (name) => {
        const types = projections.find((p) => p.name === name)!.eventTypes;
        const [last] = await sql<{ position: string | null }>(t, 'SELECT max(global_position)::text AS position FROM emt_messages WHERE message_type = ANY($1)', [types]);
        return { name, position: Number(last?.position ?? 0) };
      }),
    );
    await projectUntil(t, async () => {
      const rows = await sql<{ name: string; position: string }>(t, 'SELECT name, position::text FROM projections.checkpoints WHERE name = ANY($1)', [names]);
      return targets.every((target) => Number(rows.find((row) => row.name === target.name)?.position ?? 0) >= target.position);
    });
  };
  const touched = ['reporting_transactions', 'reporting_revenue', 'reporting_patrons', 'reporting_activities'];

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    sam = await signUpUser(t.http, { name: 'Sam Rivera' });
    clara = await signUpUser(t.http, { name: 'Clara Diaz' });
    await connectPayments(t, maya.id);
    const event = await publishedEvent(t, maya, { name: 'Riverside Jazz', ticketTypes: [ticket({ name: 'Seat', price: 2500 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post('/client_side_api/v1/orders').set(bearer(sam)).send({ event: event.dateId, tickets: [{ id: event.tickets.Seat!, quantity: 1 }] }).expect(201)).body;
    const confirmed = await t.http
      .post(`/client_side_api/v1/orders/${order.id}/confirm`)
      .set(bearer(sam))
      .send({ buyerAttributes: buyer({ firstName: 'Sam', lastName: 'Rivera', email: sam.email, emailConfirm: sam.email }) })
      .expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);

    samGave = donation(sam, 'Sam', 'Rivera', nightSongs, 500, '2026-10-02T18:00:00.000Z');
    claraGave = donation(clara, 'Clara', 'Diaz', nightSongs, 1000, '2026-10-03T18:00:00.000Z', { paymentMethod: 'stripe', providerFee: 59 });
    claraGaveAgain = donation(clara, 'Clara', 'Diaz', stories, 2000, '2026-10-04T18:00:00.000Z', { paymentMethod: 'stripe', providerFee: 59 });
    for (const paid of [samGave, claraGave, claraGaveAgain]) await appendDonation(paid);
    await projectPast([...touched, 'checkout_registrations']);
    ticketItem = (await sql<{ id: string }>(t, 'SELECT id FROM checkout.registrations WHERE order_id = $1', [order.id]))[0]!.id;
  });
  afterAll(() => t?.close());

  it('lists each donation as an order of the video: one Donation item, the amount as donation and total, the fees out of the net', async () => {
    const page = (await api(`transactions?ownerId=${maya.id}&type=ArtistVideo&sortBy=date&sortOrder=asc`).expect(200)).body;
    expect(page.totalCount).toBe(3);
    const [first, second] = page.data;
    expect(first).toEqual({
      id: samGave.donationId,
      date: samGave.paidAt,
      userId: sam.id,
      userFirstName: 'Sam',
      userLastName: 'Rivera',
      userEmail: sam.email,
      amount: 500,
      currency: 'usd',
      paymentMethod: 'demo',
      status: 'completed',
      productType: 'ArtistVideo',
      productId: nightSongs.id,
      productName: 'Night Songs',
      productDate: samGave.paidAt,
      promoter: null,
      timezone: null,
      orderItems: [{ id: samGave.donationId, name: 'Donation', patron: 'Sam Rivera', price: 500, fee: 0, discountAmount: 0, discountName: null, status: 'Active', registrationId: samGave.donationId, seat: null }],
      paymentDetails: { paymentMethod: 'demo', subtotal: 0, donation: 500, discounts: 0, total: 500, viewcyFee: 25, stripeFee: 0, refundedAmount: 0, netAmount: 475 },
    });
    expect(second).toMatchObject({ id: claraGave.donationId, paymentMethod: 'stripe', paymentDetails: { donation: 1000, total: 1000, viewcyFee: 50, stripeFee: 59, netAmount: 1000 - 50 - 59 } });
    // The order page answers the same row; the events filter leaves donations out; search finds a video by title.
    expect((await api(`transactions/${samGave.donationId}?ownerId=${maya.id}`).expect(200)).body).toEqual(first);
    expect((await api(`transactions?ownerId=${maya.id}&type=Course`).expect(200)).body.data.map((o: { productType: string }) => o.productType)).toEqual(['Course']);
    expect((await api(`transactions?ownerId=${maya.id}&query=stories`).expect(200)).body.data.map((o: { id: string }) => o.id)).toEqual([claraGaveAgain.donationId]);
  });

  it('adds donations to revenue, one by-event row per video beside the events', async () => {
    const revenue = (await api(`revenue?ownerId=${maya.id}&dimension=course`).expect(200)).body;
    // The $25 ticket pays $25.94 (fee 69 + 25).
    expect(revenue.data.map((r: RevenueItem) => [r.dimension, r.dimensionId, r.productType, r.grossSales, r.onlineSales, r.stripeFees, r.viewcyFees, r.netSales])).toEqual([
      ['Night Songs', nightSongs.id, 'ArtistVideo', 1500, 1500, 59, 75, 1500 - 59 - 75],
      ['Riverside Jazz', expect.any(String), 'Course', 2594, 2594, 0, 94, 2500],
      ['Songs & <Stories>', stories.id, 'ArtistVideo', 2000, 2000, 59, 100, 2000 - 59 - 100],
    ]);
    expect(revenue.totals).toEqual([
      { dimension: 'Total', dimensionId: 'total', productType: null, currency: 'usd', grossSales: 2594 + 3500, onlineSales: 2594 + 3500, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 118, viewcyFees: 94 + 175, netSales: 2500 + 3500 - 118 - 175 },
    ]);
    const byDate = (await api(`revenue?ownerId=${maya.id}&dimension=date&from=2026-10-03&to=2026-10-03`).expect(200)).body;
    expect(byDate.data.map((r: RevenueItem) => [r.dimension, r.productType, r.grossSales, r.netSales])).toEqual([['2026-10-03', null, 1000, 1000 - 50 - 59]]);
  });

  it('counts donations in what a patron spent and their orders, not in the events they attended', async () => {
    const samPatron = (await api(`patrons/${encodeURIComponent(sam.email)}?ownerId=${maya.id}`).expect(200)).body;
    expect(samPatron).toMatchObject({ id: sam.id, firstName: 'Sam', lastName: 'Rivera', orderCount: 2, eventsAttended: 1, totals: [{ currency: 'usd', totalAmount: 2594 + 500 }] });
    const claraPatron = (await api(`patrons/${clara.id}?ownerId=${maya.id}`).expect(200)).body;
    expect(claraPatron).toEqual({ id: clara.id, email: clara.email, firstName: 'Clara', lastName: 'Diaz', totals: [{ currency: 'usd', totalAmount: 3000 }], orderCount: 2, eventsAttended: 0, memberSince: claraGave.paidAt });
  });

  it('tells each donation in the activity with links to the donor and the video, names escaped', async () => {
    const clarasLink = `<a href="/manage/${maya.username}/reporting/patrons/${encodeURIComponent(clara.email)}">Clara Diaz</a>`;
    const story = (await api(`activities?ownerId=${maya.id}&patron=${encodeURIComponent(clara.email)}&sortOrder=asc`).expect(200)).body;
    expect(story.data).toEqual([
      { createdAt: claraGave.paidAt, message: `${clarasLink} donated $10 to <a href="/watch/${nightSongs.id}">Night Songs</a>`, actorId: clara.email, targetId: nightSongs.id },
      { createdAt: claraGaveAgain.paidAt, message: `${clarasLink} donated $20 to <a href="/watch/${stories.id}">Songs &#38; &#60;Stories&#62;</a>`, actorId: clara.email, targetId: stories.id },
    ]);
    const sams = (await api(`activities?ownerId=${maya.id}&query=${encodeURIComponent('donated $5')}`).expect(200)).body;
    expect(sams.data.map((a: { actorId: string }) => a.actorId)).toEqual([sam.email]);
  });

  it('refuses to refund or cancel a donation as an order item: not found, while a ticket of the same owner is found', async () => {
    const item = (id: string, action: 'refund' | 'cancel') => t.http.post(`/client_side_api/v1/order_items/${id}/${action}`).set(bearer(maya));
    expect((await item(samGave.donationId, 'refund').expect(404)).body).toEqual({ message: 'Registration not found' });
    expect((await item(samGave.donationId, 'cancel').expect(404)).body).toEqual({ message: 'Registration not found' });
    // The same call knows the ticket: the 404 is about the donation, not a lookup that finds nothing.
    expect((await t.http.post(`/client_side_api/v1/order_items/${ticketItem}/cancel`).set(bearer(clara)).expect(403)).body).toEqual({ message: 'You are not allowed to manage this account' });
  });

  it('rebuilds the reporting projections, donations included, to identical rows', async () => {
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(
          reportingProjections.flatMap((p) => p.tables).map(async (table) => [table, (await sql(t, `SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort()] as const),
        ),
      );
    const before = await dump();
    expect(before['reporting.transactions']!.filter((row) => row.includes('ArtistVideo'))).toHaveLength(3);
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    try {
      const runner = new ProjectionRunner(pool, t.app.get(EventStore), reportingProjections, { error: () => undefined, info: () => undefined });
      for (const name of touched) await runner.rebuild(name);
    } finally {
      await pool.end();
    }
    expect(await dump()).toEqual(before);
  });
});
