import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { FakeStripe, paymentIntentRoutes } from '../support/fake-stripe.js';
import { terminalRoutes } from '../support/fake-stripe-terminal.js';
import { addCardReader, BOX_OFFICE, TERMINAL } from '../support/terminal-sales.js';

describe('checkout: card-reader sales on Stripe Terminal', () => {
  const stripeApi = new FakeStripe();
  const intents = paymentIntentRoutes(stripeApi);
  const readers = terminalRoutes(stripeApi, intents.intents);
  let t: TestApp;
  let owner: TestUser;
  let reader: string;

  beforeAll(async () => {
    const apiBase = await stripeApi.start();
    t = await startTestApp({ stripe: { secretKey: 'sk_test_limelight', publishableKey: 'pk_test_limelight', webhookSecret: 'whsec_test', apiBase } });
    owner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    reader = await addCardReader(t, owner.id, 'tmr_front');
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.stop();
  });

  const terminal = (call: string, body: object) => t.http.post(`${TERMINAL}/${call}`).set(bearer(owner)).send(body);
  const boxOfficeOrder = async (price = 2500, quantity = 2) => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price, quantity: 10 })] });
    const order = (await t.http.post(BOX_OFFICE(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity }] }).expect(201)).body;
    return { event, orderId: order.orderId as string };
  };
  const intentOf = (orderId: string) => [...intents.intents.values()].filter((i) => (i.metadata as Record<string, string>).orderId === orderId);

  it('charges a card_present PaymentIntent directly on the connected account, hands it to the reader and completes once paid', async () => {
    const { event, orderId } = await boxOfficeOrder();
    expect((await terminal('process_payment', { id: orderId, readerId: reader }).expect(200)).body).toEqual({ status: 'processing', message: null, testMode: true });
    const [created] = stripeApi.calls.filter((c) => c.path === '/v1/payment_intents' && c.body.get('metadata[orderId]') === orderId);
    expect(created!.stripeAccount).toBe('acct_test_owner');
    expect(created!.idempotencyKey).toMatch(new RegExp(`^terminal-${orderId}-`));
    expect(Object.fromEntries(created!.body)).toMatchObject({ amount: '5000', currency: 'usd', 'allowed_payment_method_types[0]': 'card_present', capture_method: 'automatic' });
    // A direct charge: no application fee, no transfer.
    expect([...created!.body.keys()].filter((k) => /application_fee|transfer_data/.test(k))).toEqual([]);
    const intentId = intentOf(orderId)[0]!.id as string;
    const [handed] = stripeApi.callsTo('POST', '/v1/terminal/readers/tmr_front/process_payment_intent');
    expect({ account: handed!.stripeAccount, intent: handed!.body.get('payment_intent') }).toEqual({ account: 'acct_test_owner', intent: intentId });

    expect((await terminal('check_payment_status', { id: orderId }).expect(200)).body).toEqual({ status: 'processing', message: null });
    expect((await terminal('confirm_payment', { id: orderId, readerId: reader }).expect(200)).body).toEqual({ status: 'succeeded', message: null });
    const [presented] = stripeApi.callsTo('POST', '/v1/test_helpers/terminal/readers/tmr_front/present_payment_method');
    expect({ account: presented!.stripeAccount, number: presented!.body.get('card_present[number]') }).toEqual({ account: 'acct_test_owner', number: '4242424242424242' });
    expect((await terminal('check_payment_status', { id: orderId }).expect(200)).body.status).toBe('succeeded');
    expect((await sql(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [event.tickets.General]))[0]).toEqual({ sold: 2 });
    expect((await t.http.get(`/client_side_api/v1/orders/${orderId}`).expect(200)).body.status).toBe('completed');
  });

  it("reports a decline with the reader's message, or the seeds' message when it gives none, and sells on the next try", async () => {
    const { orderId } = await boxOfficeOrder(1500, 1);
    await terminal('process_payment', { id: orderId, readerId: reader }).expect(200);
    expect((await terminal('confirm_payment', { id: orderId, readerId: reader, card: 'declined' }).expect(200)).body).toEqual({ status: 'failed', message: 'Your card has been declined.' });

    // Try again: a new payment; the reader fails without a reason this time.
    await terminal('process_payment', { id: orderId, readerId: reader }).expect(200);
    expect(intentOf(orderId).map((i) => i.status)).toEqual(['canceled', 'requires_payment_method']);
    const action = readers.readers.get('tmr_front')!.action!;
    readers.readers.get('tmr_front')!.action = { ...action, status: 'failed', failure_code: 'reader_error', failure_message: null };
    expect((await terminal('check_payment_status', { id: orderId }).expect(200)).body).toEqual({ status: 'failed', message: 'There was an error with the payment. Please try again.' });

    await terminal('process_payment', { id: orderId, readerId: reader }).expect(200);
    expect((await terminal('confirm_payment', { id: orderId, readerId: reader }).expect(200)).body.status).toBe('succeeded');
    expect(intentOf(orderId).map((i) => i.status)).toEqual(['canceled', 'canceled', 'succeeded']);
  });

  it('keeps processing while the guest never taps a card, and cancel_payment stops the reader and the payment', async () => {
    const { orderId } = await boxOfficeOrder(1000, 1);
    await terminal('process_payment', { id: orderId, readerId: reader }).expect(200);
    for (let poll = 0; poll < 3; poll++) expect((await terminal('check_payment_status', { id: orderId }).expect(200)).body.status).toBe('processing');
    expect((await terminal('cancel_payment', { id: orderId, readerId: reader }).expect(200)).body).toEqual({ status: 'canceled', message: null });
    expect(stripeApi.callsTo('POST', '/v1/terminal/readers/tmr_front/cancel_action').at(-1)!.stripeAccount).toBe('acct_test_owner');
    expect(readers.readers.get('tmr_front')!.action).toBeNull();
    expect(intentOf(orderId).map((i) => i.status)).toEqual(['canceled']);
  });

  it("answers 'Please check your terminal payments' when the reader cannot take the payment", async () => {
    const offline = await addCardReader(t, owner.id, 'tmr_offline', 'Back bar');
    readers.offline.add('tmr_offline');
    const { orderId } = await boxOfficeOrder(1000, 1);
    expect((await terminal('process_payment', { id: orderId, readerId: offline }).expect(422)).body).toEqual({ message: 'Please check your terminal payments' });
    // Another reader takes it.
    await terminal('process_payment', { id: orderId, readerId: reader }).expect(200);
    expect((await terminal('confirm_payment', { id: orderId, readerId: reader }).expect(200)).body.status).toBe('succeeded');
  });
});
