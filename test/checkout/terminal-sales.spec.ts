import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { addCardReader, BOX_OFFICE, TERMINAL } from '../support/terminal-sales.js';

describe('checkout: box-office sales at a card reader (simulated reader)', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let reader: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
    reader = await addCardReader(t, owner.id, 'tmr_demo_front');
  });
  afterAll(() => t.close());

  const sell = (event: { eventId: string; dateId: string; tickets: Record<string, string> }, quantity: number, as = owner) =>
    t.http.post(BOX_OFFICE(event.eventId)).set(bearer(as)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity }], guests: [{ firstName: 'Nina', lastName: 'Simone', email: 'nina@example.com' }] });
  const terminal = (call: string, body: object, as = owner) => t.http.post(`${TERMINAL}/${call}`).set(bearer(as)).send(body);
  const sold = async (ticketTypeId: string) => (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;

  it('sells at the ticket price with no fee, completes on the reader’s payment once, and reports it as a terminal sale', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2500, quantity: 10 })] });
    const order = (await sell(event, 2).expect(201)).body;
    expect(order).toMatchObject({ amount: 5000, currency: 'usd' });
    expect(order.registrationIds).toHaveLength(2);

    expect((await terminal('process_payment', { id: order.orderId, readerId: reader }).expect(200)).body).toEqual({ status: 'processing', message: null, testMode: true });
    expect((await terminal('check_payment_status', { id: order.orderId }).expect(200)).body).toEqual({ status: 'processing', message: null });
    expect((await terminal('confirm_payment', { id: order.orderId, readerId: reader }).expect(200)).body).toEqual({ status: 'succeeded', message: null });
    // Polled again: still the one sale.
    expect((await terminal('check_payment_status', { id: order.orderId }).expect(200)).body).toEqual({ status: 'succeeded', message: null });
    expect(await sold(event.tickets.General)).toBe(2);
    expect((await t.http.get(`/client_side_api/v1/orders/${order.orderId}`).expect(200)).body).toMatchObject({ status: 'completed', personalOrder: true, amount: 5000 });
    const tickets = (await t.http.get(`/client_side_api/v1/orders/${order.orderId}/tickets`).expect(200)).body as { firstName: string }[];
    expect(tickets.map((x) => x.firstName).sort()).toEqual(['Anonymous', 'Nina']);

    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.revenue_facts WHERE order_id = $1', [order.orderId])).length === 1);
    const revenue = (await t.http.get(`/client_side_api/v1/profile_management/revenue?ownerId=${owner.id}&dimension=course`).set(bearer(owner)).expect(200)).body;
    expect(revenue.totals).toEqual([expect.objectContaining({ currency: 'usd', grossSales: 5000, onlineSales: 0, terminalSales: 5000, viewcyFees: 0, netSales: 5000 })]);
    const listed = (await t.http.get(`/client_side_api/v1/profile_management/transactions?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.data;
    expect(listed.find((o: { id: string }) => o.id === order.orderId)).toMatchObject({ paymentMethod: 'terminal', amount: 5000 });
    await projectUntil(t, async () => (await t.http.get(`/client_side_api/v1/management/courses/${event.eventId}/registrations?event_id=${event.dateId}`).set(bearer(owner))).body.totalCount === 2);
    const rows = (await t.http.get(`/client_side_api/v1/management/courses/${event.eventId}/registrations?event_id=${event.dateId}`).set(bearer(owner)).expect(200)).body.data;
    for (const row of rows) expect(row).toMatchObject({ paymentMethod: 'terminal', paymentType: 'Card reader' });
  });

  it('keeps a declined order payable: the reason is given, and trying again sells', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1200, quantity: 5 })] });
    const order = (await sell(event, 1).expect(201)).body;
    await terminal('process_payment', { id: order.orderId, readerId: reader }).expect(200);
    expect((await terminal('confirm_payment', { id: order.orderId, readerId: reader, card: 'declined' }).expect(200)).body).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect((await terminal('check_payment_status', { id: order.orderId }).expect(200)).body).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(await sold(event.tickets.General)).toBe(0);
    // Try Again.
    await terminal('process_payment', { id: order.orderId, readerId: reader }).expect(200);
    expect((await terminal('check_payment_status', { id: order.orderId }).expect(200)).body.status).toBe('processing');
    expect((await terminal('confirm_payment', { id: order.orderId, readerId: reader }).expect(200)).body.status).toBe('succeeded');
    expect(await sold(event.tickets.General)).toBe(1);
  });

  it('cancels the reader’s payment: the order stays held for another try, and giving it up frees the tickets', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1500, quantity: 2 })] });
    const order = (await sell(event, 2).expect(201)).body;
    await terminal('process_payment', { id: order.orderId, readerId: reader }).expect(200);
    expect((await terminal('cancel_payment', { id: order.orderId, readerId: reader }).expect(200)).body).toEqual({ status: 'canceled', message: null });
    expect((await terminal('check_payment_status', { id: order.orderId }).expect(200)).body).toEqual({ status: 'canceled', message: null });
    // A card shown after the cancel pays nothing.
    expect((await terminal('confirm_payment', { id: order.orderId, readerId: reader }).expect(200)).body.status).toBe('canceled');
    // The tickets stay held meanwhile: nothing else can take them.
    expect((await sell(event, 1).expect(422)).body).toEqual({ message: 'Sold out' });
    // Tried again and paid.
    await terminal('process_payment', { id: order.orderId, readerId: reader }).expect(200);
    expect((await terminal('confirm_payment', { id: order.orderId, readerId: reader }).expect(200)).body.status).toBe('succeeded');
    expect(await sold(event.tickets.General)).toBe(2);
    expect((await terminal('cancel_payment', { id: order.orderId, readerId: reader }).expect(409)).body).toEqual({ message: 'This order is already completed' });

    // Another sale given up: its tickets go back on sale.
    const other = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1500, quantity: 1 })] });
    const given = (await sell(other, 1).expect(201)).body;
    await terminal('process_payment', { id: given.orderId, readerId: reader }).expect(200);
    await terminal('cancel_payment', { id: given.orderId, readerId: reader }).expect(200);
    await t.http.post(`/client_side_api/v1/orders/${given.orderId}/cancel`).expect(200);
    await sell(other, 1).expect(201);
  });

  it('holds inventory like any order: box-office sales never oversell a date', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000, quantity: 3 })] });
    const attempts = await Promise.all([1, 2, 3, 4, 5].map(() => sell(event, 1)));
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(3);
    expect(attempts.filter((r) => r.status === 422).map((r) => r.body)).toEqual([{ message: 'Sold out' }, { message: 'Sold out' }]);
    const buyer = await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] });
    expect(buyer.status).toBe(422);
  });

  it('refuses bad input with clear messages', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000 }), ticket({ name: 'Free', price: 0 })] });
    const free = await t.http.post(BOX_OFFICE(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(422);
    expect(free.body).toEqual({ message: 'Free tickets are added as guests' });
    const order = (await sell(event, 1).expect(201)).body;
    expect((await terminal('process_payment', { id: order.orderId, readerId: '5b0c3f52-0000-4000-8000-000000000000' }).expect(404)).body).toEqual({ message: 'Card reader not found' });
    expect((await terminal('check_payment_status', { id: order.orderId }).expect(404)).body).toEqual({ message: 'Payment not found' });
    expect((await terminal('check_payment_status', { id: '5b0c3f52-0000-4000-8000-000000000001' }).expect(404)).body).toEqual({ message: 'Order not found' });
    expect((await terminal('check_payment_status', { id: 'nope' }).expect(400)).body).toEqual([{ message: 'Order not found' }]);
    // An online order is not paid at a reader.
    const online = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(201)).body;
    expect((await terminal('process_payment', { id: online.id, readerId: reader }).expect(422)).body).toEqual({ message: 'This order is not paid at a card reader' });
  });

  it("refuses another owner's reader, users of another owner (403) and anonymous callers (401), and admits door staff", async () => {
    const organization = await createOrganization(t.http, owner);
    const event = await publishedEvent(t, owner, { ownerId: organization.id, ticketTypes: [ticket({ name: 'General', price: 1000 })] });
    const order = (await sell(event, 1).expect(201)).body;
    // Maya's own reader is not the organization's.
    expect((await terminal('process_payment', { id: order.orderId, readerId: reader }).expect(404)).body).toEqual({ message: 'Card reader not found' });
    const orgReader = await addCardReader(t, organization.id, 'tmr_demo_org');
    await terminal('process_payment', { id: order.orderId, readerId: orgReader }).expect(200);
    for (const [call, body] of [
      ['process_payment', { id: order.orderId, readerId: orgReader }],
      ['check_payment_status', { id: order.orderId }],
      ['cancel_payment', { id: order.orderId, readerId: orgReader }],
      ['confirm_payment', { id: order.orderId, readerId: orgReader }],
    ] as const) {
      expect((await terminal(call, body, stranger).expect(403)).body.message).toEqual(expect.any(String));
      expect((await t.http.post(`${TERMINAL}/${call}`).send(body).expect(401)).body).toEqual({ message: 'Please log in to continue' });
    }
    await sell(event, 1, stranger).expect(403);
    await t.http.post(BOX_OFFICE(event.eventId)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(401);

    const door = await signUpUser(t.http);
    await sql(t, `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting) VALUES (gen_random_uuid(), $1, $2, 'Door', true, 'door')`, [event.eventId, door.id]);
    const doorSale = (await sell(event, 1, door).expect(201)).body;
    await terminal('process_payment', { id: doorSale.orderId, readerId: orgReader }, door).expect(200);
    expect((await terminal('confirm_payment', { id: doorSale.orderId, readerId: orgReader }, door).expect(200)).body.status).toBe('succeeded');
  });
});

describe('checkout: card-reader test cards in production', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ terminalTestMode: false });
    owner = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  it("refuses 'Confirm Payment' (404) and tells the web there are no test cards", async () => {
    const reader = await addCardReader(t, owner.id, 'tmr_live');
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000 })] });
    const order = (await t.http.post(BOX_OFFICE(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(201)).body;
    expect((await t.http.post(`${TERMINAL}/process_payment`).set(bearer(owner)).send({ id: order.orderId, readerId: reader }).expect(200)).body.testMode).toBe(false);
    expect((await t.http.post(`${TERMINAL}/confirm_payment`).set(bearer(owner)).send({ id: order.orderId, readerId: reader }).expect(404)).body).toEqual({ message: 'Not found' });
    expect((await t.http.post(`${TERMINAL}/check_payment_status`).set(bearer(owner)).send({ id: order.orderId }).expect(200)).body.status).toBe('processing');
  });
});
