import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { bearer, signUpUser, startTestApp, turnOnDeveloperZone, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, sql } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';
const COURSES = '/client_side_api/v1/management/courses';

interface DoorTicket {
  id: string;
  qrCode: string;
  firstName: string;
  seat: string | null;
}

/** A time of day in New York, as the door is told it. */
const NEW_YORK_TIME = /^\d{1,2}:\d\d [AP]M E[SD]T$/;

describe('checkout: door check-in', () => {
  let t: TestApp;
  let owner: TestUser;
  let door: TestUser;
  let basic: TestUser;
  let otherOwner: TestUser;
  /** An event with two dates and two ticket types on each. */
  let eventId: string;
  let dates: string[];
  /** Ticket type ids of each date, by name. */
  let types: Record<string, string>[];

  beforeAll(async () => {
    t = await startTestApp();
    [owner, door, basic, otherOwner] = [await signUpUser(t.http, { name: 'Maya Lind' }), await signUpUser(t.http), await signUpUser(t.http), await signUpUser(t.http)];
    await connectPayments(t, owner.id);
    eventId = await createEvent(t.http, owner, owner.id, {
      name: 'Door night',
      collectInformationSetting: 'each-attendee',
      dates: [{ startsAt: inDays(10) }, { startsAt: inDays(11) }],
      ticketTypes: [ticket({ name: 'General', price: 0 }), ticket({ name: 'Balcony', price: 1500 })],
    });
    await t.http.post(`${COURSES}/${eventId}/publish`).set(bearer(owner)).expect(200);
    const page = await t.http.get(`/client_side_api/events/${eventId}`).expect(200);
    dates = page.body.dates.map((d: { id: string }) => d.id);
    types = await Promise.all(
      dates.map(async (dateId) => Object.fromEntries((await sql<{ id: string; name: string }>(t, 'SELECT id, name FROM ticketing.ticket_types WHERE event_date_id = $1', [dateId])).map((r) => [r.name, r.id]))),
    );
    await sql(
      t,
      `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting)
       VALUES (gen_random_uuid(), $1, $2, 'Door staff', true, 'door'), (gen_random_uuid(), $1, $3, 'Helper', true, 'basic')`,
      [eventId, door.id, basic.id],
    );
  });
  afterAll(() => t.close());

  /** A published event of the owner with one date; its date and ticket type ids by name. */
  async function oneDateEvent(name: string, ticketNames: string[]): Promise<{ eventId: string; dateId: string; types: Record<string, string> }> {
    const id = await createEvent(t.http, owner, owner.id, { name, collectInformationSetting: 'each-attendee', ticketTypes: ticketNames.map((n) => ticket({ name: n, price: 0 })) });
    await t.http.post(`${COURSES}/${id}/publish`).set(bearer(owner)).expect(200);
    const rows = await sql<{ id: string; name: string; event_date_id: string }>(
      t,
      'SELECT tt.id, tt.name, tt.event_date_id FROM ticketing.ticket_types tt JOIN ticketing.event_dates d ON d.id = tt.event_date_id WHERE d.event_id = $1',
      [id],
    );
    return { eventId: id, dateId: rows[0]!.event_date_id, types: Object.fromEntries(rows.map((r) => [r.name, r.id])) };
  }

  /** Tickets of a type bought for named attendees (seats A1, A2, …), completed (paid by the demo card when not free); their codes. */
  async function buy(ticketTypeId: string, names: string[]): Promise<{ orderId: string; tickets: DoorTicket[] }> {
    const [{ event_date_id: dateId }] = (await sql<{ event_date_id: string }>(t, 'SELECT event_date_id FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId])) as [{ event_date_id: string }];
    const order = (await t.http.post(ORDERS).send({ event: dateId, tickets: [{ id: ticketTypeId, quantity: names.length }] }).expect(201)).body;
    const attendees = order.items.map((item: { id: string }, n: number) => {
      const [firstName, lastName] = names[n]!.split(' ');
      return { itemId: item.id, firstName, lastName, email: `${firstName!.toLowerCase()}@example.com`, seat: `A${n + 1}` };
    });
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: attendees }).expect(200);
    if (confirmed.body.paymentRequest) {
      await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    }
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [order.id])).length === names.length);
    const tickets = (await t.http.get(`${ORDERS}/${order.id}/tickets`).expect(200)).body as DoorTicket[];
    return { orderId: order.id, tickets };
  }

  const scan = (user: TestUser | null, body: Record<string, unknown>, onEvent = eventId) => {
    const request = t.http.post(`${COURSES}/${onEvent}/check_ins`);
    return (user ? request.set(bearer(user)) : request).send(body);
  };

  it("admits a scanned ticket with the holder's name, ticket type and seat; scanned again it answers when it was checked in", async () => {
    const { tickets } = await buy(types[0]!.General!, ['Grace Hopper', 'Alan Turing']);
    const [grace] = tickets;
    const first = await scan(door, { code: grace!.qrCode, eventDateId: dates[0], scanId: 'scan-grace-1' }).expect(200);
    expect(first.body).toEqual({
      id: grace!.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      ticket: 'General',
      ticketTypeId: types[0]!.General,
      seat: 'A1',
      eventId,
      eventDateId: dates[0],
      status: 'checked_in',
      checkedInAt: expect.any(String),
      sameScan: false,
      message: 'Checked in',
    });
    const again = await scan(owner, { code: grace!.qrCode, eventDateId: dates[0], scanId: 'scan-grace-2' }).expect(409);
    expect(again.body.message).toMatch(/^Already checked in at /);
    expect(again.body.message.replace('Already checked in at ', '')).toMatch(NEW_YORK_TIME);
    // The phone that lost the first answer sends its scan again: it is told that this scan admitted the holder.
    const resent = await scan(door, { code: grace!.qrCode, eventDateId: dates[0], scanId: 'scan-grace-1' }).expect(200);
    expect(resent.body).toMatchObject({ firstName: 'Grace', sameScan: true, checkedInAt: first.body.checkedInAt });
    expect(resent.body.message).toMatch(/^Already checked in by this scan at \d{1,2}:\d\d [AP]M E[SD]T$/);
    const stream = await t.app.get(EventStore).readStream(`order-${(await sql<{ order_id: string }>(t, 'SELECT order_id FROM checkout.registrations WHERE id = $1', [grace!.id]))[0]!.order_id}`);
    expect(stream.filter((e) => e.type === 'TicketCheckedIn')).toHaveLength(1);
    // The guest list shows it at once.
    const [row] = await sql<{ status: string }>(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [grace!.id]);
    expect(row!.status).toBe('checked_in');
  });

  it('admits a ticket found in the guest list (by name, e-mail or order) without its code', async () => {
    const { orderId, tickets } = await buy(types[0]!.General!, ['Ida Wells']);
    const search = async (query: string) =>
      (await t.http.get(`${COURSES}/${eventId}/registrations`).query({ event_id: dates[0], query }).set(bearer(door)).expect(200)).body.data.map((r: { id: string }) => r.id);
    for (const query of ['ida we', 'IDA@EXAMPLE', orderId.slice(0, 8)]) expect(await search(query)).toEqual([tickets[0]!.id]);
    const [found] = (await t.http.get(`${COURSES}/${eventId}/registrations`).query({ event_id: dates[0], query: 'Ida' }).set(bearer(door)).expect(200)).body.data;
    expect(found).toMatchObject({ name: 'Ida Wells', ticket: 'General', ticketTypeId: types[0]!.General, seat: 'A1', status: 'active' });
    const admitted = await scan(door, { registrationId: found.id, eventDateId: dates[0] }).expect(200);
    expect(admitted.body).toMatchObject({ firstName: 'Ida', lastName: 'Wells', seat: 'A1', status: 'checked_in' });
  });

  it('refuses forged codes, other dates and events, canceled and refunded tickets, each with why', async () => {
    const { tickets } = await buy(types[1]!.Balcony!, ['Rosa Parks', 'Mary Jackson', 'Ada Byron']);
    const [onDate2, canceled, refunded] = tickets;
    const refusal = async (body: Record<string, unknown>, status: number, onEvent = eventId) => (await scan(owner, body, onEvent).expect(status)).body;

    const [version, id, signature] = onDate2!.qrCode.split('.') as [string, string, string];
    for (const forged of [`${version}.${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, 'hello']) {
      expect(await refusal({ code: forged, eventDateId: dates[0] }, 422)).toEqual({ message: 'Invalid ticket' });
    }
    expect(await refusal({ code: onDate2!.qrCode, eventDateId: dates[0] }, 422)).toEqual({ message: expect.stringMatching(/^This ticket is for another date: \w{3}, \w{3} \d+, \d{4}, \d{1,2}:00 [AP]M E[SD]T$/) });
    // At another event's door, even of the same owner, nothing else is told.
    const elsewhere = await oneDateEvent('Other night', ['Entry']);
    expect(await refusal({ code: onDate2!.qrCode }, 422, elsewhere.eventId)).toEqual({ message: 'This ticket is for another event' });
    const { tickets: otherTickets } = await buy(elsewhere.types.Entry!, ['Otto Other']);
    expect(await refusal({ code: otherTickets[0]!.qrCode, eventDateId: dates[0] }, 422)).toEqual({ message: 'This ticket is for another event' });

    await t.http.post(`/client_side_api/v1/order_items/${canceled!.id}/cancel`).set(bearer(owner)).expect(200);
    await t.http.post(`/client_side_api/v1/order_items/${refunded!.id}/refund`).set(bearer(owner)).expect(200);
    // Known from the order at once, before the guest list catches up.
    expect(await refusal({ code: canceled!.qrCode, eventDateId: dates[1] }, 422)).toEqual({ message: 'This ticket was canceled' });
    expect(await refusal({ code: refunded!.qrCode, eventDateId: dates[1] }, 422)).toEqual({ message: 'This ticket was refunded' });

    expect(await refusal({ registrationId: '4f1b8c52-0000-4000-8000-000000000000' }, 404)).toEqual({ message: 'Ticket not found' });
    expect(await refusal({ eventDateId: dates[0] }, 400)).toEqual([{ message: 'Scan a ticket or choose a guest' }]);
    expect(await refusal({ code: onDate2!.qrCode, registrationId: onDate2!.id }, 400)).toEqual([{ message: 'Scan a ticket or choose a guest' }]);
    expect(await refusal({ code: onDate2!.qrCode, eventDateId: 'tomorrow' }, 400)).toEqual([{ message: 'eventDateId must be a date of the event' }]);
    expect(await refusal({ code: onDate2!.qrCode, eventDateId: elsewhere.dateId }, 400)).toEqual([{ message: 'eventDateId must be a date of the event' }]);
    // Still admitted at its own date.
    expect((await scan(owner, { code: onDate2!.qrCode, eventDateId: dates[1] }).expect(200)).body).toMatchObject({ firstName: 'Rosa', ticket: 'Balcony', seat: 'A1' });
  });

  it('admits one ticket scanned at two doors at the same moment once', async () => {
    const { orderId, tickets } = await buy(types[0]!.General!, ['Kat Johnson']);
    const code = tickets[0]!.qrCode;
    const scans = await Promise.all([owner, door, owner, door, owner, door].map((user, n) => scan(user, { code, eventDateId: dates[0], scanId: `door-${n}` })));
    expect(scans.map((s) => s.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of scans.filter((s) => s.status === 409)) expect(refused.body.message).toMatch(/^Already checked in at /);
    const stream = await t.app.get(EventStore).readStream(`order-${orderId}`);
    expect(stream.filter((e) => e.type === 'TicketCheckedIn')).toHaveLength(1);
  });

  it('undoes a check-in, sending ticket.checked_out to webhooks, and lets the ticket in again', async () => {
    await turnOnDeveloperZone(t.db, owner.id);
    await t.http
      .post('/client_side_api/v1/profile_management/webhooks')
      .set(bearer(owner))
      .send({ ownerId: owner.id, url: 'https://example.com/door', eventTypes: ['ticket.checked_in', 'ticket.checked_out'] })
      .expect(201);
    const { tickets } = await buy(types[0]!.General!, ['Lise Meitner']);
    const lise = tickets[0]!;
    const checkOut = (user: TestUser, registrationId: string) => t.http.post(`${COURSES}/${eventId}/check_outs`).set(bearer(user)).send({ registrationId });

    expect((await checkOut(door, lise.id).expect(409)).body).toEqual({ message: 'This ticket is not checked in' });
    const checkedIn = (await scan(door, { code: lise.qrCode, eventDateId: dates[0], scanId: 'scan-lise' }).expect(200)).body;
    const undone = await checkOut(door, lise.id).expect(200);
    expect(undone.body).toEqual({
      id: lise.id,
      firstName: 'Lise',
      lastName: 'Meitner',
      ticket: 'General',
      ticketTypeId: types[0]!.General,
      seat: 'A1',
      eventId,
      eventDateId: dates[0],
      status: 'active',
      checkedOutAt: expect.any(String),
      message: 'Check-in undone',
    });
    expect((await sql(t, 'SELECT status, checked_in_at FROM checkout.registrations WHERE id = $1', [lise.id]))[0]).toEqual({ status: 'active', checked_in_at: null });
    expect((await checkOut(door, lise.id).expect(409)).body).toEqual({ message: 'This ticket is not checked in' });
    // The undone scan, sent again from a queue, does not let the holder in; a new scan does.
    expect((await scan(door, { code: lise.qrCode, eventDateId: dates[0], scanId: 'scan-lise' }).expect(409)).body).toEqual({ message: 'The check-in of this scan was undone' });
    await scan(door, { code: lise.qrCode, eventDateId: dates[0], scanId: 'scan-lise-again' }).expect(200);

    // The outbox queues one delivery per change, ticket.checked_out with the check-in it undid.
    const deliveries = async () =>
      sql<{ event_name: string; body: string }>(
        t,
        `SELECT d.event_name, d.body FROM integrations.webhook_deliveries d JOIN integrations.webhooks w ON w.id = d.webhook_id
          WHERE w.owner_id = $1 AND d.body::jsonb -> 'data' ->> 'ticketId' = $2 ORDER BY d.created_at`,
        [owner.id, lise.id],
      );
    await projectUntil(t, async () => (await deliveries()).length === 3);
    const sent = await deliveries();
    expect(sent.map((d) => d.event_name)).toEqual(['ticket.checked_in', 'ticket.checked_out', 'ticket.checked_in']);
    const out = JSON.parse(sent[1]!.body);
    expect(out).toEqual({
      type: 'ticket.checked_out',
      timestamp: undone.body.checkedOutAt,
      data: expect.objectContaining({ ticketId: lise.id, name: 'General', holder: { firstName: 'Lise', lastName: 'Meitner', email: 'lise@example.com' }, checkedInAt: checkedIn.checkedInAt }),
    });
    // The guest list shows the last check-in after the projection replays all three.
    expect((await sql(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [lise.id]))[0]).toEqual({ status: 'checked_in' });
  });

  it('counts tickets checked in against those expected, per ticket type, for a date', async () => {
    const counted = await oneDateEvent('Counted night', ['Stalls', 'Circle']);
    const counts = async (query: Record<string, string> = {}) => (await t.http.get(`${COURSES}/${counted.eventId}/check_in_counts`).query(query).set(bearer(owner)).expect(200)).body;
    expect(await counts()).toEqual({ checkedIn: 0, expected: 0, ticketTypes: [] });
    const stalls = (await buy(counted.types.Stalls!, ['Ann One', 'Bob Two', 'Cy Three'])).tickets;
    await buy(counted.types.Circle!, ['Di Four']);

    for (const admitted of stalls.slice(0, 2)) await scan(owner, { code: admitted.qrCode, eventDateId: counted.dateId }, counted.eventId).expect(200);
    await t.http.post(`/client_side_api/v1/order_items/${stalls[2]!.id}/cancel`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await sql<{ status: string }>(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [stalls[2]!.id]))[0]!.status === 'canceled');

    // By name; a canceled ticket is no longer expected.
    const expected = {
      checkedIn: 2,
      expected: 3,
      ticketTypes: [
        { ticketTypeId: counted.types.Circle, name: 'Circle', checkedIn: 0, expected: 1 },
        { ticketTypeId: counted.types.Stalls, name: 'Stalls', checkedIn: 2, expected: 2 },
      ],
    };
    expect(await counts()).toEqual(expected);
    expect(await counts({ event_id: counted.dateId })).toEqual(expected);
    expect(await counts({ event_id: dates[0]! })).toEqual({ checkedIn: 0, expected: 0, ticketTypes: [] });
  });

  it("admits the event's managers and door staff, and refuses basic collaborators, other owners and visitors", async () => {
    const { tickets } = await buy(types[0]!.General!, ['Hedy Lamarr']);
    const hedy = tickets[0]!;
    const calls = (user: TestUser | null) => {
      const as = <R extends { set(h: Record<string, string>): R }>(request: R) => (user ? request.set(bearer(user)) : request);
      return [
        as(t.http.post(`${COURSES}/${eventId}/check_ins`)).send({ code: hedy.qrCode }),
        as(t.http.post(`${COURSES}/${eventId}/check_outs`)).send({ registrationId: hedy.id }),
        as(t.http.get(`${COURSES}/${eventId}/check_in_counts`)),
      ];
    };
    for (const call of calls(null)) expect((await call).status).toBe(401);
    for (const user of [basic, otherOwner]) {
      for (const call of calls(user)) {
        const response = await call;
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: 'You are not allowed to manage this account' });
      }
    }
    expect((await scan(owner, { code: hedy.qrCode }).expect(200)).body.firstName).toBe('Hedy');
  });
});
