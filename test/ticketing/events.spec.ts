import pg from 'pg';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { createEvent, inDays, ticket } from '../support/events.js';

describe('events', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  const connectPayments = async (profileId: string) => {
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    await client.query(`UPDATE accounts.profiles SET stripe_account_id = 'acct_test', stripe_charges_enabled = true WHERE id = $1`, [profileId]);
    await client.end();
  };

  it('creates a draft that only its managers see, then publishes it for everyone', async () => {
    const id = await createEvent(t.http, owner, owner.id, {
      dates: [{ startsAt: inDays(10) }, { startsAt: inDays(3), doorTime: inDays(3, 18) }, { startsAt: inDays(-5) }],
    });
    const hidden = await t.http.get(`/client_side_api/events/${id}`).expect(404);
    expect(hidden.body).toEqual({ message: 'Event not found' });
    await t.http.get(`/client_side_api/events/${id}`).set(bearer(stranger)).expect(404);
    const draft = await t.http.get(`/client_side_api/events/${id}`).set(bearer(owner)).expect(200);
    expect(draft.body).toMatchObject({ published: false, canManage: true, accessSetting: 'admin' });

    await t.http.post(`/client_side_api/v1/management/courses/${id}/publish`).set(bearer(stranger)).expect(403);
    expect((await t.http.post(`/client_side_api/v1/management/courses/${id}/publish`).set(bearer(owner)).expect(200)).body).toBe(true);

    const page = await t.http.get(`/client_side_api/events/${id}`).expect(200);
    expect(page.body).toMatchObject({
      name: 'Jazz at the Riverside',
      published: true,
      canManage: false,
      futureEventCount: 2,
      owner: { id: owner.id, username: owner.username, type: 'user' },
      locationSetting: 'other',
      location: { name: 'Riverside Hall', address: '1 River St, Hudson, NY' },
    });
    expect(page.body.dates).toHaveLength(3);
    expect(page.body.dates.map((d: { past: boolean }) => d.past)).toEqual([true, false, false]);
    expect(page.body.nextEvent.id).toBe(page.body.dates[1].id);
    expect(page.body.finalEvent.id).toBe(page.body.dates[2].id);
    expect(page.body.doorTime).toBe(inDays(3, 18));
  });

  it('sanitises the description and validates the form with clear messages', async () => {
    const id = await createEvent(t.http, owner, owner.id, { description: '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:x()">x</a></p>' });
    const draft = await t.http.get(`/client_side_api/v1/management/courses/${id}`).set(bearer(owner)).expect(200);
    expect(draft.body.description).toBe('<p>Hi <a rel="noopener noreferrer" target="_blank">x</a></p>');
    const invalid = await t.http
      .post('/client_side_api/v1/management/courses')
      .set(bearer(owner))
      .send({ ownerId: owner.id, name: ' ', timezone: 'Mars/Olympus', dates: [], ticketTypes: [ticket({ currency: 'xyz', price: -1 })] })
      .expect(400);
    expect(invalid.body).toEqual(
      expect.arrayContaining([
        { message: 'Event name is required' },
        { message: 'Choose a valid time zone' },
        { message: 'Add at least one date' },
        { message: 'Ticket price must be 0 or more' },
        { message: 'Choose a supported currency' },
      ]),
    );
  });

  it('refuses a currency that is not supported with the seeds’ message, and saves nothing', async () => {
    const eventsOf = async () =>
      (await t.http.get(`/client_side_api/v1/profile_management/events?ownerId=${owner.id}&perPage=100`).set(bearer(owner)).expect(200)).body.totalCount as number;
    const before = await eventsOf();
    for (const currency of ['xyz', 'USD', '']) {
      const refused = await t.http
        .post('/client_side_api/v1/management/courses')
        .set(bearer(owner))
        .send({ ownerId: owner.id, name: 'Doubloon Night', timezone: 'UTC', dates: [{ startsAt: inDays(5) }], ticketTypes: [ticket({ currency })] })
        .expect(400);
      expect(refused.body).toEqual([{ message: 'Choose a supported currency' }]);
    }
    expect(await eventsOf()).toBe(before);

    const id = await createEvent(t.http, owner, owner.id);
    const tickets = (await t.http.get(`/client_side_api/v1/management/courses/${id}/tickets`).set(bearer(owner)).expect(200)).body;
    const [saved] = tickets.dates[0].ticketTypes;
    const edit = { id: saved.id, eventDateId: saved.eventDateId, attendance: saved.attendance, name: saved.name, price: saved.price, quantity: saved.quantity, currency: 'doubloons' };
    const changed = await t.http.put(`/client_side_api/v1/management/courses/${id}/tickets`).set(bearer(owner)).send({ ticketTypes: [edit] }).expect(400);
    expect(changed.body).toEqual([{ message: 'Choose a supported currency' }]);
    const after = (await t.http.get(`/client_side_api/v1/management/courses/${id}/tickets`).set(bearer(owner)).expect(200)).body;
    expect(after).toMatchObject({ currency: 'usd', dates: [{ ticketTypes: [{ id: saved.id, currency: 'usd', fee: 89, cost: 2089 }] }] });
  });

  it('lets only managers edit, and keeps what was saved when an edit is invalid', async () => {
    const id = await createEvent(t.http, owner, owner.id);
    await t.http.patch(`/client_side_api/v1/management/courses/${id}`).set(bearer(stranger)).send({ name: 'Taken over', timezone: 'UTC' }).expect(403);
    await t.http.patch(`/client_side_api/v1/management/courses/${id}`).send({ name: 'Taken over', timezone: 'UTC' }).expect(401);
    await t.http.patch(`/client_side_api/v1/management/courses/${id}`).set(bearer(owner)).send({ name: '', timezone: 'UTC' }).expect(400);
    await t.http.patch(`/client_side_api/v1/management/courses/${id}`).set(bearer(owner)).send({ name: 'Jazz, renamed', timezone: 'Europe/Paris' }).expect(200);
    const edited = await t.http.get(`/client_side_api/v1/management/courses/${id}`).set(bearer(owner)).expect(200);
    expect(edited.body).toMatchObject({ name: 'Jazz, renamed', timezone: 'Europe/Paris' });
    await t.http.post('/client_side_api/v1/management/courses').set(bearer(stranger)).send({ ownerId: owner.id, name: 'x', timezone: 'UTC', dates: [], ticketTypes: [] }).expect(403);
  });

  it('lists a date’s tickets with fee, cost and the seeds’ status labels', async () => {
    const id = await createEvent(t.http, owner, owner.id, {
      ticketTypes: [
        ticket({ name: 'Paid', price: 2000 }),
        ticket({ name: 'Free', price: 0 }),
        ticket({ name: 'Gone', quantity: 0 }),
        ticket({ name: 'Later', salesStartAt: '2030-01-15T20:00:00Z' }),
        ticket({ name: 'Closed', salesEndAt: inDays(-1) }),
        ticket({ name: 'Hidden', visibilityScope: 'secret', code: 'VIP' }),
        ticket({ name: 'Stream', attendance: 'online', price: 1050 }),
      ],
    });
    await t.http.post(`/client_side_api/v1/management/courses/${id}/publish`).set(bearer(owner)).expect(200);
    const page = await t.http.get(`/client_side_api/events/${id}`).expect(200);
    const dateId = page.body.dates[0].id;
    const list = async () => (await t.http.get(`/client_side_api/v1/tickets?eventId=${dateId}&ticketType=in-person`).expect(200)).body as Record<string, unknown>[];
    const labels = (tickets: Record<string, unknown>[]) => Object.fromEntries(tickets.map((x) => [x.name, x.statusLabel]));

    expect(labels(await list())).toEqual({
      Paid: 'Ask organizer to setup payments',
      Free: null,
      Gone: 'Sold out',
      Later: 'Available from Jan 15, 2030, 3:00 PM',
      Closed: 'Pre-sales closed',
    });
    await connectPayments(owner.id);
    const tickets = await list();
    expect(labels(tickets).Paid).toBeNull();
    expect(tickets.find((x) => x.name === 'Paid')).toMatchObject({ price: 2000, fee: 89, cost: 2089, currency: 'usd', available: 100 });
    const online = (await t.http.get(`/client_side_api/v1/tickets?eventId=${dateId}&ticketType=online`).expect(200)).body;
    expect(online).toEqual([expect.objectContaining({ name: 'Stream', fee: 80, cost: 1130 })]);
    expect(page.body.onlineTicketsAvailable).toBe(true);
  });

  it('serves the categories', async () => {
    const categories = await t.http.get('/client_side_api/v1/course_categories').expect(200);
    expect(categories.body.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Music', 'Theatre', 'Comedy']));
  });
});

