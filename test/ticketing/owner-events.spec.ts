import { randomUUID } from 'node:crypto';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

interface Row {
  name: string;
  currency: string;
  revenue: number | null;
  ticketsSold: number | null;
  tickets: { name: string; ticketsSold: number | null }[];
  userAccessSetting: string;
}

describe("the organizer's events page data", () => {
  let t: TestApp;
  let maya: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    other = await signUpUser(t.http, { name: 'Omar Haddad' });
    await connectPayments(t, maya.id);
    await connectPayments(t, other.id);
  });
  afterAll(() => t.close());

  const list = async (owner: TestUser, query = ''): Promise<{ data: Row[]; totalCount: number }> =>
    (await t.http.get(`/client_side_api/v1/profile_management/events?ownerId=${owner.id}&${query}`).set(bearer(owner)).expect(200)).body;
  const names = async (owner: TestUser, query = '') => (await list(owner, query)).data.map((row) => row.name);

  /** A buyer pays for `quantity` tickets of `name` with the demo card. */
  async function sell(event: PublishedEvent, name: string, quantity: number): Promise<void> {
    const order = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets[name], quantity }] }).expect(201)).body;
    const attendeesAttributes = order.items.map((item: { id: string }) => ({ itemId: item.id, ...buyer() }));
    const confirmed = await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    await t.http.post(`/client_side_api/v1/orders/${order.id}/complete`).expect(200);
  }

  it("gives each date's revenue in its currency and sorts by revenue and by tickets sold, both ways", async () => {
    const cello = await publishedEvent(t, maya, { name: 'Cello Evening', ticketTypes: [ticket({ name: 'Seat', price: 3000, currency: 'eur' })] });
    const poetry = await publishedEvent(t, maya, { name: 'Poetry Slam', ticketTypes: [ticket({ name: 'Entry', price: 1000 }), ticket({ name: 'Front row', price: 2500 })] });
    await publishedEvent(t, maya, { name: 'Open Studio', ticketTypes: [ticket({ name: 'Visit', price: 0 })] });
    await sell(cello, 'Seat', 1);
    await sell(poetry, 'Entry', 2);

    const rows = (await list(maya)).data;
    expect(rows.find((row) => row.name === 'Cello Evening')).toMatchObject({ currency: 'eur', revenue: 3000, ticketsSold: 1, userAccessSetting: 'admin' });
    expect(rows.find((row) => row.name === 'Poetry Slam')).toMatchObject({
      currency: 'usd',
      revenue: 2000,
      ticketsSold: 2,
      ticketTypesCount: 2,
      tickets: [
        { name: 'Entry', ticketsSold: 2 },
        { name: 'Front row', ticketsSold: 0 },
      ],
    });
    expect(await names(maya, 'sort=revenue&direction=desc')).toEqual(['Cello Evening', 'Poetry Slam', 'Open Studio']);
    expect(await names(maya, 'sort=revenue&direction=asc')).toEqual(['Open Studio', 'Poetry Slam', 'Cello Evening']);
    expect(await names(maya, 'sort=ticketsSold&direction=desc')).toEqual(['Poetry Slam', 'Cello Evening', 'Open Studio']);
    expect(await names(maya, 'sort=ticketsSold&direction=asc')).toEqual(['Open Studio', 'Cello Evening', 'Poetry Slam']);
  });

  it('gives revenue exactly past 2^31 minor units, and no single amount for a date priced in two currencies', async () => {
    const gala = await publishedEvent(t, other, { name: 'Grand Gala', ticketTypes: [ticket({ name: 'Box', price: 2_500_000, quantity: 200_000 })] });
    // A hundred thousand boxes at $25,000 each (sold counts are the inventory's; set here to reach the size quickly).
    await sql(t, 'UPDATE ticketing.ticket_types SET sold = 100000 WHERE id = $1', [gala.tickets.Box]);
    const mixed = await publishedEvent(t, other, { name: 'Twin Cities Tour', ticketTypes: [ticket({ name: 'Dollar seat', price: 1000 }), ticket({ name: 'Euro seat', price: 900, currency: 'eur' })] });
    await sell(mixed, 'Dollar seat', 1);

    const rows = (await list(other, 'sort=revenue&direction=desc')).data;
    expect(rows.find((row) => row.name === 'Grand Gala')).toMatchObject({ currency: 'usd', revenue: 250_000_000_000, ticketsSold: 100_000 });
    expect(rows.find((row) => row.name === 'Twin Cities Tour')).toMatchObject({ currency: 'usd', revenue: null, ticketsSold: 1, tickets: [{ name: 'Dollar seat', ticketsSold: 1 }, { name: 'Euro seat', ticketsSold: 0 }] });
    expect(rows[0]!.name).toBe('Grand Gala');
    expect(rows.at(-1)!.name).toBe('Twin Cities Tour');
  });

  it('filters by category and refuses an unknown sort with a clear message', async () => {
    const categories: { id: string; name: string }[] = (await t.http.get('/client_side_api/v1/course_categories').expect(200)).body;
    const comedy = categories.find((c) => c.name === 'Comedy')!;
    await createEvent(t.http, maya, maya.id, { name: 'Stand-up Night', categoryId: comedy.id });
    expect(await names(maya, `category=${comedy.id}`)).toEqual(['Stand-up Night']);
    const refused = await t.http.get(`/client_side_api/v1/profile_management/events?ownerId=${maya.id}&sort=name`).set(bearer(maya)).expect(400);
    expect(refused.body).toEqual([{ message: expect.stringContaining('sort') }]);
  });

  it('lists the events the owner manages as a collaborator, with sales only where it has admin access', async () => {
    const door = await publishedEvent(t, other, { name: 'Harbour Choir', dates: [{ startsAt: inDays(4) }], ticketTypes: [ticket({ name: 'Choir seat', price: 1500 })] });
    const admin = await createEvent(t.http, other, other.id, { name: 'Harbour Film Club' });
    const basic = await createEvent(t.http, other, other.id, { name: 'Harbour Poetry', dates: [{ startsAt: inDays(-3) }] });
    const listedOnly = await createEvent(t.http, other, other.id, { name: 'Harbour Market' });
    const collaborate = (eventId: string, access: string, canManage = true) =>
      sql(t, `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting) VALUES ($1, $2, $3, 'Staff', $4, $5)`, [
        randomUUID(),
        eventId,
        maya.id,
        canManage,
        access,
      ]);
    await collaborate(door.eventId, 'door');
    await collaborate(admin, 'admin');
    await collaborate(basic, 'basic');
    await collaborate(listedOnly, 'admin', false);
    await sell(door, 'Choir seat', 2);

    const rows = (await list(maya, 'query=harbour')).data;
    expect(rows.map((row) => row.name)).toEqual(['Harbour Choir', 'Harbour Film Club']);
    expect(rows[0]).toMatchObject({ userAccessSetting: 'door', revenue: null, ticketsSold: null, ticketTypesCount: 1, tickets: [{ name: 'Choir seat', ticketsSold: null }] });
    expect(rows[1]).toMatchObject({ userAccessSetting: 'admin', revenue: 0, ticketsSold: 0 });
    expect((await list(maya, 'query=harbour&past=true')).data).toEqual([expect.objectContaining({ name: 'Harbour Poetry', userAccessSetting: 'basic', revenue: null })]);
    // Rows without sales details come last, whichever way the sales sort.
    expect(await names(maya, 'query=harbour&sort=revenue&direction=asc')).toEqual(['Harbour Film Club', 'Harbour Choir']);
    expect(await names(maya, 'query=harbour&sort=ticketsSold&direction=desc')).toEqual(['Harbour Film Club', 'Harbour Choir']);
    // The event's own organizer sees the sales.
    expect((await list(other, 'query=choir')).data).toEqual([expect.objectContaining({ userAccessSetting: 'admin', revenue: 3000, ticketsSold: 2 })]);
  });

  it("gives each row its event's time zone, in which the list shows the date", async () => {
    await createEvent(t.http, maya, maya.id, { name: 'Berlin Lieder', timezone: 'Europe/Berlin' });
    expect((await list(maya, 'query=lieder')).data).toEqual([expect.objectContaining({ name: 'Berlin Lieder', timezone: 'Europe/Berlin' })]);
  });
});
