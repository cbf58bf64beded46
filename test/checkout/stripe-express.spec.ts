import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import type { TestApp, TestUser } from '../support/app.js';
import { buyer, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { startStripeApp, type StripeApp } from '../support/stripe-app.js';

const ORDERS = '/client_side_api/v1/orders';

describe('checkout: express orders with Stripe', () => {
  let stripe: StripeApp;
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    stripe = await startStripeApp();
    ({ t, owner } = stripe);
  });
  afterAll(() => stripe.close());

  /** The PaymentIntent creations the fake received for `orderId`, as form fields. */
  const intentsOf = (orderId: string) => stripe.fake.callsTo('POST', '/v1/payment_intents').filter((call) => call.body.get('metadata[orderId]') === orderId).map((call) => Object.fromEntries(call.body));

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

    await stripe.deliver('payment_intent.succeeded', { ...stripe.intents.intents.get(intentId)!, status: 'succeeded' }).expect(200);
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
