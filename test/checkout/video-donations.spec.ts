import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, projectUntil, sql } from '../support/checkout.js';
import { FakeStripe, paymentIntentRoutes } from '../support/fake-stripe.js';
import { memberRow } from '../support/membership-tiers.js';
import { MANAGED_VIDEOS } from '../support/video-library.js';

const DONATIONS = '/client_side_api/v1/video_donations';
const VIDEOS = '/client_side_api/v1/videos';
const FETCH_FAILED = { message: 'Sorry! We had a problem fetching that video.' };
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A ready library video (its bytes do not matter to donations). */
async function addVideo(t: TestApp, ownerId: string, title: string, members?: { tierId: string }): Promise<string> {
  const id = randomUUID();
  await sql(
    t,
    `INSERT INTO media.videos (id, owner_id, title, description, tags, visibility, membership_tier_ids, status, duration_seconds, bytesize)
     VALUES ($1, $2, $3, '<p>Live.</p>', '{}', $4, $5, 'ready', 3, 1000)`,
    [id, ownerId, title, members ? 'members_only' : 'public', members ? [members.tierId] : []],
  );
  return id;
}

/** The donation events appended to the donation's stream, by type. */
async function donationEvents(t: TestApp, donationId: string) {
  return (await t.app.get(EventStore).readStream(`donation-${donationId}`)).map((event) => ({ type: event.type, data: event.data, metadata: event.metadata }));
}

