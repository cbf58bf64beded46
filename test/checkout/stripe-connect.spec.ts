import Stripe from 'stripe';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { FakeStripe } from '../support/fake-stripe.js';
import { connectRoutes } from '../support/fake-stripe-connect.js';

const WEBHOOK_SECRET = 'whsec_connect_secret';
const API = '/client_side_api/v1';

describe('payouts: Stripe Connect', () => {
  const stripeApi = new FakeStripe();
  const connect = connectRoutes(stripeApi);
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;

  beforeAll(async () => {
    const apiBase = await stripeApi.start();
    t = await startTestApp({
      siteUrl: 'https://limelight.example',
      stripe: { secretKey: 'sk_test_limelight', publishableKey: 'pk_test_limelight', webhookSecret: 'whsec_payments', connectWebhookSecret: WEBHOOK_SECRET, apiBase },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.stop();
  });

  const connection = async (owner: TestUser) => (await t.http.get(`${API}/profile_management/stripe?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
  const onboard = async (owner: TestUser) => (await t.http.post(`${API}/profile_management/stripe/onboarding`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200)).body.url as string;

  /** A new organizer whose Express account exists (onboarding started, not finished). */
  const organizerWithAccount = async () => {
    const owner = await signUpUser(t.http);
    await onboard(owner);
    return { owner, accountId: (await connection(owner)).stripeAccountId as string };
  };

  /** Stripe's `account.updated` event, signed like Stripe signs it (or with another secret). */
  const deliver = (account: Record<string, unknown>, created: number, secret = WEBHOOK_SECRET, id = `evt_${Math.random().toString(36).slice(2)}`) => {
    const payload = JSON.stringify({ id, object: 'event', type: 'account.updated', created, account: account.id, data: { object: { object: 'account', ...account } } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.http.post(`${API}/stripe/connect_webhooks`).set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };

  it('opens one Express account per owner and answers an Account Link back to the return and onboarding pages', async () => {
    const owner = await signUpUser(t.http);
    const url = await onboard(owner);
    expect(await connection(owner)).toEqual({ gateway: 'stripe', stripeAccountId: expect.stringMatching(/^acct_/), stripeConnected: false, payoutsEnabled: false, currency: 'usd' });
    const { stripeAccountId } = await connection(owner);
    expect(url).toBe(`https://connect.stripe.com/setup/e/${stripeAccountId}/onboard`);

    // Coming back through an expired link asks again: the same account, a new link.
    expect(await onboard(owner)).toBe(url);
    const created = stripeApi.calls.filter((c) => c.method === 'POST' && c.path === '/v1/accounts' && c.idempotencyKey === `connect-account-${owner.id}`);
    expect(created).toHaveLength(1);
    expect(Object.fromEntries(created[0]!.body)).toMatchObject({ type: 'express', email: owner.email, 'metadata[ownerId]': owner.id, 'capabilities[transfers][requested]': 'true' });
    const links = stripeApi.calls.filter((c) => c.path === '/v1/account_links' && c.body.get('account') === stripeAccountId);
    expect(links).toHaveLength(2);
    const back = `owner_uuid=${owner.id}&owner_type=User`;
    expect(Object.fromEntries(links[0]!.body)).toEqual({
      account: stripeAccountId,
      type: 'account_onboarding',
      return_url: `https://limelight.example/stripe/return?${back}`,
      refresh_url: `https://limelight.example/stripe/onboarding?${back}`,
    });
  });

  it('reads the account back when the organizer returns, before any webhook', async () => {
    const { owner, accountId } = await organizerWithAccount();
    Object.assign(connect.accounts.get(accountId)!, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    const refreshed = await t.http.post(`${API}/profile_management/stripe/refresh`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200);
    expect(refreshed.body).toMatchObject({ stripeAccountId: accountId, stripeConnected: true, payoutsEnabled: true });
    expect(await connection(owner)).toMatchObject({ stripeConnected: true });
    // An account.updated Stripe made before the organizer came back changes nothing.
    await deliver({ id: accountId, charges_enabled: false, payouts_enabled: false }, Math.floor(Date.now() / 1000) - 60).expect(200);
    expect(await connection(owner)).toMatchObject({ stripeConnected: true, payoutsEnabled: true });
  });

  it('keeps what the newest account.updated says, whatever Stripe repeats or reorders, and refuses forged calls', async () => {
    const { owner, accountId } = await organizerWithAccount();
    const forged = await deliver({ id: accountId, charges_enabled: true, payouts_enabled: true }, 1_800_000_100, 'whsec_someone_else').expect(400);
    expect(forged.body).toEqual({ message: 'Invalid Stripe signature' });
    expect(await connection(owner)).toMatchObject({ stripeConnected: false });

    // Replayed: the same event twice.
    const enabled = { id: accountId, charges_enabled: true, payouts_enabled: false };
    await deliver(enabled, 1_800_000_100, WEBHOOK_SECRET, 'evt_enabled').expect(200);
    await deliver(enabled, 1_800_000_100, WEBHOOK_SECRET, 'evt_enabled').expect(200);
    expect(await connection(owner)).toMatchObject({ stripeConnected: true, payoutsEnabled: false });

    // Out of order: a newer event, then an older one, which changes nothing.
    await deliver({ id: accountId, charges_enabled: false, payouts_enabled: false }, 1_800_000_300).expect(200);
    await deliver({ id: accountId, charges_enabled: true, payouts_enabled: true }, 1_800_000_200).expect(200);
    expect(await connection(owner)).toMatchObject({ stripeConnected: false, payoutsEnabled: false });
  });

  it('acknowledges events about other things, and about accounts no profile holds any more', async () => {
    const { owner, accountId } = await organizerWithAccount();
    await t.http.patch(`${API}/profile_management/stripe/disconnect?ownerId=${owner.id}`).set(bearer(owner)).expect(200, { message: 'Stripe disconnected successfully' });
    await deliver({ id: accountId, charges_enabled: true, payouts_enabled: true }, 1_800_000_400).expect(200);
    expect(await connection(owner)).toMatchObject({ stripeAccountId: null, stripeConnected: false });
    const payload = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', created: 1_800_000_000, data: { object: { id: 'cus_1', object: 'customer' } } });
    await t.http
      .post(`${API}/stripe/connect_webhooks`)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
      .send(payload)
      .expect(200);
  });

  it('gives a dashboard login link once onboarding is done, and Stripe’s reason before', async () => {
    const { owner, accountId } = await organizerWithAccount();
    const early = await t.http.post(`${API}/profile_management/stripe/login_link`).set(bearer(owner)).send({ ownerId: owner.id }).expect(400);
    expect(early.body.message).toMatch(/onboarding/);
    connect.accounts.get(accountId)!.details_submitted = true;
    const link = await t.http.post(`${API}/profile_management/stripe/login_link`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200);
    expect(link.body).toEqual({ url: `https://connect.stripe.com/express/${accountId}/login` });
  });

  it('lists the connected account’s paid payouts, 10 per page, asking Stripe on behalf of that account', async () => {
    const { owner, accountId } = await organizerWithAccount();
    const day = 86_400;
    connect.payouts.set(
      accountId,
      Array.from({ length: 12 }, (_, n) => ({ id: `po_${n}`, object: 'payout', amount: 1000 + n, currency: n === 0 ? 'kes' : 'usd', arrival_date: 1_800_000_000 - n * day, status: 'paid' })),
    );
    const first = await t.http.get(`${API}/profile_management/payouts?ownerId=${owner.id}`).set(bearer(owner)).expect(200);
    expect(first.body).toMatchObject({ page: 1, perPage: 10, totalCount: 12 });
    expect(first.body.data).toHaveLength(10);
    // Stripe's Kenyan shilling (kes) is the seeds' ksh.
    expect(first.body.data[0]).toEqual({ id: 'po_0', datePaid: new Date(1_800_000_000 * 1000).toISOString(), amountPaid: 1000, currency: 'ksh' });
    const second = await t.http.get(`${API}/profile_management/payouts?ownerId=${owner.id}&page=2`).set(bearer(owner)).expect(200);
    expect(second.body.data.map((p: { id: string }) => p.id)).toEqual(['po_10', 'po_11']);
    const listed = stripeApi.callsTo('GET', '/v1/payouts').filter((c) => c.stripeAccount === accountId);
    expect(listed).toHaveLength(2);
    expect(Object.fromEntries(listed[0]!.body)).toEqual({ status: 'paid', limit: '100' });
  });

  it('has no demo onboarding with Stripe', async () => {
    const owner = await signUpUser(t.http);
    await t.http.post(`${API}/profile_management/stripe/demo_onboarding`).set(bearer(owner)).send({ ownerId: owner.id }).expect(404);
  });
});