describe("the organizer's events", () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
  });
  afterAll(() => t.close());

  it('lists one row per date, upcoming or past, searchable and sortable, 25 per page', async () => {
    await createEvent(t.http, owner, owner.id, { name: 'Blues Night', dates: [{ startsAt: inDays(5) }, { startsAt: inDays(-5) }] });
    await createEvent(t.http, owner, owner.id, { name: 'Folk Morning', dates: [{ startsAt: inDays(2) }], ticketTypes: [ticket({ name: 'Entry' }), ticket({ name: 'VIP' })] });
    const list = (query: string) => t.http.get(`/client_side_api/v1/profile_management/events?ownerId=${owner.id}&${query}`).set(bearer(owner)).expect(200);
    const upcoming = (await list('')).body;
    expect(upcoming).toMatchObject({ page: 1, perPage: 25, totalCount: 2 });
    expect(upcoming.data.map((r: { name: string }) => r.name)).toEqual(['Folk Morning', 'Blues Night']);
    expect(upcoming.data[0]).toMatchObject({ published: false, revenue: 0, ticketsSold: 0, ticketTypesCount: 2, tickets: [{ name: 'Entry', ticketsSold: 0 }, { name: 'VIP', ticketsSold: 0 }], userAccessSetting: 'admin' });
    expect((await list('sort=startsAt&direction=desc')).body.data.map((r: { name: string }) => r.name)).toEqual(['Blues Night', 'Folk Morning']);
    expect((await list('past=true')).body).toMatchObject({ totalCount: 1, data: [{ name: 'Blues Night' }] });
    expect((await list('query=folk')).body.data.map((r: { name: string }) => r.name)).toEqual(['Folk Morning']);
    expect((await list('perPage=1&page=2')).body).toMatchObject({ page: 2, perPage: 1, totalCount: 2, data: [{ name: 'Blues Night' }] });
  });
});
