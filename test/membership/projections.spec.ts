import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { BENEFITS, benefitForm, TIERS, tierForm } from '../support/membership-tiers.js';

const quiet = { error: () => undefined, info: () => undefined };
const MEMBERS = '/client_side_api/v1/profile_management/membership_subscriptions';
const DEMO = '/client_side_api/v1/demo_subscriptions';

/**
 * The membership read models are rebuilt from the log like every other: Ada subscribes through the demo
 * gateway, renews and cancels; the owner adds Grace by hand and adds and removes Alan; Ada buys two tickets
 * at the member price and a guest one at the full price.
 */
describe('membership projections', () => {
  let t: TestApp;
  let owner: TestUser;
  let ada: TestUser;
  let pool: pg.Pool;
  const membershipProjections = projections.filter((p) => p.name === 'membership_members' || p.name === 'membership_benefit_redemptions');

  const dump = async () =>
    Object.fromEntries(
      await Promise.all(membershipProjections.flatMap((p) => p.tables).map(async (table) => [table, (await sql(t, `SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort()] as const)),
    );

  async function paidOrder(user: TestUser | null, dateId: string, ticketTypeId: string, quantity: number): Promise<void> {
    const request = t.http.post('/client_side_api/v1/orders');
    const order = (await (user ? request.set(bearer(user)) : request).send({ event: dateId, tickets: [{ id: ticketTypeId, quantity }] }).expect(201)).body;
    const confirmed = await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
  }

  beforeAll(async () => {
    t = await startTestApp();
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    ada = await signUpUser(t.http, { name: 'Ada Lovelace' });
    await connectPayments(t, owner.id);
    const tier = (await t.http.post(TIERS).set(bearer(owner)).send(tierForm(owner.id, { prices: [{ price: 1500, interval: 'month' }] })).expect(201)).body as { id: string; prices: { id: string }[] };
    await t.http.post(BENEFITS).set(bearer(owner)).send(benefitForm(owner.id, [tier.id])).expect(201);

    // Ada subscribes with the demo card, renews and cancels at the period's end.
    const page = `/p/${owner.username}/membership`;
    const started = await t.http
      .post('/membership_subscriptions/initialize_session')
      .type('form')
      .set(bearer(ada))
      .send({ price_id: tier.prices[0]!.id, owner_id: owner.id, user_id: ada.id, utf8: '✓', redirect_to: page })
      .expect(303);
    const sessionId = started.headers.location!.split('/').pop()!;
    await t.http.post(`${DEMO}/sessions/${sessionId}/complete`).set(bearer(ada)).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    const [subscription] = (await t.http.get(`${DEMO}?ownerId=${owner.id}`).set(bearer(ada)).expect(200)).body as { subscriptionId: string }[];
    await t.http.post(`${DEMO}/${subscription!.subscriptionId}/renew`).set(bearer(ada)).expect(200);
    await t.http.post(`${DEMO}/${subscription!.subscriptionId}/cancel`).set(bearer(ada)).expect(200);

    // Members added by hand: Grace stays invited, Alan is removed (his row leaves the table).
    const member = (name: string, email: string) => t.http.post(MEMBERS).set(bearer(owner)).send({ ownerId: owner.id, name, email, tierId: tier.id, priceInterval: 'month' }).expect(201);
    await member('Grace Hopper', 'grace@example.com');
    const alan = (await member('Alan Turing', 'alan@example.com')).body as { id: string };
    await t.http.delete(`${MEMBERS}/${alan.id}`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => {
      const rows = await sql<{ user_email: string; cancel_at_period_end: boolean }>(t, 'SELECT user_email, cancel_at_period_end FROM membership.members WHERE owner_id = $1', [owner.id]);
      return rows.length === 2 && rows.some((row) => row.cancel_at_period_end) && rows.every((row) => row.user_email !== 'alan@example.com');
    });

    // Ada's two tickets take the member benefit; the guest's does not.
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Seat', price: 2500 })], collectInformationSetting: 'only-buyer' });
    await paidOrder(ada, event.dateId, event.tickets.Seat!, 2);
    await paidOrder(null, event.dateId, event.tickets.Seat!, 1);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE event_id = $1', [event.eventId])).length === 3);
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
  });

  it('rebuilds the members and benefit redemptions, subscription and order events in the log, to identical rows', async () => {
    const before = await dump();
    expect(before['membership.members']).toHaveLength(2);
    expect(before['membership.benefit_redemptions']).toHaveLength(2);
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), membershipProjections, quiet);
    for (const projection of membershipProjections) await runner.rebuild(projection.name);
    expect(await dump()).toEqual(before);
  });

  it('queues no mail twice when the feed is replayed', async () => {
    const queuedMail = async () => (await sql(t, 'SELECT subscription_id, kind, email, sent_at IS NOT NULL AS sent FROM membership.emails')).map((row) => JSON.stringify(row)).sort();
    // Ada's thank-you and the invitations of Grace and Alan, sent by now.
    await projectUntil(t, async () => (await queuedMail()).length === 3);
    await sql(t, 'UPDATE membership.emails SET sent_at = now()');
    const before = await queuedMail();
    const emails = projections.filter((p) => p.name === 'membership_emails');
    expect(await new ProjectionRunner(pool, t.app.get(EventStore), emails, quiet).rebuild('membership_emails')).toBeGreaterThan(0);
    expect(await queuedMail()).toEqual(before);
  });
});
