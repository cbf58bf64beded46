import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';

interface Group {
  eventId: string;
  eventName: string;
  startsAt: string;
  timezone: string;
  registrations: { id: string; name: string; status: string; attendanceType: string; transferAllowed: boolean; cancelAllowed: boolean; transferredTo: string | null; orderItemId: string }[];
}

describe("checkout: the buyer's tickets", () => {
  let t: TestApp;
  let owner: TestUser;
  let ada: TestUser;
  let carla: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
    ada = await signUpUser(t.http, { name: 'Ada Lovelace' });
    carla = await signUpUser(t.http, { name: 'Carla Bley' });
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, type: 'future' | 'past', as = user) => t.http.get(`/client_side_api/v1/profiles/${user.id}/orders/${type}`).set(bearer(as));
  const groups = async (user: TestUser, type: 'future' | 'past') => (await (await list(user, type)).body.data) as Group[];
  const registration = async (user: TestUser, type: 'future' | 'past', id: string) => (await groups(user, type)).flatMap((g) => g.registrations).find((r) => r.id === id);
  const transfer = (user: TestUser, id: string, to: object, ownerId = user.id) =>
    t.http.patch(`/client_side_api/v1/profiles/${ownerId}/registrations/${id}/transfer`).set(bearer(user)).send({ user: to });
  const cancel = (user: TestUser, id: string, ownerId = user.id) => t.http.patch(`/client_side_api/v1/profiles/${ownerId}/order_items/${id}/cancel`).set(bearer(user));
  const soldOf = async (ticketTypeId: string) => (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;

  /** Ada, signed in, takes free tickets; returns the order's ticket ids once the registrations show them. */
  async function freeOrder(dateId: string, ticketTypeId: string, quantity: number): Promise<string[]> {
    const order = (await t.http.post(ORDERS).set(bearer(ada)).send({ event: dateId, tickets: [{ id: ticketTypeId, quantity }] }).expect(201)).body;
    const attendees = order.items.map((item: { id: string }) => ({ itemId: item.id, firstName: 'Ada', lastName: 'Lovelace', email: ada.email }));
    await t.http.post(`${ORDERS}/${order.id}/confirm`).set(bearer(ada)).send({ buyerAttributes: buyer({ email: ada.email, emailConfirm: ada.email }), attendeesAttributes: attendees }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [order.id])).length === quantity);
    return order.items.map((item: { id: string }) => item.id);
  }

  it('lists upcoming and past tickets grouped by date, to their owner only', async () => {
    const upcoming = await publishedEvent(t, owner, { name: 'Upcoming Jazz', ticketTypes: [ticket({ name: 'Free', price: 0 })] });
    const earlier = await publishedEvent(t, owner, { name: 'Last Season', ticketTypes: [ticket({ name: 'Free', price: 0 })] });
    const [first] = await freeOrder(upcoming.dateId, upcoming.tickets.Free!, 2);
    const [old] = await freeOrder(earlier.dateId, earlier.tickets.Free!, 1);
    await sql(t, `UPDATE ticketing.event_dates SET starts_at = now() - interval '10 days', ends_at = now() - interval '10 days' + interval '3 hours', door_time = NULL WHERE id = $1`, [earlier.dateId]);

    const future = (await groups(ada, 'future')).find((g) => g.eventId === upcoming.eventId)!;
    expect(future).toMatchObject({ eventName: 'Upcoming Jazz', timezone: 'America/New_York', startsAt: expect.any(String) });
    expect(future.registrations).toHaveLength(2);
    expect(future.registrations.find((r) => r.id === first)).toEqual({
      id: first,
      name: 'Ada Lovelace',
      ticket: 'Free',
      status: 'active',
      attendanceType: 'in-person',
      transferAllowed: true,
      cancelAllowed: true,
      transferredTo: null,
      orderItemId: first,
      orderId: expect.any(String),
      broadcastId: null,
      customUserListData: null,
    });
    const past = await groups(ada, 'past');
    expect(past.map((g) => g.eventName)).toEqual(['Last Season']);
    expect(past[0]!.registrations[0]).toMatchObject({ id: old, transferAllowed: false, cancelAllowed: false });
    expect((await groups(carla, 'future')).length).toBe(0);

    const other = await list(ada, 'future', carla);
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ message: 'You can only see your own tickets' });
    await t.http.get(`/client_side_api/v1/profiles/${ada.id}/orders/future`).expect(401);
    expect((await t.http.get(`/client_side_api/v1/profiles/${ada.id}/orders/someday`).set(bearer(ada)).expect(400)).body).toEqual([{ message: 'type must be future or past' }]);
  });

  it('transfers an in-person ticket to a new holder, who then sees it; the buyer sees it passed on', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0 })] });
    const [given, kept] = await freeOrder(event.dateId, event.tickets.Free!, 2);

    expect((await transfer(carla, given!, { name: 'Carla Bley', email: carla.email }).expect(403)).body).toEqual({ message: 'User not authorized to transfer registration' });
    expect((await transfer(ada, given!, { name: 'Carla Bley', email: carla.email }, carla.id).expect(403)).body).toEqual({ message: 'User not authorized to transfer registration' });
    expect((await transfer(ada, given!, { name: '', email: 'nope' }).expect(400)).body).toEqual([{ message: 'Name is required' }, { message: 'Please enter a valid email address' }]);

    expect((await transfer(ada, given!, { name: 'Carla Bley', email: carla.email.toUpperCase() }).expect(200)).body).toEqual({ message: 'Ticket transferred successfully' });
    // The ticket link /ticket/{id} finds its order.
    expect((await t.http.get(`/client_side_api/v1/registrations/${given}`).expect(200)).body).toEqual({ id: given, orderId: expect.any(String) });
    await t.http.get('/client_side_api/v1/registrations/not-a-ticket').expect(404);
    // The ticket itself names the new holder at once.
    const orderId = (await sql<{ order_id: string }>(t, 'SELECT order_id FROM checkout.registrations WHERE id = $1', [given]))[0]!.order_id;
    const tickets = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body as { id: string; firstName: string; lastName: string }[];
    expect(tickets.find((x) => x.id === given)).toMatchObject({ firstName: 'Carla', lastName: 'Bley' });

    await projectUntil(t, async () => (await registration(carla, 'future', given!)) !== undefined);
    expect(await registration(carla, 'future', given!)).toMatchObject({ name: 'Carla Bley', transferAllowed: true, cancelAllowed: true, transferredTo: null });
    expect(await registration(ada, 'future', given!)).toMatchObject({ transferAllowed: false, cancelAllowed: false, transferredTo: 'Carla Bley' });
    expect(await registration(ada, 'future', kept!)).toMatchObject({ transferAllowed: true, transferredTo: null });
    // Passed on: the buyer can no longer act on it.
    expect((await transfer(ada, given!, { name: 'Ada Lovelace', email: ada.email }).expect(422)).body).toEqual({ message: 'This ticket has been transferred to someone else.' });
    expect((await cancel(ada, given!).expect(422)).body).toEqual({ message: 'This ticket cannot be canceled.' });
  });

  it('refuses to transfer online, checked-in and canceled tickets with a clear message', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Stream', price: 0, attendance: 'online' })] });
    const [online] = await freeOrder(event.dateId, event.tickets.Stream!, 1);
    expect((await transfer(ada, online!, { name: 'Carla Bley', email: carla.email }).expect(422)).body).toEqual({ message: 'This ticket is non-transferable.' });
    expect(await registration(ada, 'future', online!)).toMatchObject({ attendanceType: 'online', transferAllowed: false });

    const hall = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0 })] });
    const [scanned, dropped] = await freeOrder(hall.dateId, hall.tickets.Free!, 2);
    const orderId = (await sql<{ order_id: string }>(t, 'SELECT order_id FROM checkout.registrations WHERE id = $1', [scanned]))[0]!.order_id;
    const codes = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body as { id: string; qrCode: string }[];
    await t.http.post('/client_side_api/v1/management/check_ins').set(bearer(owner)).send({ code: codes.find((c) => c.id === scanned)!.qrCode }).expect(200);
    expect((await transfer(ada, scanned!, { name: 'Carla Bley', email: carla.email }).expect(422)).body).toEqual({ message: 'This ticket has been checked in, so it can no longer be transferred.' });
    expect((await cancel(ada, scanned!).expect(422)).body).toEqual({ message: 'This ticket cannot be canceled.' });
    expect(await registration(ada, 'future', scanned!)).toMatchObject({ status: 'checked_in', transferAllowed: false, cancelAllowed: false });

    await cancel(ada, dropped!).expect(200);
    expect((await transfer(ada, dropped!, { name: 'Carla Bley', email: carla.email }).expect(422)).body).toEqual({ message: 'This ticket has been canceled, so it can no longer be transferred.' });
  });

  it('cancels a free ticket of a date to come, once, and its capacity comes back', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0, quantity: 2 })] });
    const [mine] = await freeOrder(event.dateId, event.tickets.Free!, 2);
    expect(await soldOf(event.tickets.Free!)).toBe(2);
    expect((await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(422)).body).toEqual({ message: 'Sold out' });

    expect((await cancel(carla, mine!).expect(403)).body).toEqual({ message: 'User not authorized to cancel registration' });
    expect((await cancel(ada, mine!).expect(200)).body).toEqual({ message: 'Ticket canceled successfully' });
    expect(await soldOf(event.tickets.Free!)).toBe(1);
    expect((await cancel(ada, mine!).expect(422)).body).toEqual({ message: 'This ticket cannot be canceled.' });
    expect(await soldOf(event.tickets.Free!)).toBe(1);
    await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(201);

    await projectUntil(t, async () => (await registration(ada, 'future', mine!))?.status === 'canceled');
    expect(await registration(ada, 'future', mine!)).toMatchObject({ status: 'canceled', transferAllowed: false, cancelAllowed: false });
    expect((await cancel(ada, '00000000-0000-4000-8000-000000000000').expect(404)).body).toEqual({ message: 'Registration not found' });
  });

  it('refuses to cancel a paid ticket (the organizer refunds those)', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Paid', price: 1500 })] });
    const order = (await t.http.post(ORDERS).set(bearer(ada)).send({ event: event.dateId, tickets: [{ id: event.tickets.Paid, quantity: 1 }] }).expect(201)).body;
    const attendees = [{ itemId: order.items[0].id, firstName: 'Ada', lastName: 'Lovelace', email: ada.email }];
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).set(bearer(ada)).send({ buyerAttributes: buyer({ email: ada.email, emailConfirm: ada.email }), attendeesAttributes: attendees }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [order.id])).length === 1);
    expect(await registration(ada, 'future', order.items[0].id)).toMatchObject({ cancelAllowed: false, transferAllowed: true });
    expect((await cancel(ada, order.items[0].id).expect(422)).body).toEqual({ message: 'This ticket cannot be canceled.' });
  });
});