describe('donations on videos (demo card)', () => {
  let t: TestApp;
  let maya: TestUser;
  let theo: TestUser;
  let sam: TestUser;
  let clara: TestUser;
  let nightSongs: string;
  let theosVideo: string;
  let friendsOnly: string;
  const donate = (viewer: TestUser | null, body: Record<string, unknown>) => {
    const call = t.http.post(DONATIONS).send(body);
    return viewer ? call.set(bearer(viewer)) : call;
  };
  const pay = (paymentId: string, cardNumber: string) => t.http.post(`/client_side_api/v1/demo_payments/${paymentId}/confirm`).send({ cardNumber }).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    [maya, theo, sam, clara] = await Promise.all(['Maya Lind', 'Theo Marchetti', 'Sam Rivera', 'Clara Beaumont'].map((name) => signUpUser(t.http, { name })));
    // Maya can take payments; Theo has not connected an account.
    await connectPayments(t, maya.id);
    // The read models (members, video donations) exist once the projection runner has prepared them.
    await projectUntil(t, async () => true);
    const friend = randomUUID();
    await sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, 'Friend', 'Perks', 0, 'usd', now(), now())`, [friend, maya.id]);
    await memberRow(t, { ownerId: maya.id, tierId: friend, priceId: randomUUID(), userId: clara.id });
    nightSongs = await addVideo(t, maya.id, 'Night Songs');
    friendsOnly = await addVideo(t, maya.id, 'Studio diary', { tierId: friend });
    theosVideo = await addVideo(t, theo.id, 'Sunday Standards');
  });
  afterAll(() => t.close());

  it('takes a donation with the demo card: a destination charge with the 5% fee, paid once however often it is confirmed', async () => {
    const started = (await donate(sam, { videoId: nightSongs, amount: 500 }).expect(201)).body;
    expect(started).toEqual({
      id: expect.any(String),
      status: 'pending',
      amount: 500,
      currency: 'usd',
      video: { id: nightSongs, title: 'Night Songs' },
      payment: { gateway: 'demo', paymentIntent: expect.stringMatching(/^demo_pi_/), clientSecret: expect.any(String), stripePaymentMethod: null },
    });
    const [charge] = await sql(t, 'SELECT order_id, amount, application_fee, destination, currency FROM checkout.demo_payments WHERE id = $1', [started.payment.paymentIntent]);
    expect(charge).toEqual({ order_id: started.id, amount: 500, application_fee: 25, destination: 'acct_test_owner', currency: 'usd' });

    const paid = await pay(started.payment.paymentIntent, GOOD_CARD);
    expect(paid.body).toEqual({ result: 'succeeded', message: null, zipError: false, orderId: started.id });
    // The browser confirming again (a double click, a reload) changes nothing.
    await pay(started.payment.paymentIntent, GOOD_CARD);

    expect((await t.http.get(`${DONATIONS}/${started.id}`).set(bearer(sam)).expect(200)).body).toMatchObject({ id: started.id, status: 'paid', amount: 500 });
    const events = await donationEvents(t, started.id);
    expect(events.map((event) => event.type)).toEqual(['DonationStarted', 'DonationPaid']);
    expect(events[1]).toEqual({
      type: 'DonationPaid',
      metadata: { schemaVersion: 1 },
      data: {
        donationId: started.id,
        video: { id: nightSongs, title: 'Night Songs' },
        owner: { id: maya.id, username: maya.username },
        donor: { userId: sam.id, firstName: 'Sam', lastName: 'Rivera', email: sam.email },
        amount: 500,
        currency: 'usd',
        platformFee: 25,
        providerFee: 0,
        paymentMethod: 'demo',
        paymentId: started.payment.paymentIntent,
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('keeps a declined donation pending for another card', async () => {
    const started = (await donate(clara, { videoId: nightSongs, amount: 1000 }).expect(201)).body;
    const declined = await pay(started.payment.paymentIntent, DECLINED_CARD);
    expect(declined.body).toEqual({ result: 'tryAgain', message: 'Your card was declined.', zipError: false, orderId: started.id });
    expect((await t.http.get(`${DONATIONS}/${started.id}`).set(bearer(clara)).expect(200)).body.status).toBe('pending');
    expect((await pay(started.payment.paymentIntent, GOOD_CARD)).body.result).toBe('succeeded');
    expect((await t.http.get(`${DONATIONS}/${started.id}`).set(bearer(clara)).expect(200)).body.status).toBe('paid');
    expect((await donationEvents(t, started.id)).filter((event) => event.type === 'DonationPaid')).toHaveLength(1);
  });

  it('refuses donations that are off, to one’s own video, to a video the viewer may not watch, and amounts out of range', async () => {
    const charges = async () => (await sql(t, 'SELECT id FROM checkout.demo_payments')).length;
    const chargedBefore = await charges();
    expect((await donate(sam, { videoId: theosVideo, amount: 500 }).expect(422)).body).toEqual({ message: 'Donations are off for this video' });
    expect((await donate(maya, { videoId: nightSongs, amount: 500 }).expect(422)).body).toEqual({ message: 'You cannot donate to your own video' });
    // Members only: a non-member is told the video is not there, as the watch page would.
    expect((await donate(sam, { videoId: friendsOnly, amount: 500 }).expect(404)).body).toEqual(FETCH_FAILED);
    expect((await donate(sam, { videoId: randomUUID(), amount: 500 }).expect(404)).body).toEqual(FETCH_FAILED);
    expect((await donate(sam, { videoId: 'not-a-video', amount: 500 }).expect(404)).body).toEqual(FETCH_FAILED);
    for (const amount of [99, 100_001, 250.5, -500]) {
      expect((await donate(sam, { videoId: nightSongs, amount }).expect(400)).body).toEqual({ message: 'Please enter an amount from $1 to $1000.' });
    }
    expect((await donate(sam, { videoId: nightSongs, amount: 'ten' }).expect(400)).body).toEqual([{ message: 'Please enter an amount' }]);
    await donate(null, { videoId: nightSongs, amount: 500 }).expect(401);
    // None of the refused donations asked for a payment; a member may donate to the members-only video.
    expect(await charges()).toBe(chargedBefore);
    await donate(clara, { videoId: friendsOnly, amount: 500 }).expect(201);
  });

  it('shows a donation to its donor only', async () => {
    const started = (await donate(sam, { videoId: nightSongs, amount: 700 }).expect(201)).body;
    expect((await t.http.get(`${DONATIONS}/${started.id}`).set(bearer(sam)).expect(200)).body).toEqual(started);
    expect((await t.http.get(`${DONATIONS}/${started.id}`).set(bearer(clara)).expect(404)).body).toEqual({ message: 'Donation not found' });
    await t.http.get(`${DONATIONS}/${randomUUID()}`).set(bearer(sam)).expect(404);
    await t.http.get(`${DONATIONS}/not-an-id`).set(bearer(sam)).expect(404);
    await t.http.get(`${DONATIONS}/${started.id}`).expect(401);
    // A donation is no ticket: refunding it as an order item finds nothing.
    expect((await t.http.post(`/client_side_api/v1/order_items/${started.id}/refund`).set(bearer(maya)).expect(404)).body).toEqual({ message: 'Registration not found' });
  });

  it('offers donations on the watch page when the owner can take payments, except to the owner and to viewers who may not watch', async () => {
    const page = (viewer: TestUser | null, id: string) => (viewer ? t.http.get(`${VIDEOS}/${id}`).set(bearer(viewer)) : t.http.get(`${VIDEOS}/${id}`)).expect(200);
    expect((await page(sam, nightSongs)).body.donations).toEqual({ currency: 'usd' });
    expect((await page(null, nightSongs)).body.donations).toEqual({ currency: 'usd' });
    expect((await page(maya, nightSongs)).body.donations).toBeNull();
    expect((await page(sam, theosVideo)).body.donations).toBeNull();
    expect((await page(sam, friendsOnly)).body.donations).toBeNull();
    expect((await page(clara, friendsOnly)).body.donations).toEqual({ currency: 'usd' });
  });

  it('sums the paid donations in the management list, and shows N/A where the owner cannot take payments', async () => {
    // Paid so far: Sam's $5 and Clara's $10 to Night Songs; Clara's $5 to the Friends video and Sam's $7 are not paid.
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.video_donations')).length === 2);
    const list = (await t.http.get(`${MANAGED_VIDEOS}?ownerId=${maya.id}`).set(bearer(maya)).expect(200)).body.data as { id: string; donationsSum: number | 'N/A'; currency: string }[];
    expect(list.map(({ id, donationsSum, currency }) => ({ id, donationsSum, currency }))).toEqual(
      expect.arrayContaining([
        { id: nightSongs, donationsSum: 1500, currency: 'usd' },
        { id: friendsOnly, donationsSum: 0, currency: 'usd' },
      ]),
    );
    expect((await t.http.get(`${MANAGED_VIDEOS}/${nightSongs}?ownerId=${maya.id}`).set(bearer(maya)).expect(200)).body).toMatchObject({ donationsSum: 1500, currency: 'usd' });
    await sql(t, `UPDATE accounts.profiles SET currency = 'eur' WHERE id = $1`, [theo.id]);
    const theos = (await t.http.get(`${MANAGED_VIDEOS}?ownerId=${theo.id}`).set(bearer(theo)).expect(200)).body.data;
    expect(theos).toMatchObject([{ id: theosVideo, donationsSum: 'N/A', currency: 'eur' }]);
  });
});

describe('donations on videos (Stripe)', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret';
  const stripeApi = new FakeStripe();
  const intents = paymentIntentRoutes(stripeApi);
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let maya: TestUser;
  let sam: TestUser;
  let video: string;

  /** Stripe's webhook call for an event about `intent`, signed like Stripe signs it. */
  const deliver = (type: string, intent: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `evt_${randomUUID()}`, object: 'event', type, data: { object: intent } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.http.post('/client_side_api/v1/stripe/webhooks').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload).expect(200);
  };
  const start = async (amount: number) => (await t.http.post(DONATIONS).set(bearer(sam)).send({ videoId: video, amount }).expect(201)).body;
  const status = async (donationId: string) => (await t.http.get(`${DONATIONS}/${donationId}`).set(bearer(sam)).expect(200)).body.status as string;

  beforeAll(async () => {
    const apiBase = await stripeApi.start();
    t = await startTestApp({ stripe: { secretKey: 'sk_test_limelight', publishableKey: 'pk_test_limelight', webhookSecret: WEBHOOK_SECRET, apiBase } });
    [maya, sam] = await Promise.all(['Maya Lind', 'Sam Rivera'].map((name) => signUpUser(t.http, { name })));
    await sql(t, `UPDATE accounts.profiles SET stripe_account_id = 'acct_maya', stripe_charges_enabled = true WHERE id = $1`, [maya.id]);
    video = await addVideo(t, maya.id, 'Songs & <Stories>');
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.stop();
  });

  it('asks Stripe for a destination charge to the owner with the platform fee, and records the webhook’s success on the donation once', async () => {
    const started = await start(2000);
    expect(started.payment).toEqual({ gateway: 'stripe', paymentIntent: expect.stringMatching(/^pi_/), clientSecret: expect.stringMatching(/_secret_/), stripePaymentMethod: { key: 'pk_test_limelight', account: 'acct_maya' } });
    const [created] = stripeApi.calls.filter((call) => call.path === '/v1/payment_intents' && call.body.get('metadata[orderId]') === started.id);
    expect(created!.idempotencyKey).toBe(`donation-${started.id}`);
    expect(Object.fromEntries(created!.body)).toMatchObject({
      amount: '2000',
      currency: 'usd',
      application_fee_amount: '100',
      'transfer_data[destination]': 'acct_maya',
      description: 'Donation to Songs & <Stories>',
    });

    const intent = intents.intents.get(started.payment.paymentIntent)!;
    await deliver('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } });
    expect(await donationEvents(t, started.id)).toHaveLength(1);
    for (let n = 0; n < 3; n++) await deliver('payment_intent.succeeded', { ...intent, status: 'succeeded' });
    await deliver('payment_intent.canceled', { ...intent, status: 'canceled' });
    const events = await donationEvents(t, started.id);
    expect(events.map((event) => event.type)).toEqual(['DonationStarted', 'DonationPaid']);
    expect(events[1]!.data).toMatchObject({ paymentMethod: 'stripe', platformFee: 100, providerFee: 0, amount: 2000 });
  });

  it('acknowledges news it cannot place (an unknown reference, another payment of a donation) and records nothing', async () => {
    const unknown = randomUUID();
    const stray = { id: 'pi_stray', object: 'payment_intent', status: 'succeeded', amount: 500, currency: 'usd' };
    // deliver() expects 200: Stripe must not retry any of these.
    await deliver('payment_intent.succeeded', { ...stray, metadata: { orderId: unknown } });
    await deliver('payment_intent.succeeded', { ...stray, metadata: { orderId: 'not-a-reference' } });
    await deliver('payment_intent.succeeded', { ...stray, metadata: {} });
    expect(await donationEvents(t, unknown)).toEqual([]);

    const started = await start(1000);
    await deliver('payment_intent.succeeded', { ...stray, metadata: { orderId: started.id } });
    expect((await donationEvents(t, started.id)).map((event) => event.type)).toEqual(['DonationStarted']);
    expect(await status(started.id)).toBe('pending');
  });

  it('records the payment when the donor returns from Stripe before its webhook, and a cancelled payment as failed', async () => {
    const returning = await start(1500);
    intents.intents.get(returning.payment.paymentIntent)!.status = 'succeeded';
    expect(await status(returning.id)).toBe('paid');
    expect((await donationEvents(t, returning.id)).filter((event) => event.type === 'DonationPaid')).toHaveLength(1);

    const cancelled = await start(1500);
    await deliver('payment_intent.canceled', { ...intents.intents.get(cancelled.payment.paymentIntent)!, status: 'canceled' });
    expect(await status(cancelled.id)).toBe('failed');
  });
});
