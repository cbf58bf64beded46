import { bearer, makeSiteAdmin, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, projectUntil } from '../support/checkout.js';

const THANKS = 'Thanks for subscribing! Your membership will show here as soon as the payment is confirmed.';
const api = '/client_side_api/v1/demo_subscriptions';

interface DemoSubscription {
  subscriptionId: string;
  status: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  priceId: string;
  prices: { id: string; amount: number; interval: string }[];
}

describe('memberships in the demo (no Stripe)', () => {
  let t: TestApp;
  let owner: TestUser;
  let subscriber: TestUser;
  let monthly: string;
  let yearly: string;
  let page: string;

  const memberships = async (as: TestUser = subscriber) =>
    (await t.http.get(`/client_side_api/v1/memberships?ownerId=${owner.id}`).set(bearer(as)).expect(200)).body as { status: string; expiresAt: string | null; priceId: string }[];
  const members = async () =>
    (await t.http.get(`/client_side_api/v1/profile_management/membership_subscriptions?ownerId=${owner.id}&status=all`).set(bearer(owner)).expect(200)).body.data as { status: string; expiresAt: string | null; autoRenew: boolean }[];
  const demoSubscriptions = async (as: TestUser = subscriber) => (await t.http.get(`${api}?ownerId=${owner.id}`).set(bearer(as)).expect(200)).body as DemoSubscription[];
  const manage = (as: TestUser) => t.http.post('/membership_subscriptions/manage').type('form').set(bearer(as)).send({ owner_id: owner.id, user_id: as.id, utf8: '✓', redirect_to: page });
  const nothingToManage = () => `${page}?error_message=${encodeURIComponent('You have no membership of this profile to manage')}`;
  /** A subscriber of their own, paid with the demo card and listed as a member. */
  const subscribed = async () => {
    const member = await signUpUser(t.http);
    const sessionId = await startSession(member);
    await t.http.post(`${api}/sessions/${sessionId}/complete`).set(bearer(member)).send({ cardNumber: '4242424242424242' }).expect(200);
    await projectUntil(t, async () => (await memberships(member)).length === 1);
    return member;
  };
  const act = (id: string, action: string, as: TestUser = subscriber, body: Record<string, unknown> = {}) => t.http.post(`${api}/${id}/${action}`).set(bearer(as)).send(body);
  const startSession = async (as: TestUser = subscriber) => {
    const response = await t.http
      .post('/membership_subscriptions/initialize_session')
      .type('form')
      .set(bearer(as))
      .send({ price_id: monthly, owner_id: owner.id, user_id: as.id, utf8: '✓', redirect_to: page })
      .expect(303);
    const match = /^\/stripe\/demo-subscribe\/(demo_cs_\w+)$/.exec(response.headers.location ?? '');
    expect(match).not.toBeNull();
    return match![1]!;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
    subscriber = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    const tier = (
      await t.http
        .post('/client_side_api/v1/profile_management/membership_tiers')
        .set(bearer(owner))
        .send({ ownerId: owner.id, name: 'Friend', description: 'Backstage and more', prices: [{ price: 1500, interval: 'month' }, { price: 15000, interval: 'year' }] })
        .expect(201)
    ).body as { prices: { id: string; interval: string }[] };
    monthly = tier.prices.find((p) => p.interval === 'month')!.id;
    yearly = tier.prices.find((p) => p.interval === 'year')!.id;
    page = `/p/${owner.username}/membership`;
  });
  afterAll(() => t.close());

  it('subscribes, renews, cancels, resumes and expires a membership, as Stripe’s events would', async () => {
    const sessionId = await startSession();
    const session = await t.http.get(`${api}/sessions/${sessionId}`).set(bearer(subscriber)).expect(200);
    expect(session.body).toEqual({
      id: sessionId,
      status: 'open',
      ownerName: 'Test Person',
      ownerUsername: owner.username,
      ownerType: 'User',
      tierName: 'Friend',
      amount: 1500,
      currency: 'usd',
      interval: 'month',
      cancelUrl: page,
    });

    const declined = await t.http.post(`${api}/sessions/${sessionId}/complete`).set(bearer(subscriber)).send({ cardNumber: '4000 0000 0000 0002' }).expect(422);
    expect(declined.body).toEqual({ message: 'Your card was declined.' });
    const mistyped = await t.http.post(`${api}/sessions/${sessionId}/complete`).set(bearer(subscriber)).send({ cardNumber: '1234' }).expect(422);
    expect(mistyped.body).toEqual({ message: 'Your card number is incorrect.' });

    const paid = await t.http.post(`${api}/sessions/${sessionId}/complete`).set(bearer(subscriber)).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    expect(paid.body).toEqual({ redirectTo: `${page}?success_message=${encodeURIComponent(THANKS)}` });
    expect((await t.http.get(`${api}/sessions/${sessionId}`).set(bearer(subscriber)).expect(200)).body.status).toBe('complete');

    const [subscription] = await demoSubscriptions();
    expect(subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, priceId: monthly, prices: [{ id: monthly }, { id: yearly }] });
    await projectUntil(t, async () => (await memberships()).length === 1);
    expect((await memberships())[0]).toMatchObject({ status: 'active', expiresAt: subscription!.currentPeriodEnd });
    // A member does not subscribe to the same tier twice (the yearly price is changed to in the portal instead).
    const again = await t.http
      .post('/membership_subscriptions/initialize_session')
      .type('form')
      .set(bearer(subscriber))
      .send({ price_id: yearly, owner_id: owner.id, user_id: subscriber.id, utf8: '✓', redirect_to: page })
      .expect(303);
    expect(again.headers.location).toBe(`${page}?error_message=${encodeURIComponent('You are already a member of this tier')}`);

    await act(subscription!.subscriptionId, 'renew').expect(200);
    const [renewed] = await demoSubscriptions();
    expect(new Date(renewed!.currentPeriodEnd).getTime()).toBeGreaterThan(new Date(subscription!.currentPeriodEnd).getTime());
    await projectUntil(t, async () => (await memberships())[0]?.expiresAt === renewed!.currentPeriodEnd);

    await act(subscription!.subscriptionId, 'cancel').expect(200);
    await projectUntil(t, async () => (await members())[0]?.autoRenew === false);
    expect((await demoSubscriptions())[0]!.cancelAtPeriodEnd).toBe(true);

    await act(subscription!.subscriptionId, 'resume').expect(200);
    await projectUntil(t, async () => (await members())[0]?.autoRenew === true);

    await act(subscription!.subscriptionId, 'change_price', subscriber, { priceId: yearly }).expect(200);
    await projectUntil(t, async () => (await memberships())[0]?.priceId === yearly);

    await act(subscription!.subscriptionId, 'expire').expect(200);
    await projectUntil(t, async () => (await memberships()).length === 0);
    expect((await members())[0]).toMatchObject({ status: 'expired' });
    const ended = await act(subscription!.subscriptionId, 'renew').expect(422);
    expect(ended.body).toEqual({ message: 'This subscription has ended' });
    // An expired subscription leaves nothing to manage.
    expect((await manage(subscriber).expect(303)).headers.location).toBe(nothingToManage());
  });

  it('opens the demo portal for a subscriber, and for nobody else', async () => {
    const stranger = await signUpUser(t.http);
    expect((await manage(stranger).expect(303)).headers.location).toBe(nothingToManage());
    const member = await subscribed();
    const portal = await manage(member).expect(303);
    expect(portal.headers.location).toBe(`/stripe/demo-portal?owner_id=${owner.id}&return_to=${encodeURIComponent(page)}`);
  });

  it('lets only the subscriber or a site admin act on a subscription, and shows a session to its user only', async () => {
    const member = await subscribed();
    const [current] = await demoSubscriptions(member);
    const other = await signUpUser(t.http);
    const refused = await act(current!.subscriptionId, 'cancel', other).expect(403);
    expect(typeof refused.body.message).toBe('string');
    expect((await demoSubscriptions(member))[0]).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect(await t.http.get(`${api}?ownerId=${owner.id}`).set(bearer(other)).expect(200)).toMatchObject({ body: [] });
    const admin = await signUpUser(t.http);
    await makeSiteAdmin(t.db, admin.id);
    await act(current!.subscriptionId, 'fail_payment', admin).expect(200);
    expect((await demoSubscriptions(member))[0]!.status).toBe('past_due');
    await projectUntil(t, async () => (await memberships(member))[0]?.status === 'past_due');

    const sessionId = await startSession(other);
    await t.http.get(`${api}/sessions/${sessionId}`).set(bearer(member)).expect(403);
    await t.http.post(`${api}/sessions/${sessionId}/complete`).set(bearer(member)).send({ cardNumber: '4242424242424242' }).expect(403);
    await t.http.get(`${api}/sessions/demo_cs_missing`).set(bearer(member)).expect(404);
    await t.http.get(`${api}?ownerId=${owner.id}`).expect(401);
  });
});
