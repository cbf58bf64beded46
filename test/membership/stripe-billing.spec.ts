import Stripe from 'stripe';
import { subscriptionIdOf } from '../../src/membership/application/subscription-ids.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, projectUntil, sql } from '../support/checkout.js';
import { billingRoutes } from '../support/fake-stripe-billing.js';
import { FakeStripe } from '../support/fake-stripe.js';

const MEMBERSHIP_SECRET = 'whsec_memberships';
const CONNECTED = 'acct_test_owner';
const THANKS = 'Thanks for subscribing! Your membership will show here as soon as the payment is confirmed.';
const DAY = 86_400;

describe('memberships through Stripe Billing', () => {
  let fake: FakeStripe;
  let billing: ReturnType<typeof billingRoutes>;
  let t: TestApp;
  let owner: TestUser;
  let subscriber: TestUser;
  let tierId: string;
  let monthly: string;
  let yearly: string;
  let page: string;

  const createTier = async (body: Record<string, unknown>) =>
    (await t.http.post('/client_side_api/v1/profile_management/membership_tiers').set(bearer(owner)).send({ ownerId: owner.id, description: 'Backstage and more', ...body }).expect(201)).body as {
      id: string;
      prices: { id: string; interval: string }[];
    };

  const subscribe = (user: TestUser | null, fields: Record<string, string>) => {
    const request = t.http.post('/membership_subscriptions/initialize_session').type('form');
    return (user ? request.set(bearer(user)) : request).send({ owner_id: owner.id, user_id: user?.id ?? '', utf8: '✓', redirect_to: page, ...fields });
  };

  const signed = (event: Record<string, unknown>, secret = MEMBERSHIP_SECRET) => {
    const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28.endive', livemode: false, account: CONNECTED, ...event });
    return { payload, signature: new Stripe('sk_test').webhooks.generateTestHeaderString({ payload, secret }) };
  };
  const deliver = (event: Record<string, unknown>, secret?: string) => {
    const { payload, signature } = signed(event, secret);
    return t.http.post('/client_side_api/v1/stripe/membership_webhooks').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };

  const metadata = (user: TestUser = subscriber) => ({ ownerId: owner.id, tierId, priceId: monthly, userId: user.id });
  const subscriptionEvent = (
    id: string,
    type: string,
    created: number,
    fields: { status?: string; periodEnd: number; cancelAtPeriodEnd?: boolean; price?: string; endedAt?: number; subscription?: string; user?: TestUser },
  ) => ({
    id,
    type,
    created,
    data: {
      object: {
        id: fields.subscription ?? 'sub_1',
        object: 'subscription',
        customer: 'cus_1',
        status: fields.status ?? 'active',
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        ended_at: fields.endedAt ?? null,
        metadata: metadata(fields.user),
        items: { object: 'list', data: [{ id: 'si_1', object: 'subscription_item', price: { id: fields.price ?? 'price_1' }, current_period_end: fields.periodEnd }] },
      },
    },
  });
  const invoiceEvent = (id: string, created: number, fields: { invoice: string; reason: string; periodEnd: number; type?: string; subscription?: string; user?: TestUser }) => ({
    id,
    type: fields.type ?? 'invoice.paid',
    created,
    data: {
      object: {
        id: fields.invoice,
        object: 'invoice',
        amount_paid: 1500,
        currency: 'usd',
        billing_reason: fields.reason,
        parent: { type: 'subscription_details', subscription_details: { subscription: fields.subscription ?? 'sub_1', metadata: metadata(fields.user) } },
        lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', pricing: { type: 'price_details', price_details: { price: 'price_1' } }, period: { start: created, end: fields.periodEnd } }] },
      },
    },
  });

  const memberships = async () => (await t.http.get(`/client_side_api/v1/memberships?ownerId=${owner.id}`).set(bearer(subscriber)).expect(200)).body as { status: string; expiresAt: string | null; stripeSubscription: string }[];
  const members = async () =>
    (await t.http.get(`/client_side_api/v1/profile_management/membership_subscriptions?ownerId=${owner.id}&status=all`).set(bearer(owner)).expect(200)).body.data as { status: string; expiresAt: string | null; autoRenew: boolean; stripeSubscription: string | null }[];
  const streamLength = async () => (await t.app.get(EventStore).readStream(`subscription-${subscriptionIdOf('stripe', 'sub_1')}`)).length;

  beforeAll(async () => {
    fake = new FakeStripe();
    billing = billingRoutes(fake);
    const apiBase = await fake.start();
    t = await startTestApp({ stripe: { secretKey: 'sk_test_billing', publishableKey: 'pk_test_billing', webhookSecret: 'whsec_main', membershipWebhookSecret: MEMBERSHIP_SECRET, apiBase } });
    owner = await signUpUser(t.http);
    subscriber = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    const tier = await createTier({ name: 'Friend', prices: [{ price: 1500, interval: 'month' }, { price: 15000, interval: 'year' }] });
    tierId = tier.id;
    monthly = tier.prices.find((p) => p.interval === 'month')!.id;
    yearly = tier.prices.find((p) => p.interval === 'year')!.id;
    page = `/p/${owner.username}/membership`;
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('starts a subscription-mode Checkout Session on the connected account, with the fee and our ids, and sends the browser there', async () => {
    const response = await subscribe(subscriber, { price_id: monthly }).expect(303);
    const [session] = fake.callsTo('POST', '/v1/checkout/sessions');
    expect(response.headers.location).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(session!.stripeAccount).toBe(CONNECTED);
    const body = Object.fromEntries(session!.body);
    expect(body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_1',
      'line_items[0][quantity]': '1',
      customer_email: subscriber.email,
      'subscription_data[application_fee_percent]': '5',
      'subscription_data[metadata][ownerId]': owner.id,
      'subscription_data[metadata][tierId]': tierId,
      'subscription_data[metadata][priceId]': monthly,
      'subscription_data[metadata][userId]': subscriber.id,
      cancel_url: `http://localhost:3000${page}`,
      success_url: `http://localhost:3000${page}?success_message=${encodeURIComponent(THANKS)}`,
    });
    // The tier's product and the price's recurring price were made on the connected account, once.
    const [product] = fake.callsTo('POST', '/v1/products');
    const [price] = fake.callsTo('POST', '/v1/prices');
    expect([product!.stripeAccount, product!.body.get('name')]).toEqual([CONNECTED, 'Friend']);
    expect(Object.fromEntries(price!.body)).toMatchObject({ product: 'prod_1', unit_amount: '1500', currency: 'usd', 'recurring[interval]': 'month' });
    expect(price!.stripeAccount).toBe(CONNECTED);
    const tiers = (await t.http.get(`/client_side_api/v1/profile_management/membership_tiers?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body as { prices: { id: string; stripeApiPriceId: string | null }[] }[];
    expect(tiers[0]!.prices.find((p) => p.id === monthly)!.stripeApiPriceId).toBe('price_1');

    await subscribe(subscriber, { price_id: monthly }).expect(303);
    expect(fake.callsTo('POST', '/v1/products')).toHaveLength(1);
    expect(fake.callsTo('POST', '/v1/prices')).toHaveLength(1);
    await subscribe(subscriber, { price_id: yearly }).expect(303);
    expect(fake.callsTo('POST', '/v1/products')).toHaveLength(1);
    expect(fake.callsTo('POST', '/v1/prices')).toHaveLength(2);
  });

  it('sends an anonymous visitor to sign in first, and keeps redirects on this site', async () => {
    const anonymous = await subscribe(null, { price_id: monthly }).expect(303);
    expect(anonymous.headers.location).toBe(`/auth?redirect_to=${encodeURIComponent(page)}`);
    const elsewhere = await subscribe(null, { price_id: monthly, redirect_to: '//evil.example/steal' }).expect(303);
    expect(elsewhere.headers.location).toBe(`/auth?redirect_to=${encodeURIComponent('/')}`);
  });

  it('refuses a form for another user', async () => {
    const other = await signUpUser(t.http);
    await subscribe(subscriber, { price_id: monthly, user_id: other.id }).expect(403);
  });

  it('sends the visitor back with the reason when the price cannot be subscribed to', async () => {
    const archived = await createTier({ name: 'Patron', prices: [{ price: 5000, interval: 'month' }] });
    await t.http.post(`/client_side_api/v1/profile_management/membership_tiers/${archived.id}/archive`).set(bearer(owner)).send({ ownerId: owner.id }).expect((r) => expect(r.status).toBeLessThan(300));
    const refused = await subscribe(subscriber, { price_id: archived.prices[0]!.id }).expect(303);
    expect(refused.headers.location).toBe(`${page}?error_message=${encodeURIComponent('This price is not available')}`);

    const full = await createTier({ name: 'Inner circle', validSubscriptionsLimit: 1, prices: [{ price: 9000, interval: 'month' }] });
    await t.http.post('/client_side_api/v1/profile_management/membership_subscriptions').set(bearer(owner)).send({ ownerId: owner.id, name: 'Grace', email: 'grace@example.com', tierId: full.id, priceInterval: 'month' }).expect(201);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM membership.members WHERE tier_id = $1', [full.id])).length === 1);
    const noRoom = await subscribe(subscriber, { price_id: full.prices[0]!.id }).expect(303);
    expect(noRoom.headers.location).toBe(`${page}?error_message=${encodeURIComponent('This membership is full')}`);
  });

  it('drives the member through its states from signed subscription events, ignoring repeats and stale news', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    const end1 = t0 + 30 * DAY;
    const end2 = end1 + 30 * DAY;
    await deliver(subscriptionEvent('evt_created', 'customer.subscription.created', t0, { periodEnd: end1 })).expect(200);
    await deliver(invoiceEvent('evt_paid_first', t0 + 1, { invoice: 'in_1', reason: 'subscription_create', periodEnd: end1 })).expect(200);
    await projectUntil(t, async () => (await memberships()).length === 1);
    expect(await memberships()).toEqual([expect.objectContaining({ status: 'active', expiresAt: new Date(end1 * 1000).toISOString(), stripeSubscription: 'sub_1' })]);

    await deliver(invoiceEvent('evt_paid_cycle', t0 + 2, { invoice: 'in_2', reason: 'subscription_cycle', periodEnd: end2 })).expect(200);
    await projectUntil(t, async () => (await memberships())[0]?.expiresAt === new Date(end2 * 1000).toISOString());

    // The same event again, and news older than what was applied, append nothing.
    const length = await streamLength();
    await deliver(invoiceEvent('evt_paid_cycle', t0 + 2, { invoice: 'in_2', reason: 'subscription_cycle', periodEnd: end2 })).expect(200);
    await deliver(subscriptionEvent('evt_stale', 'customer.subscription.updated', t0 + 1, { status: 'past_due', periodEnd: end1 })).expect(200);
    expect(await streamLength()).toBe(length);

    await deliver(subscriptionEvent('evt_cancel', 'customer.subscription.updated', t0 + 3, { periodEnd: end2, cancelAtPeriodEnd: true })).expect(200);
    await projectUntil(t, async () => (await members()).some((m) => m.stripeSubscription === 'sub_1' && !m.autoRenew));
    expect((await memberships())[0]).toMatchObject({ expiresAt: new Date(end2 * 1000).toISOString() });

    await deliver(subscriptionEvent('evt_deleted', 'customer.subscription.deleted', t0 + 4, { status: 'canceled', periodEnd: end2, cancelAtPeriodEnd: true, endedAt: t0 + 4 })).expect(200);
    await projectUntil(t, async () => (await memberships()).length === 0);
    expect((await members()).find((m) => m.stripeSubscription === 'sub_1')).toMatchObject({ status: 'expired' });
  });

  it('follows a failed and a recovered payment, and a plan changed in the portal to another of the tier’s prices', async () => {
    const member = await signUpUser(t.http);
    // Subscribing made the yearly price on the connected account; the portal bills it after the change.
    const newcomer = await signUpUser(t.http);
    await subscribe(newcomer, { price_id: yearly }).expect(303);
    const tiers = (await t.http.get(`/client_side_api/v1/profile_management/membership_tiers?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body as { id: string; prices: { id: string; stripeApiPriceId: string | null }[] }[];
    const stripeYearly = tiers.find((tier) => tier.id === tierId)!.prices.find((p) => p.id === yearly)!.stripeApiPriceId!;
    const theirs = async () =>
      (await t.http.get(`/client_side_api/v1/memberships?ownerId=${owner.id}`).set(bearer(member)).expect(200)).body as { status: string; priceId: string; priceInterval: string; priceAmount: number }[];
    const t0 = Math.floor(Date.now() / 1000);
    const end1 = t0 + 30 * DAY;
    const fields = { subscription: 'sub_plan', user: member };
    await deliver(invoiceEvent('evt_plan_paid', t0, { ...fields, invoice: 'in_plan_1', reason: 'subscription_create', periodEnd: end1 })).expect(200);
    await projectUntil(t, async () => (await theirs())[0]?.status === 'active');

    await deliver(invoiceEvent('evt_plan_failed', t0 + 1, { ...fields, type: 'invoice.payment_failed', invoice: 'in_plan_2', reason: 'subscription_cycle', periodEnd: end1 + 30 * DAY })).expect(200);
    await projectUntil(t, async () => (await theirs())[0]?.status === 'past_due');
    await deliver(invoiceEvent('evt_plan_recovered', t0 + 2, { ...fields, invoice: 'in_plan_2', reason: 'subscription_cycle', periodEnd: end1 + 30 * DAY })).expect(200);
    await projectUntil(t, async () => (await theirs())[0]?.status === 'active');

    await deliver(subscriptionEvent('evt_plan_changed', 'customer.subscription.updated', t0 + 3, { ...fields, price: stripeYearly, periodEnd: t0 + 365 * DAY })).expect(200);
    await projectUntil(t, async () => (await theirs())[0]?.priceId === yearly);
    expect(await theirs()).toEqual([expect.objectContaining({ status: 'active', priceId: yearly, priceInterval: 'year', priceAmount: 15000 })]);
  });

  it('opens the Billing Portal on the connected account for the subscriber’s customer', async () => {
    const t0 = Math.floor(Date.now() / 1000);
    // A second subscription, still running, to manage.
    billing.subscriptions.set('sub_2', { id: 'sub_2', customer: 'cus_1', account: CONNECTED });
    await deliver(subscriptionEvent('evt_sub2', 'customer.subscription.created', t0, { periodEnd: t0 + 30 * DAY, subscription: 'sub_2' })).expect(200);
    await projectUntil(t, async () => (await memberships()).length === 1);
    const response = await t.http.post('/membership_subscriptions/manage').type('form').set(bearer(subscriber)).send({ owner_id: owner.id, user_id: subscriber.id, utf8: '✓' }).expect(303);
    expect(response.headers.location).toBe(`https://billing.stripe.com/p/session/${CONNECTED}/cus_1`);
    const [portal] = fake.callsTo('POST', '/v1/billing_portal/sessions');
    expect(portal!.stripeAccount).toBe(CONNECTED);
    expect(Object.fromEntries(portal!.body)).toEqual({ customer: 'cus_1', return_url: `http://localhost:3000${page}` });
    expect(fake.callsTo('GET', '/v1/subscriptions/sub_2')[0]!.stripeAccount).toBe(CONNECTED);

    const stranger = await signUpUser(t.http);
    const nothing = await t.http.post('/membership_subscriptions/manage').type('form').set(bearer(stranger)).send({ owner_id: owner.id, user_id: stranger.id, redirect_to: page }).expect(303);
    expect(nothing.headers.location).toBe(`${page}?error_message=${encodeURIComponent('You have no membership of this profile to manage')}`);
  });

  it('acknowledges events it does not use, and refuses a bad signature', async () => {
    await deliver({ id: 'evt_other', type: 'customer.created', created: 1, data: { object: { id: 'cus_9', object: 'customer' } } }).expect(200);
    await deliver({ id: 'evt_checkout', type: 'checkout.session.completed', created: 1, data: { object: { id: 'cs_test_1', object: 'checkout.session' } } }).expect(200);
    const refused = await deliver(subscriptionEvent('evt_forged', 'customer.subscription.created', 1, { periodEnd: 2 }), 'whsec_wrong').expect(400);
    expect(refused.body).toEqual({ message: 'Invalid Stripe signature' });
    // The memberships' endpoint has a secret of its own: one signed for the platform's endpoint is refused too.
    await deliver(subscriptionEvent('evt_platform', 'customer.subscription.created', 1, { periodEnd: 2, subscription: 'sub_platform' }), 'whsec_main').expect(400);
    expect(await t.app.get(EventStore).readStream(`subscription-${subscriptionIdOf('stripe', 'sub_platform')}`)).toEqual([]);
  });

  it('records nothing for a subscription of another connected account that names this owner’s tier', async () => {
    const now = Math.floor(Date.now() / 1000);
    await deliver({ ...subscriptionEvent('evt_elsewhere', 'customer.subscription.created', now, { periodEnd: now + 30 * DAY, subscription: 'sub_elsewhere' }), account: 'acct_someone_else' }).expect(200);
    await deliver({ ...subscriptionEvent('evt_no_account', 'customer.subscription.created', now, { periodEnd: now + 30 * DAY, subscription: 'sub_no_account' }), account: undefined }).expect(200);
    for (const subscription of ['sub_elsewhere', 'sub_no_account']) expect(await t.app.get(EventStore).readStream(`subscription-${subscriptionIdOf('stripe', subscription)}`)).toEqual([]);
  });

  it('makes the tier’s product and prices again on the account the owner connects instead', async () => {
    const reconnected = 'acct_test_reconnected';
    await sql(t, 'UPDATE accounts.profiles SET stripe_account_id = $2 WHERE id = $1', [owner.id, reconnected]);
    const newcomer = await signUpUser(t.http);
    const before = { products: fake.callsTo('POST', '/v1/products').length, prices: fake.callsTo('POST', '/v1/prices').length };
    const onAccount = (objects: Map<string, Record<string, unknown>>) => [...objects.values()].filter((object) => object.account === reconnected);

    await subscribe(newcomer, { price_id: monthly }).expect(303);
    const [product] = onAccount(billing.products);
    const [price] = onAccount(billing.prices);
    expect(fake.callsTo('POST', '/v1/products')).toHaveLength(before.products + 1);
    expect(product).toMatchObject({ name: 'Friend', metadata: { tierId } });
    expect(price).toMatchObject({ product: product!.id, unit_amount: 1500, recurring: { interval: 'month' }, metadata: { priceId: monthly } });
    const session = fake.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect([session.stripeAccount, session.body.get('line_items[0][price]')]).toEqual([reconnected, price!.id]);
    // The yearly price made on the first account names nothing on this one: it is forgotten too.
    const tiers = (await t.http.get(`/client_side_api/v1/profile_management/membership_tiers?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body as { id: string; prices: { id: string; stripeApiPriceId: string | null }[] }[];
    const prices = tiers.find((tier) => tier.id === tierId)!.prices;
    expect(prices.map((p) => [p.id, p.stripeApiPriceId])).toEqual([
      [monthly, price!.id],
      [yearly, null],
    ]);

    await subscribe(newcomer, { price_id: yearly }).expect(303);
    expect(fake.callsTo('POST', '/v1/products')).toHaveLength(before.products + 1);
    expect(fake.callsTo('POST', '/v1/prices')).toHaveLength(before.prices + 2);
    expect(onAccount(billing.prices)[1]).toMatchObject({ product: product!.id, unit_amount: 15000, recurring: { interval: 'year' } });
  });

  it('makes a new Stripe price for a price whose amount changed', async () => {
    const tier = await createTier({ name: 'Pop-up', prices: [{ price: 800, interval: 'month' }] });
    const priceId = tier.prices[0]!.id;
    const first = await signUpUser(t.http);
    await subscribe(first, { price_id: priceId }).expect(303);
    const made = fake.callsTo('POST', '/v1/prices').at(-1)!;
    expect(made.body.get('unit_amount')).toBe('800');

    await t.http
      .patch(`/client_side_api/v1/profile_management/membership_tiers/${tier.id}`)
      .set(bearer(owner))
      .send({ ownerId: owner.id, name: 'Pop-up', description: 'Backstage and more', prices: [{ id: priceId, price: 900, interval: 'month' }] })
      .expect(200);
    await subscribe(await signUpUser(t.http), { price_id: priceId }).expect(303);
    const remade = fake.callsTo('POST', '/v1/prices').at(-1)!;
    expect(remade.body.get('unit_amount')).toBe('900');
    expect(remade.idempotencyKey).not.toBe(made.idempotencyKey);
    const newPrice = [...billing.prices.values()].find((price) => (price.metadata as { priceId?: string }).priceId === priceId && price.unit_amount === 900)!;
    expect(fake.callsTo('POST', '/v1/checkout/sessions').at(-1)!.body.get('line_items[0][price]')).toBe(newPrice.id);
  });

  it('has no demo gateway while Stripe is configured', async () => {
    await t.http.get(`/client_side_api/v1/demo_subscriptions?ownerId=${owner.id}`).set(bearer(subscriber)).expect(404);
    await t.http.post('/client_side_api/v1/demo_subscriptions/demo_sub_x/renew').set(bearer(subscriber)).expect(404);
  });
});
