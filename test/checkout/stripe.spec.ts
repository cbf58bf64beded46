import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import type { TestApp, TestUser } from '../support/app.js';
import { buyer, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { startStripeApp, type StripeApp } from '../support/stripe-app.js';

const ORDERS = '/client_side_api/v1/orders';

describe('checkout: Stripe', () => {
  let stripe: StripeApp;
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    stripe = await startStripeApp();
    ({ t, owner } = stripe);
  });
  afterAll(() => stripe.close());

  const paidOrder = async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 2 }] }).expect(201)).body;
    const confirmed = (await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body;
    return { event, order, confirmed, intentId: confirmed.paymentRequest.paymentIntent as string };
  };

  it('asks for a destination charge with the ticket fees as application fee, once per selection, even when the call is retried', async () => {
    // Stripe stumbles on the first try: the retry carries the same idempotency key, so one PaymentIntent is made.
    stripe.intents.failNextCreate = true;
    const { order, confirmed, intentId } = await paidOrder();
    expect(confirmed.paymentRequest).toEqual({
      gateway: 'stripe',
      paymentIntent: intentId,
      clientSecret: `${intentId}_secret_test`,
      stripePaymentMethod: { key: 'pk_test_limelight', account: 'acct_owner' },
    });
    const created = stripe.fake.calls.filter((r) => r.path === '/v1/payment_intents' && r.body.get('metadata[orderId]') === order.id);
    expect(created).toHaveLength(2);
    expect(created[1]!.idempotencyKey).toBe(created[0]!.idempotencyKey);
    const { body, idempotencyKey } = created[0]!;
    expect(Object.fromEntries(body)).toMatchObject({
      amount: '4178',
      currency: 'usd',
      application_fee_amount: '178',
      'transfer_data[destination]': 'acct_owner',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[orderId]': order.id,
    });
    expect(idempotencyKey).toMatch(new RegExp(`^order-${order.id}-`));
  });

  it('completes the order once and issues each ticket once, whatever the webhook repeats or reorders', async () => {
    const { event, order, intentId } = await paidOrder();
    const intent = { ...stripe.intents.intents.get(intentId)! };
    // A forged call changes nothing.
    expect((await stripe.deliver('payment_intent.succeeded', { ...intent, status: 'succeeded' }, 'whsec_someone_else').expect(400)).body).toEqual({ message: 'Invalid Stripe signature' });
    expect((await t.http.get(`${ORDERS}/${order.id}/summary`).expect(200)).body.status).toBe('handling_payment');

    await stripe.deliver('payment_intent.succeeded', { ...intent, status: 'succeeded' }).expect(200);
    // Late and repeated news: processing and a failure after the success, then the success ten more times.
    await stripe.deliver('payment_intent.processing', { ...intent, status: 'processing' }).expect(200);
    await stripe.deliver('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.' } }).expect(200);
    await Promise.all(Array.from({ length: 5 }, () => stripe.deliver('payment_intent.succeeded', { ...intent, status: 'succeeded' }).expect(200)));
    for (let n = 0; n < 5; n++) await stripe.deliver('payment_intent.succeeded', { ...intent, status: 'succeeded' }).expect(200);

    expect((await t.http.get(`${ORDERS}/${order.id}/summary`).expect(200)).body).toMatchObject({ status: 'completed', paymentResult: 'succeeded' });
    const stream = await t.app.get(EventStore).readStream(`order-${order.id}`);
    expect(stream.filter((e) => e.type === 'OrderCompleted')).toHaveLength(1);
    expect(stream.filter((e) => e.type === 'PaymentSucceeded')).toHaveLength(1);
    const issued = (stream.find((e) => e.type === 'OrderCompleted')!.data as { tickets: { itemId: string }[] }).tickets;
    expect(new Set(issued.map((x) => x.itemId)).size).toBe(2);
    expect((await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [event.tickets.General]))[0]!.sold).toBe(2);
  });

  it('acknowledges events it has nothing to do with', async () => {
    await stripe.deliver('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent', metadata: { orderId: '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22' } }).expect(200);
    await stripe.deliver('customer.created', { id: 'cus_1', object: 'customer' }).expect(200);
  });

  it('refunds a payment that succeeds after its order was cancelled', async () => {
    const { order, intentId } = await paidOrder();
    await t.http.post(`${ORDERS}/${order.id}/cancel?status=timed_out`).expect(200);
    expect(stripe.fake.calls.some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(true);
    await stripe.deliver('payment_intent.succeeded', { ...stripe.intents.intents.get(intentId)!, status: 'succeeded' }).expect(200);
    const refunds = stripe.fake.calls.filter((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === intentId);
    expect(refunds.map((r) => Object.fromEntries(r.body))).toEqual([{ payment_intent: intentId, amount: '4178', refund_application_fee: 'true', reverse_transfer: 'true' }]);
    expect(refunds[0]!.idempotencyKey).toBeTruthy();
    expect((await t.http.get(`${ORDERS}/${order.id}/summary`).expect(200)).body.status).toBe('timed_out');
  });

  it('reads the payment back when the buyer returns before the webhook', async () => {
    const { order, intentId } = await paidOrder();
    stripe.intents.intents.get(intentId)!.status = 'succeeded';
    expect((await t.http.post(`${ORDERS}/${order.id}/complete`).expect(200)).body).toMatchObject({ status: 'completed' });
  });
});
