import Stripe from 'stripe';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { FakeStripe, paymentIntentRoutes } from '../support/fake-stripe.js';
import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
const ORDERS = '/client_side_api/v1/orders';

describe('checkout: express orders with Stripe', () => {
  const stripeApi = new FakeStripe();
  const intents = paymentIntentRoutes(stripeApi);
  const signer = new Stripe('sk_test_signer');
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    const apiBase = await stripeApi.start();
    t = await startTestApp({ stripe: { secretKey: 'sk_test_limelight', publishableKey: 'pk_test_limelight', webhookSecret: WEBHOOK_SECRET, apiBase } });
    owner = await signUpUser(t.http);
    await sql(t, `UPDATE accounts.profiles SET stripe_account_id = 'acct_owner', stripe_charges_enabled = true WHERE id = $1`, [owner.id]);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.stop();
  });

  /** Stripe's webhook call for an event about `intent`, signed as Stripe signs it. */
  const deliver = (type: string, intent: Record<string, unknown>) => {
    const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object: intent } });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return t.http.post('/client_side_api/v1/stripe/webhooks').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(payload);
  };
  /** The PaymentIntent creations the fake received for `orderId`, as form fields. */
  const intentsOf = (orderId: string) => stripeApi.callsTo('POST', '/v1/payment_intents').filter((call) => call.body.get('metadata[orderId]') === orderId).map((call) => Object.fromEntries(call.body));

  it('creates the PaymentIntent of the wallet’s payment as an express destination charge, and the webhook completes the order', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })] });
    const general = event.tickets.General!;

    const created = (await t.http.post(`${ORDERS}/create_express`).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }] }).expect(201)).body;
    // Stripe's Express Checkout Element needs the publishable key before the order is confirmed.
    expect(created).toMatchObject({ status: 'express_processing', express: true, paymentGateway: 'stripe', stripePaymentMethod: { key: 'pk_test_limelight', account: 'acct_owner' } });
    const updated = (await t.http.patch(`${ORDERS}/${created.id}/update_express`).send({ tickets: [{ id: general, quantity: 2 }] }).expect(200)).body;
    expect(updated).toMatchObject({ status: 'express_processing', amount: 4178, stripePaymentMethod: { key: 'pk_test_limelight', account: 'acct_owner' } });
    expect(intentsOf(created.id)).toEqual([]);

    // The wallet's billing name and e-mail are the buyer, and hold every ticket.
    const payer = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
    const confirmed = (
      await t.http
        .post(`${ORDERS}/${created.id}/confirm`)
        .send({ buyerAttributes: { ...payer, emailConfirm: payer.email }, attendeesAttributes: updated.items.map((item: { id: string }) => ({ itemId: item.id, ...payer })) })
        .expect(200)
    ).body;
    const intentId = confirmed.paymentRequest.paymentIntent as string;
    expect(confirmed.paymentRequest).toEqual({ gateway: 'stripe', paymentIntent: intentId, clientSecret: `${intentId}_secret_test`, stripePaymentMethod: { key: 'pk_test_limelight', account: 'acct_owner' } });
    expect(intentsOf(created.id)).toEqual([
      expect.objectContaining({
        amount: '4178',
        currency: 'usd',
        'automatic_payment_methods[enabled]': 'true',
        'transfer_data[destination]': 'acct_owner',
        application_fee_amount: '178',
        'metadata[orderId]': created.id,
        'metadata[express]': 'true',
      }),
    ]);

    await deliver('payment_intent.succeeded', { ...intents.intents.get(intentId)!, status: 'succeeded' }).expect(200);
    expect((await t.http.get(`${ORDERS}/${created.id}/summary`).expect(200)).body).toMatchObject({ status: 'completed', paymentResult: 'succeeded', ticketsCount: 2, email: 'grace@example.com' });
    const stream = await t.app.get(EventStore).readStream(`order-${created.id}`);
    expect((stream.find((e) => e.type === 'OrderCompleted')!.data as { paymentMethod: string }).paymentMethod).toBe('stripe');
    expect((await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [general]))[0]!.sold).toBe(2);
  });

  it('marks the payment of an order made without express checkout as not express', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(201)).body;
    // The usual order learns its gateway only when its payment is asked for.
    expect(order).toMatchObject({ status: 'pending', express: false, paymentGateway: null, stripePaymentMethod: null });
    await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    expect(intentsOf(order.id)).toEqual([expect.objectContaining({ amount: '2089', 'metadata[orderId]': order.id, 'metadata[express]': 'false' })]);
  });
});
