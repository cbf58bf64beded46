import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, sql } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

const courses = '/client_side_api/v1/management/courses';

interface ManagedTicket {
  id: string;
  eventDateId: string;
  name: string;
  price: number;
  fee: number;
  cost: number;
  quantity: number;
  sold: number;
  [field: string]: unknown;
}
interface ManagedDate {
  id: string;
  sold: number;
  ticketTypes: ManagedTicket[];
}

/** The saved ticket types as the PUT body lists them (what the tickets page sends back). */
const asEdits = (dates: ManagedDate[]) =>
  dates.flatMap((date) =>
    date.ticketTypes.map((t) => ({
      id: t.id,
      eventDateId: t.eventDateId,
      attendance: t.attendance,
      name: t.name,
      price: t.price,
      currency: t.currency,
      quantity: t.quantity,
      visibilityScope: t.visibilityScope,
      category: t.category,
      code: t.code,
      quantityPerCode: t.quantityPerCode,
    })),
  );

describe('an event’s ticket types and dates', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    stranger = await signUpUser(t.http);
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  const listOf = async (eventId: string): Promise<{ body: { dates: ManagedDate[]; [field: string]: unknown } }> => t.http.get(`${courses}/${eventId}/tickets`).set(bearer(owner)).expect(200);
  const twoDates = () =>
    createEvent(t.http, owner, owner.id, {
      dates: [{ startsAt: inDays(10) }, { startsAt: inDays(17) }],
      ticketTypes: [ticket({ name: 'General admission', price: 2000, quantity: 100 }), ticket({ name: 'Balcony', price: 1050, quantity: 20, category: 'Add on' })],
    });

  it('lists every ticket type per date with price, fee, buyer cost and sold, and the fee rule', async () => {
    const eventId = await twoDates();
    const { body } = await listOf(eventId);
    expect(body).toMatchObject({ eventId, eventName: 'Jazz at the Riverside', timezone: 'America/New_York', currency: 'usd', feePercent: 1 });
    expect(body.currencies).toContainEqual({ code: 'usd', symbol: '$', digits: 2, fixedFee: 69 });
    expect(body.currencies).toContainEqual({ code: 'jpy', symbol: '¥', digits: 0, fixedFee: 1 });
    expect(body.currencies).toHaveLength(11);
    expect(body.dates).toHaveLength(2);
    expect(body.dates[0]!.ticketTypes.map((x) => x.name)).toEqual(['General admission', 'Balcony']);
    expect(body.dates[0]!.ticketTypes[1]).toMatchObject({ price: 1050, fee: 80, cost: 1130, quantity: 20, sold: 0, category: 'Add on', visibilityScope: 'other', secret: false, code: null });
    expect(body.dates[1]).toMatchObject({ sold: 0, past: false });
  });

  it('replaces the ticket types: changes one, adds a secret one on one date, removes another; buyers see the change', async () => {
    const eventId = await twoDates();
    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(owner)).expect(200);
    const { body } = await listOf(eventId);
    const [first, second] = body.dates;
    const edits = asEdits(body.dates).filter((e) => !(e.eventDateId === second!.id && e.name === 'Balcony'));
    edits[0] = { ...edits[0]!, name: 'Standing', price: 2500, quantity: 80 };
    edits.push({ eventDateId: first!.id, attendance: 'in-person', name: 'Patron circle', price: 9000, currency: 'usd', quantity: 10, visibilityScope: 'secret', code: ' PATRON ', quantityPerCode: 2 } as never);
    const replaced = await t.http.put(`${courses}/${eventId}/tickets`).set(bearer(owner)).send({ ticketTypes: edits }).expect(200);
    expect(replaced.body).toBe(true);

    const after = (await listOf(eventId)).body.dates;
    expect(after[0]!.ticketTypes.map((x) => x.name)).toEqual(['Standing', 'Balcony', 'Patron circle']);
    expect(after[0]!.ticketTypes[0]).toMatchObject({ id: first!.ticketTypes[0]!.id, price: 2500, fee: 94, cost: 2594, quantity: 80 });
    expect(after[0]!.ticketTypes[2]).toMatchObject({ secret: true, code: 'PATRON', quantityPerCode: 2 });
    expect(after[1]!.ticketTypes.map((x) => x.name)).toEqual(['General admission']);

    const offered = await t.http.get(`/client_side_api/v1/tickets?eventId=${first!.id}`).expect(200);
    expect(offered.body.map((x: { name: string }) => x.name)).toEqual(['Standing', 'Balcony']);
    const unlocked = await t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${first!.id}&promoCode=PATRON`).expect(200);
    expect(JSON.stringify(unlocked.body)).toContain('Patron circle');
  });

  it('keeps sold tickets covered: no removal, no quantity below sold, and a new price leaves bought tickets as they were', async () => {
    const eventId = await twoDates();
    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(owner)).expect(200);
    const { body } = await listOf(eventId);
    const general = body.dates[0]!.ticketTypes[0]!;
    await sql(t, 'UPDATE ticketing.ticket_types SET sold = 3 WHERE id = $1', [general.id]);
    const edits = asEdits(body.dates);

    const removal = await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: edits.filter((e) => e.id !== general.id) })
      .expect(400);
    expect(removal.body).toEqual([{ message: 'General admission has 3 tickets sold and cannot be removed' }]);

    const below = await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: edits.map((e) => (e.id === general.id ? { ...e, quantity: 2 } : e)) })
      .expect(400);
    expect(below.body).toEqual([{ message: 'The quantity of General admission cannot be less than the 3 tickets sold' }]);

    // A buyer holds two tickets at $20 (+ $0.89 fee each) before the price changes.
    const order = await t.http
      .post('/client_side_api/v1/orders')
      .send({ event: general.eventDateId, tickets: [{ id: general.id, quantity: 2 }] })
      .expect(201);
    expect(order.body.amount).toBe(2 * 2089);
    await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: edits.map((e) => (e.id === general.id ? { ...e, quantity: 3, price: 5000 } : e)) })
      .expect(200);
    const after = (await listOf(eventId)).body.dates[0]!.ticketTypes[0]!;
    expect(after).toMatchObject({ price: 5000, quantity: 3, sold: 3 });
    expect((await t.http.get(`/client_side_api/v1/orders/${order.body.id}`).expect(200)).body.amount).toBe(2 * 2089);

    // While that checkout runs, the ticket type it holds cannot be removed either.
    const balcony = body.dates[0]!.ticketTypes[1]!;
    const held = await t.http.post('/client_side_api/v1/orders').send({ event: balcony.eventDateId, tickets: [{ id: balcony.id, quantity: 1 }] }).expect(201);
    const inCheckout = await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: edits.filter((e) => e.id !== balcony.id).map((e) => (e.id === general.id ? { ...e, quantity: 3 } : e)) })
      .expect(400);
    expect(inCheckout.body).toEqual([{ message: 'Balcony is in a checkout right now and cannot be removed; try again in a few minutes' }]);
    await t.http.post(`/client_side_api/v1/orders/${held.body.id}/cancel?status=timed_out`).expect(200);
  });

  it('shows a ticket its secret code unlocks with the same row as the event page: price, fee, cost, what is left and status', async () => {
    const eventId = await createEvent(t.http, owner, owner.id, {
      timezone: 'Asia/Tokyo',
      ticketTypes: [ticket({ name: 'Backstage', description: 'Meet the band', price: 2000, currency: 'jpy', quantity: 5, visibilityScope: 'secret', code: 'BACKSTAGE' })],
    });
    await t.http.post(`${courses}/${eventId}/publish`).set(bearer(owner)).expect(200);
    const [date] = (await listOf(eventId)).body.dates;
    const backstage = date!.ticketTypes[0]!;
    // Two of the five are in a buyer's checkout.
    await t.http.post('/client_side_api/v1/orders').send({ event: date!.id, tickets: [{ id: backstage.id, quantity: 2 }], secretCodes: ['BACKSTAGE'] }).expect(201);

    const unlocked = await t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${date!.id}&promoCode=backstage`).expect(200);
    expect(unlocked.body.tickets).toEqual([
      {
        id: backstage.id,
        eventDateId: date!.id,
        attendance: 'in-person',
        name: 'Backstage',
        description: 'Meet the band',
        price: 2000,
        fee: 21,
        cost: 2021,
        currency: 'jpy',
        available: 3,
        quantityPerCode: null,
        status: 'on_sale',
        statusLabel: null,
        seatsCategoryKeys: [],
      },
    ]);
    const { quantityPerCode: _perCode, ...unlockedRow } = unlocked.body.tickets[0];

    // The event page never lists a secret ticket: once the organizer makes it public, it shows the same row.
    const [edit] = asEdits([date!]);
    await t.http.put(`${courses}/${eventId}/tickets`).set(bearer(owner)).send({ ticketTypes: [{ ...edit, description: 'Meet the band', visibilityScope: 'other', code: null }] }).expect(200);
    const page = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
    expect(page.body.ticketTypes).toEqual([
      { ...unlockedRow, quantity: 5, startsSalesAt: null, endsSalesAt: null, timezone: 'Asia/Tokyo', visibilityScope: 'other', category: 'Admission', membershipTierIds: [], memberDiscount: null, benefitLabel: null, customUserListsCode: null, initialQuantityPerCode: null, quantityPerCode: null },
    ]);
    const dateTickets = await t.http.get(`/client_side_api/v1/tickets?eventId=${date!.id}`).expect(200);
    expect(dateTickets.body).toEqual(page.body.ticketTypes);
  });

  it('answers bad input with clear messages', async () => {
    const eventId = await twoDates();
    const { body } = await listOf(eventId);
    const [first, second] = body.dates;
    const edits = asEdits(body.dates);
    const put = (ticketTypes: unknown[]) => t.http.put(`${courses}/${eventId}/tickets`).set(bearer(owner)).send({ ticketTypes });
    const fresh = { eventDateId: first!.id, attendance: 'in-person', name: 'Extra', price: 1000, currency: 'usd', quantity: 5 };

    expect((await put([...edits, { ...fresh, visibilityScope: 'secret' }]).expect(400)).body).toEqual([{ message: 'Secret tickets need a code' }]);
    expect((await put([...edits, { ...fresh, visibilityScope: 'secret', code: '  ' }]).expect(400)).body).toEqual([{ message: 'Secret tickets need a code' }]);
    expect((await put([...edits, { ...fresh, visibilityScope: 'secret', code: 'VIP', quantityPerCode: 0 }]).expect(400)).body).toEqual([
      { message: 'Quantity per code must be at least 1' },
    ]);
    expect((await put([...edits, { ...fresh, currency: 'xyz' }]).expect(400)).body).toEqual(
      expect.arrayContaining([{ message: 'Choose a supported currency' }, { message: 'All tickets of an event use one currency' }]),
    );
    expect((await put([...edits, { ...fresh, currency: 'eur' }]).expect(400)).body).toEqual([{ message: 'All tickets of an event use one currency' }]);
    expect((await put([...edits, { ...fresh, name: ' ', price: -1, quantity: -5 }]).expect(400)).body).toEqual([
      { message: 'Ticket name is required' },
      { message: 'Ticket price must be 0 or more' },
      { message: 'Ticket quantity must be 0 or more' },
    ]);
    expect((await put([...edits, { ...fresh, salesStartAt: inDays(5), salesEndAt: inDays(4) }]).expect(400)).body).toEqual([{ message: 'Sales must end after they start' }]);
    expect((await put([...edits, { ...fresh, eventDateId: crypto.randomUUID() }]).expect(400)).body).toEqual([{ message: 'Choose a date of this event' }]);
    expect((await put([...edits, { ...fresh, id: crypto.randomUUID() }]).expect(400)).body).toEqual([{ message: 'Ticket type not found' }]);
    expect((await put([...edits, edits[0]]).expect(400)).body).toEqual([{ message: 'Each ticket type may appear only once' }]);
    expect((await put(edits.map((e, n) => (n === 0 ? { ...e, eventDateId: second!.id } : e))).expect(400)).body).toEqual([{ message: 'A ticket type cannot move to another date' }]);
    expect((await t.http.put(`${courses}/${eventId}/tickets`).set(bearer(owner)).send({}).expect(400)).body).toEqual([{ message: 'Send the list of ticket types' }]);
    // Nothing of it was saved.
    expect((await listOf(eventId)).body.dates).toEqual(body.dates);
  });

  it('forgets removed ticket types in the checkout questions that named them', async () => {
    const eventId = await twoDates();
    const { body } = await listOf(eventId);
    const [general, balcony] = body.dates[0]!.ticketTypes;
    await sql(t, 'UPDATE ticketing.events SET questions = $2 WHERE id = $1', [
      eventId,
      JSON.stringify([
        { id: 'q-both', title: 'Accessibility needs', position: 1, fieldType: 'TEXT', required: false, onlyForTickets: [general!.id, balcony!.id] },
        { id: 'q-balcony', title: 'Balcony side', position: 2, fieldType: 'SHORT_TEXT', required: false, onlyForTickets: [balcony!.id] },
        { id: 'q-all', title: 'Dietary needs', position: 3, fieldType: 'TEXT', required: false },
      ]),
    ]);
    await t.http
      .put(`${courses}/${eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: asEdits(body.dates).filter((e) => e.id !== balcony!.id) })
      .expect(200);
    const event = await t.http.get(`${courses}/${eventId}`).set(bearer(owner)).expect(200);
    expect(event.body.questions.map((q: { id: string; onlyForTickets?: string[] }) => [q.id, q.onlyForTickets])).toEqual([
      ['q-both', [general!.id]],
      ['q-all', undefined],
    ]);
  });

  it('adds a date with the ticket types of the last date, and removes a date unless it has sold tickets or is the only one', async () => {
    const eventId = await twoDates();
    const before = (await listOf(eventId)).body.dates;
    await sql(t, 'UPDATE ticketing.ticket_types SET sold = 4 WHERE id = $1', [before[1]!.ticketTypes[0]!.id]);

    const added = await t.http.post(`${courses}/${eventId}/dates`).set(bearer(owner)).send({ startsAt: inDays(24), endsAt: inDays(24, 22), doorTime: inDays(24, 18) }).expect(201);
    const bare = await t.http.post(`${courses}/${eventId}/dates`).set(bearer(owner)).send({ startsAt: inDays(31), copyTicketTypes: false }).expect(201);
    let dates = (await listOf(eventId)).body.dates;
    expect(dates.map((d) => d.id)).toEqual([before[0]!.id, before[1]!.id, added.body.id, bare.body.id]);
    expect(dates[2]).toMatchObject({ startsAt: inDays(24), doorTime: inDays(24, 18), sold: 0 });
    expect(dates[2]!.ticketTypes.map((x) => [x.name, x.price, x.quantity, x.sold])).toEqual([
      ['General admission', 2000, 100, 0],
      ['Balcony', 1050, 20, 0],
    ]);
    expect(dates[3]!.ticketTypes).toEqual([]);

    const invalid = await t.http.post(`${courses}/${eventId}/dates`).set(bearer(owner)).send({ startsAt: inDays(24), endsAt: inDays(23) }).expect(400);
    expect(invalid.body).toEqual([{ message: 'An end must come after its start' }]);
    expect((await t.http.post(`${courses}/${eventId}/dates`).set(bearer(owner)).send({ startsAt: 'soon' }).expect(400)).body).toEqual([{ message: 'Start must be a date and time' }]);

    const sold = await t.http.delete(`${courses}/${eventId}/dates/${before[1]!.id}`).set(bearer(owner)).expect(400);
    expect(sold.body).toEqual([{ message: 'This date has sold tickets and cannot be removed' }]);
    expect((await t.http.delete(`${courses}/${eventId}/dates/${added.body.id}`).set(bearer(owner)).expect(200)).body).toBe(true);
    expect((await t.http.delete(`${courses}/${eventId}/dates/${added.body.id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Date not found' });
    await t.http.delete(`${courses}/${eventId}/dates/${before[0]!.id}`).set(bearer(owner)).expect(200);
    await t.http.delete(`${courses}/${eventId}/dates/${bare.body.id}`).set(bearer(owner)).expect(200);
    dates = (await listOf(eventId)).body.dates;
    expect(dates.map((d) => [d.id, d.sold])).toEqual([[before[1]!.id, 4]]);
    await sql(t, 'UPDATE ticketing.ticket_types SET sold = 0 WHERE event_date_id = $1', [before[1]!.id]);
    const last = await t.http.delete(`${courses}/${eventId}/dates/${before[1]!.id}`).set(bearer(owner)).expect(400);
    expect(last.body).toEqual([{ message: 'An event needs at least one date' }]);
  });

  it('is only for the event’s managers with admin access', async () => {
    const eventId = await twoDates();
    const { body } = await listOf(eventId);
    await t.http.get(`${courses}/${eventId}/tickets`).expect(401);
    expect((await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(stranger)).expect(403)).body).toEqual({ message: 'You are not allowed to manage this account' });
    await t.http.put(`${courses}/${eventId}/tickets`).set(bearer(stranger)).send({ ticketTypes: [] }).expect(403);
    await t.http.post(`${courses}/${eventId}/dates`).set(bearer(stranger)).send({ startsAt: inDays(40) }).expect(403);
    await t.http.delete(`${courses}/${eventId}/dates/${body.dates[0]!.id}`).set(bearer(stranger)).expect(403);
    expect((await t.http.get(`${courses}/${crypto.randomUUID()}/tickets`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Event not found' });

    // A collaborator with admin access manages the tickets too; with door access they do not.
    const door = await signUpUser(t.http);
    const admin = await signUpUser(t.http);
    for (const [person, accessSetting] of [[door, 'door'], [admin, 'admin']] as const) {
      await t.http.post(`${courses}/${eventId}/teachings`).set(bearer(owner)).send({ profileId: person.id, name: 'Producer', canManage: true, accessSetting }).expect(201);
    }
    await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(door)).expect(403);
    await t.http.put(`${courses}/${eventId}/tickets`).set(bearer(door)).send({ ticketTypes: asEdits(body.dates) }).expect(403);
    await t.http.get(`${courses}/${eventId}/tickets`).set(bearer(admin)).expect(200);
    await t.http.put(`${courses}/${eventId}/tickets`).set(bearer(admin)).send({ ticketTypes: asEdits(body.dates) }).expect(200);
  });
});
