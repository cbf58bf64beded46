import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const API = '/client_side_api/v1';

describe('payouts with demo payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ siteUrl: 'https://limelight.example' });
  });
  afterAll(() => t.close());

  const connection = async (owner: TestUser, ownerId = owner.id) => (await t.http.get(`${API}/profile_management/stripe?ownerId=${ownerId}`).set(bearer(owner)).expect(200)).body;
  const payouts = async (owner: TestUser, page = 1) => (await t.http.get(`${API}/profile_management/payouts?ownerId=${owner.id}&page=${page}`).set(bearer(owner)).expect(200)).body;
  const paidTicketLabel = async (eventId: string) => {
    const page = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
    return (page.body.ticketTypes as { name: string; statusLabel: string | null }[]).find((x) => x.name === 'Paid')!.statusLabel;
  };

  /** A buyer pays one ticket with the demo's test card; answers the order id. */
  const buyOne = async (event: { dateId: string; tickets: Record<string, string> }) => {
    const order = (await t.http.post(`${API}/orders`).send({ event: event.dateId, tickets: [{ id: event.tickets.Paid, quantity: 1 }] }).expect(201)).body;
    const confirmed = (await t.http.post(`${API}/orders/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body;
    expect(confirmed.paymentRequest).toMatchObject({ gateway: 'demo' });
    await t.http.post(`${API}/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    expect((await t.http.post(`${API}/orders/${order.id}/complete`).expect(200)).body).toMatchObject({ status: 'completed', paymentResult: 'succeeded' });
    return order.id as string;
  };

  it('lets a new organizer connect through the simulated onboarding, sell paid tickets, and stop again by disconnecting', async () => {
    const owner = await signUpUser(t.http);
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Paid', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    expect(await paidTicketLabel(event.eventId)).toBe('Ask organizer to setup payments');
    await t.http.post(`${API}/orders`).send({ event: event.dateId, tickets: [{ id: event.tickets.Paid, quantity: 1 }] }).expect(422);
    expect(await connection(owner)).toEqual({ gateway: 'demo', stripeAccountId: null, stripeConnected: false, payoutsEnabled: false, currency: 'usd' });

    // Connect to Stripe leads to the demo's onboarding page of the web app, for this owner.
    const started = await t.http.post(`${API}/profile_management/stripe/onboarding`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200);
    expect(started.body).toEqual({ url: `https://limelight.example/stripe/demo-onboarding?owner_uuid=${owner.id}&owner_type=User` });
    const opened = await connection(owner);
    expect(opened).toMatchObject({ stripeAccountId: expect.stringMatching(/^demo_acct_/), stripeConnected: false });
    expect(await paidTicketLabel(event.eventId)).toBe('Ask organizer to setup payments');
    // Asking again keeps the same account.
    await t.http.post(`${API}/profile_management/stripe/onboarding`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200);
    expect((await connection(owner)).stripeAccountId).toBe(opened.stripeAccountId);

    await t.http.post(`${API}/profile_management/stripe/demo_onboarding`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200, 'true');
    const refreshed = await t.http.post(`${API}/profile_management/stripe/refresh`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200);
    expect(refreshed.body).toEqual({ gateway: 'demo', stripeAccountId: opened.stripeAccountId, stripeConnected: true, payoutsEnabled: true, currency: 'usd' });
    expect(await paidTicketLabel(event.eventId)).toBeNull();
    await buyOne(event);
    // The demo has no dashboard.
    expect((await t.http.post(`${API}/profile_management/stripe/login_link`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200)).body).toEqual({ url: null });

    const disconnected = await t.http.patch(`${API}/profile_management/stripe/disconnect?ownerId=${owner.id}`).set(bearer(owner)).expect(200);
    expect(disconnected.body).toEqual({ message: 'Stripe disconnected successfully' });
    expect(await connection(owner)).toMatchObject({ stripeAccountId: null, stripeConnected: false, payoutsEnabled: false });
    expect(await paidTicketLabel(event.eventId)).toBe('Ask organizer to setup payments');
    await t.http.post(`${API}/profile_management/stripe/login_link`).set(bearer(owner)).send({ ownerId: owner.id }).expect(400, { message: 'Please connect to Stripe first' });
  });

  it('pays out what each day’s sales earned, less fees and refunds, the next day, 10 per page, newest first', async () => {
    const owner = await signUpUser(t.http);
    await t.http.post(`${API}/profile_management/stripe/demo_onboarding`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200);
    const { stripeAccountId } = await connection(owner);
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Paid', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const [first, second] = [await buyOne(event), await buyOne(event)];
    // Paid today: nothing has reached the bank yet.
    expect(await payouts(owner)).toEqual({ data: [], page: 1, perPage: 10, totalCount: 0 });

    // The sales as if made three days ago, one of them partly refunded ($5).
    await sql(t, `UPDATE checkout.demo_payments SET created_at = date_trunc('day', now()) - interval '3 days' + interval '10 hours' WHERE order_id IN ($1, $2)`, [first, second]);
    await sql(t, `UPDATE checkout.demo_payments SET refunded = 500 WHERE order_id = $1`, [second]);
    // And eleven older days of sales, one payment each.
    for (let n = 4; n <= 14; n++) {
      await sql(
        t,
        `INSERT INTO checkout.demo_payments (id, order_id, amount, currency, application_fee, destination, status, idempotency_key, created_at)
         VALUES ($1, gen_random_uuid(), $2, 'usd', 89, $3, 'succeeded', $1, date_trunc('day', now()) - make_interval(days => $4))`,
        [`demo_pi_old_${n}`, 2089 + n, stripeAccountId, n],
      );
    }
    const day = (daysAgo: number) => {
      const date = new Date();
      date.setUTCHours(0, 0, 0, 0);
      date.setUTCDate(date.getUTCDate() - daysAgo);
      return date.toISOString();
    };
    const page1 = await payouts(owner);
    expect(page1).toMatchObject({ page: 1, perPage: 10, totalCount: 12 });
    // Two tickets of $20.00 + $0.89 fee each: $40.00 to the organizer, less the $5.00 refunded.
    expect(page1.data[0]).toEqual({ id: expect.any(String), datePaid: day(2), amountPaid: 3500, currency: 'usd' });
    expect(page1.data[1]).toEqual({ id: expect.any(String), datePaid: day(3), amountPaid: 2004, currency: 'usd' });
    expect(page1.data).toHaveLength(10);
    const page2 = await payouts(owner, 2);
    expect(page2.data.map((p: { datePaid: string; amountPaid: number }) => [p.datePaid, p.amountPaid])).toEqual([
      [day(12), 2013],
      [day(13), 2014],
    ]);
  });

  it('keeps the owner’s currency and lists the supported currencies with their card fees', async () => {
    const owner = await signUpUser(t.http);
    const saved = await t.http.patch(`${API}/profile_management/payout_settings`).set(bearer(owner)).send({ ownerId: owner.id, currency: 'eur' }).expect(200);
    expect(saved.body).toEqual({ message: 'Payout settings updated successfully' });
    expect((await connection(owner)).currency).toBe('eur');
    const refused = await t.http.patch(`${API}/profile_management/payout_settings`).set(bearer(owner)).send({ ownerId: owner.id, currency: 'xyz' }).expect(400);
    expect(refused.body).toEqual([{ message: 'Please choose a supported currency' }]);

    const currencies = (await t.http.get(`${API}/currencies`).expect(200)).body as { currency: string }[];
    expect(currencies.map((c) => c.currency)).toEqual(['usd', 'mxn', 'hkd', 'eur', 'gbp', 'inr', 'pln', 'chf', 'cad', 'ksh', 'jpy']);
    expect(currencies[0]).toEqual({ currency: 'usd', name: 'US Dollar', symbol: '$', stripeFeePercentage: 2.9, stripeFeeCash: 30 });
    expect(currencies.find((c) => c.currency === 'ksh')).toMatchObject({ name: 'Kenyan Shilling', symbol: 'KSh' });
  });

  it('lets managers of an organization connect it, and refuses others and anonymous callers', async () => {
    const owner = await signUpUser(t.http);
    const stranger = await signUpUser(t.http);
    const organization = await createOrganization(t.http, owner);
    const started = await t.http.post(`${API}/profile_management/stripe/onboarding`).set(bearer(owner)).send({ ownerId: organization.id }).expect(200);
    expect(started.body.url).toBe(`https://limelight.example/stripe/demo-onboarding?owner_uuid=${organization.id}&owner_type=School`);

    const calls = [
      () => t.http.get(`${API}/profile_management/stripe?ownerId=${organization.id}`),
      () => t.http.post(`${API}/profile_management/stripe/onboarding`).send({ ownerId: organization.id }),
      () => t.http.post(`${API}/profile_management/stripe/demo_onboarding`).send({ ownerId: organization.id }),
      () => t.http.patch(`${API}/profile_management/stripe/disconnect?ownerId=${organization.id}`),
      () => t.http.get(`${API}/profile_management/payouts?ownerId=${organization.id}`),
      () => t.http.patch(`${API}/profile_management/payout_settings`).send({ ownerId: organization.id, currency: 'gbp' }),
    ];
    for (const call of calls) {
      await call().set(bearer(stranger)).expect(403);
      await call().expect(401, { message: 'Please log in to continue' });
    }
    expect(await connection(owner, organization.id)).toMatchObject({ stripeAccountId: expect.stringMatching(/^demo_acct_/), currency: 'usd' });
  });

  it('has no Connect webhook without Stripe', async () => {
    await t.http.post(`${API}/stripe/connect_webhooks`).set('Content-Type', 'application/json').send('{}').expect(404);
  });
});
