import { randomUUID } from 'node:crypto';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { addCardReader, BOX_OFFICE } from '../support/terminal-sales.js';

const BOX_OFFICE_READ = (eventId: string, dateId: string) => `/client_side_api/v1/management/courses/${eventId}/box_office?event_id=${dateId}`;

describe('checkout: personal orders at the box office (cash, and what the box office may sell)', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  const sellForCash = (event: PublishedEvent, quantity: number, guests: object[] = [], as = owner) =>
    t.http.post(BOX_OFFICE(event.eventId)).set(bearer(as)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity }], guests, paymentMethod: 'cash' });
  const sold = async (ticketTypeId: string) => (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;
  const registrations = (event: PublishedEvent) => t.http.get(`/client_side_api/v1/management/courses/${event.eventId}/registrations?event_id=${event.dateId}`).set(bearer(owner));

  it('sells for cash to a buyer without e-mail: completed at once, on the guest list as Cash, and a cash sale in revenue', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2500, quantity: 10 })] });
    const walkIn = { firstName: 'Nina', lastName: 'Simone' };
    const order = (await sellForCash(event, 2, [walkIn, walkIn]).expect(201)).body;
    expect(order).toEqual({ orderId: expect.any(String), amount: 5000, currency: 'usd', paymentMethod: 'cash', status: 'completed', registrationIds: [expect.any(String), expect.any(String)], expiresAt: null });
    expect(await sold(event.tickets.General)).toBe(2);
    expect((await t.http.get(`/client_side_api/v1/orders/${order.orderId}`).expect(200)).body).toMatchObject({ status: 'completed', personalOrder: true, amount: 5000 });
    const tickets = (await t.http.get(`/client_side_api/v1/orders/${order.orderId}/tickets`).expect(200)).body as { firstName: string; lastName: string }[];
    expect(tickets.map((x) => `${x.firstName} ${x.lastName}`)).toEqual(['Nina Simone', 'Nina Simone']);

    await projectUntil(t, async () => (await registrations(event)).body.totalCount === 2);
    for (const row of (await registrations(event).expect(200)).body.data) expect(row).toMatchObject({ name: 'Nina Simone', email: '', paymentMethod: 'cash', paymentType: 'Cash', orderId: order.orderId });

    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.revenue_facts WHERE order_id = $1', [order.orderId])).length === 1);
    const revenue = (await t.http.get(`/client_side_api/v1/profile_management/revenue?ownerId=${owner.id}&dimension=course`).set(bearer(owner)).expect(200)).body;
    expect(revenue.totals).toEqual([expect.objectContaining({ currency: 'usd', grossSales: 5000, onlineSales: 0, terminalSales: 0, cashSales: 5000, viewcyFees: 0, netSales: 5000 })]);
    const listed = (await t.http.get(`/client_side_api/v1/profile_management/transactions?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.data;
    expect(listed.find((o: { id: string }) => o.id === order.orderId)).toMatchObject({ paymentMethod: 'cash', amount: 5000 });
  });

  it('sends no confirmation e-mail to a cash buyer who gave one', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000 })] });
    const order = (await sellForCash(event, 1, [{ firstName: 'Ella', lastName: 'Fitzgerald', email: 'Ella@Example.com' }]).expect(201)).body;
    await projectUntil(t, async () => (await registrations(event)).body.totalCount === 1);
    expect((await registrations(event)).body.data[0]).toMatchObject({ email: 'ella@example.com', paymentType: 'Cash' });
    expect(await sql(t, 'SELECT 1 FROM checkout.sent_emails WHERE order_id = $1', [order.orderId])).toEqual([]);
  });

  it('never oversells a date: cash sales take tickets within capacity only', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000, quantity: 3 })] });
    const attempts = await Promise.all([1, 2, 3, 4, 5].map(() => sellForCash(event, 1)));
    expect(attempts.filter((r) => r.status === 201)).toHaveLength(3);
    expect(attempts.filter((r) => r.status === 422).map((r) => r.body)).toEqual([{ message: 'Sold out' }, { message: 'Sold out' }]);
    expect(await sold(event.tickets.General)).toBe(3);
  });

  it('refuses bad input with clear messages', async () => {
    const listId = randomUUID();
    await sql(t, `INSERT INTO ticketing.custom_user_lists (id, owner_id, name) VALUES ($1, $2, 'Friends')`, [listId, owner.id]);
    const event = await publishedEvent(t, owner, {
      ticketTypes: [ticket({ name: 'General', price: 1000 }), ticket({ name: 'Free', price: 0 }), ticket({ name: 'Friends', price: 1000, visibilityScope: 'list', customUserListIds: [listId] })],
    });
    const send = (body: object) => t.http.post(BOX_OFFICE(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }], paymentMethod: 'cash', ...body });
    expect((await send({ paymentMethod: 'cheque' }).expect(400)).body).toEqual([{ message: 'paymentMethod must be terminal or cash' }]);
    expect((await send({ tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(422)).body).toEqual({ message: 'Free tickets are added as guests' });
    expect((await send({ tickets: [{ id: event.tickets.Friends, quantity: 1 }] }).expect(422)).body).toEqual({ message: 'This ticket is only for people on the organizer’s list' });
    expect((await send({ guests: [{ firstName: 'R2D2', lastName: 'Droid' }] }).expect(400)).body).toEqual([{ message: 'Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,' }]);
    expect((await send({ guests: [{ firstName: 'Nina', lastName: 'Simone', email: 'not-an-address' }] }).expect(400)).body).toEqual([{ message: 'Please enter a valid email address' }]);
    expect(await sold(event.tickets.General)).toBe(0);
  });

  it("tells the box office what it may sell of a date: secret tickets but not list tickets, at their price, and the owner's card readers", async () => {
    const listId = randomUUID();
    await sql(t, `INSERT INTO ticketing.custom_user_lists (id, owner_id, name) VALUES ($1, $2, 'Friends')`, [listId, owner.id]);
    const event = await publishedEvent(t, owner, {
      ticketTypes: [
        ticket({ name: 'General', price: 2500, quantity: 10 }),
        ticket({ name: 'Backstage', price: 5000, quantity: 4, visibilityScope: 'secret', code: 'BACKSTAGE', quantityPerCode: 3 }),
        ticket({ name: 'Friends', price: 1000, visibilityScope: 'list', customUserListIds: [listId] }),
      ],
    });
    const front = await addCardReader(t, owner.id, 'tmr_box_front', 'Front desk');
    const bar = await addCardReader(t, owner.id, 'tmr_box_bar', 'Bar');
    await sellForCash(event, 3).expect(201);

    const office = (await t.http.get(BOX_OFFICE_READ(event.eventId, event.dateId)).set(bearer(owner)).expect(200)).body;
    expect(office.eventDateId).toBe(event.dateId);
    expect(office.ticketTypes).toEqual([
      { id: event.tickets.General, name: 'General', attendance: 'in-person', price: 2500, currency: 'usd', available: 7, visibilityScope: 'other' },
      { id: event.tickets.Backstage, name: 'Backstage', attendance: 'in-person', price: 5000, currency: 'usd', available: 3, visibilityScope: 'secret' },
    ]);
    expect(office.cardReaders).toEqual([
      { id: front, name: 'Front desk', stripeReaderId: 'tmr_box_front' },
      { id: bar, name: 'Bar', stripeReaderId: 'tmr_box_bar' },
    ]);
    // The secret ticket sells without its code.
    const backstage = await t.http.post(BOX_OFFICE(event.eventId)).set(bearer(owner)).send({ eventDateId: event.dateId, tickets: [{ id: event.tickets.Backstage, quantity: 2 }], paymentMethod: 'cash' }).expect(201);
    expect(backstage.body).toMatchObject({ amount: 10000, status: 'completed' });

    // A date of another event, an unknown date and a missing one.
    const other = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 1000 })] });
    expect((await t.http.get(BOX_OFFICE_READ(event.eventId, other.dateId)).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Event not found' });
    expect((await t.http.get(BOX_OFFICE_READ(event.eventId, 'nope')).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Event not found' });
    expect((await t.http.get(`/client_side_api/v1/management/courses/${event.eventId}/box_office`).set(bearer(owner)).expect(400)).body).toEqual([{ message: 'event_id is required' }]);
  });

  it("admits the event's managers and door staff, with the owning organization's readers; refuses basic staff and others (403) and anonymous callers (401)", async () => {
    const organization = await createOrganization(t.http, owner);
    const event = await publishedEvent(t, owner, { ownerId: organization.id, ticketTypes: [ticket({ name: 'General', price: 1000 })] });
    await addCardReader(t, owner.id, 'tmr_box_maya', "Maya's own");
    const orgReader = await addCardReader(t, organization.id, 'tmr_box_org', 'Hall');
    const read = (as?: TestUser) => {
      const request = t.http.get(BOX_OFFICE_READ(event.eventId, event.dateId));
      return as ? request.set(bearer(as)) : request;
    };
    expect((await read(owner).expect(200)).body.cardReaders).toEqual([{ id: orgReader, name: 'Hall', stripeReaderId: 'tmr_box_org' }]);

    const staff = async (access: 'door' | 'basic') => {
      const user = await signUpUser(t.http);
      await sql(t, `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting) VALUES (gen_random_uuid(), $1, $2, 'Staff', true, $3)`, [event.eventId, user.id, access]);
      return user;
    };
    const door = await staff('door');
    expect((await read(door).expect(200)).body.cardReaders).toHaveLength(1);
    expect((await sellForCash(event, 1, [], door).expect(201)).body.status).toBe('completed');
    const basic = await staff('basic');
    expect(typeof (await read(basic).expect(403)).body.message).toBe('string');
    await sellForCash(event, 1, [], basic).expect(403);
    expect(typeof (await read(stranger).expect(403)).body.message).toBe('string');
    await sellForCash(event, 1, [], stranger).expect(403);
    expect((await read().expect(401)).body).toEqual({ message: 'Please log in to continue' });
  });
});
