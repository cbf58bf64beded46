import { randomUUID } from 'node:crypto';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const guestsOf = (eventId: string) => `/client_side_api/v1/management/courses/${eventId}/guests`;
const registrationsOf = (eventId: string) => `/client_side_api/v1/management/courses/${eventId}/registrations`;

describe('checkout: guests and the registrations of a date', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  const listed = async (user: TestUser, eventId: string, query: string) => (await t.http.get(`${registrationsOf(eventId)}?${query}`).set(bearer(user)).expect(200)).body;

  it("adds guests with default names and 'free' payment, lists them as 'Comp (Free)' and mails nobody", async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2500, quantity: 10 })] });
    const added = await t.http
      .post(guestsOf(event.eventId))
      .set(bearer(owner))
      .send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity: 3 }], guests: [{ firstName: 'Nina', lastName: 'Simone', email: 'Nina@Example.com' }, {}] })
      .expect(201);
    expect(added.body).toMatchObject({ message: 'Guest(s) added successfully!' });
    expect(added.body.registrationIds).toHaveLength(3);

    // The order went through the decider: completed, personal, free, nothing to pay.
    const order = (await t.http.get(`/client_side_api/v1/orders/${added.body.orderId}`).expect(200)).body;
    expect(order).toMatchObject({ status: 'completed', personalOrder: true, amount: 0 });
    expect((await sql(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [event.tickets.General]))[0]).toEqual({ sold: 3 });

    await projectUntil(t, async () => (await listed(owner, event.eventId, `event_id=${event.dateId}`)).totalCount === 3);
    const page = await listed(owner, event.eventId, `event_id=${event.dateId}`);
    expect(page).toMatchObject({ page: 1, perPage: 10, totalCount: 3 });
    expect(page.data.map((r: { name: string; email: string }) => [r.name, r.email]).sort()).toEqual([
      ['Anonymous Guest', ''],
      ['Anonymous Guest', ''],
      ['Nina Simone', 'nina@example.com'],
    ]);
    for (const row of page.data) {
      expect(row).toMatchObject({ ticket: 'General', status: 'active', paymentMethod: 'free', paymentType: 'Comp (Free)', orderId: added.body.orderId, checkedIn: false });
    }
    // Search by name, e-mail or ticket; paging.
    expect((await listed(owner, event.eventId, `event_id=${event.dateId}&query=simone`)).data.map((r: { name: string }) => r.name)).toEqual(['Nina Simone']);
    expect((await listed(owner, event.eventId, `event_id=${event.dateId}&query=nobody`)).totalCount).toBe(0);
    const second = await listed(owner, event.eventId, `event_id=${event.dateId}&page=2&perPage=2`);
    expect(second).toMatchObject({ page: 2, perPage: 2, totalCount: 3 });
    expect(second.data).toHaveLength(1);
    // No confirmation e-mail for guests, even with an address.
    expect(await sql(t, 'SELECT 1 FROM checkout.sent_emails WHERE order_id = $1', [added.body.orderId])).toEqual([]);
    // Reports see the guest order with payment method 'free'.
    await projectUntil(t, async () => (await sql(t, 'SELECT payment_method FROM reporting.transactions WHERE id = $1', [added.body.orderId])).length === 1);
    expect((await sql(t, 'SELECT payment_method, amount FROM reporting.transactions WHERE id = $1', [added.body.orderId]))[0]).toEqual({ payment_method: 'free', amount: 0 });
  });

  it("respects the capacity: more guests than tickets left is 'Sold out' and sells nothing", async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Tiny', price: 0, quantity: 2 })] });
    const add = (quantity: number) => t.http.post(guestsOf(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.Tiny, quantity }] });
    expect((await add(3).expect(422)).body).toEqual({ message: 'Sold out' });
    await add(2).expect(201);
    expect((await add(1).expect(422)).body).toEqual({ message: 'Sold out' });
    expect((await sql(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [event.tickets.Tiny]))[0]).toEqual({ sold: 2 });
  });

  it('refuses bad input with clear messages', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 0 })] });
    const add = (body: object) => t.http.post(guestsOf(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }], ...body });
    expect((await add({ guests: [{ email: 'not-an-address' }] }).expect(400)).body).toEqual([{ message: 'Please enter a valid email address' }]);
    expect((await add({ guests: [{ firstName: 'R2D2' }] }).expect(400)).body).toEqual([{ message: 'Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,' }]);
    expect((await add({ guests: [{}, {}] }).expect(400)).body).toEqual([{ message: 'There are more guests than tickets' }]);
    expect((await add({ tickets: [{ id: event.tickets.General, quantity: 0 }] }).expect(400)).body).toEqual([{ message: 'Please select at least one ticket' }]);
    expect((await add({ tickets: [{ id: randomUUID(), quantity: 1 }] }).expect(422)).body).toEqual({ message: 'That ticket is not available for this date' });
    expect((await add({ eventDateId: randomUUID() }).expect(404)).body).toEqual({ message: 'Event not found' });
  });

  it('admits door staff of the event, and refuses another owner (403) and anonymous callers (401)', async () => {
    const organization = await createOrganization(t.http, owner);
    const event = await publishedEvent(t, owner, { ownerId: organization.id, ticketTypes: [ticket({ name: 'General', price: 0 })] });
    const body = { eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] };
    expect((await t.http.post(guestsOf(event.eventId)).set(bearer(stranger)).send(body).expect(403)).body.message).toEqual(expect.any(String));
    await t.http.get(registrationsOf(event.eventId)).set(bearer(stranger)).expect(403);
    await t.http.post(guestsOf(event.eventId)).send(body).expect(401);

    const door = await signUpUser(t.http);
    const basic = await signUpUser(t.http);
    for (const [user, access] of [[door, 'door'], [basic, 'basic']] as const) {
      await sql(t, `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting) VALUES ($1, $2, $3, 'Staff', true, $4)`, [randomUUID(), event.eventId, user.id, access]);
    }
    await t.http.post(guestsOf(event.eventId)).set(bearer(door)).send(body).expect(201);
    await t.http.get(registrationsOf(event.eventId)).set(bearer(door)).expect(200);
    await t.http.post(guestsOf(event.eventId)).set(bearer(basic)).send(body).expect(403);
  });
});
