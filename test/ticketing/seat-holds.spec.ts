import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { ExpireOrdersCommand } from '../../src/checkout/application/expire-orders/expire-orders.command.js';
import { OrderExpirySweeper } from '../../src/checkout/infrastructure/order-expiry.sweeper.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, sql } from '../support/checkout.js';
import { createEvent, ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';
const COURSES = '/client_side_api/v1/management/courses';
const CHARTS = '/client_side_api/v1/profile_management/seat_charts';

const row = (label: string, count: number, categoryKey: number, y: number) => ({
  id: label.toLowerCase(),
  label,
  seats: Array.from({ length: count }, (_, n) => ({ number: String(n + 1), x: n * 10, y, categoryKey, accessible: false })),
});
/** Stalls rows A (10 seats) and B (8 seats) of category 1, and a bar area of 4 places of category 2. */
const hall = {
  width: 400,
  height: 300,
  categories: [
    { key: 1, label: 'Stalls', color: '#2563eb' },
    { key: 2, label: 'Bar', color: '#d97706' },
  ],
  stage: null,
  labels: [],
  sections: [{ id: 'stalls', label: 'Stalls', rows: [row('A', 10, 1, 50), row('B', 8, 1, 80)], tables: [], areas: [{ id: 'bar', label: 'Bar', x: 0, y: 250, width: 100, height: 40, capacity: 4, categoryKey: 2 }] }],
};
const ROW_A = Array.from({ length: 10 }, (_, n) => `Stalls-A-${n + 1}`);

interface SeatChoice {
  seatLabel: string;
  ticketId: string;
  ticketQuantity: number;
}
interface SeatRow {
  label: string;
  place: number;
  order_id: string | null;
  held_until: Date | null;
  item_id: string | null;
  hold_token: string | null;
}

/**
 * Reserved seating (design §4): an order's seats are held in the same transaction as its tickets, never by two
 * orders however many buyers race for them; they are sold with the order, and come back when its hold expires, it
 * is cancelled or changed, or a ticket is refunded. Issued tickets show their seat.
 */
describe('seat holds', () => {
  let t: TestApp;
  let owner: TestUser;
  let chartId: string;
  beforeAll(async () => {
    t = await startTestApp();
    // Orders are timed out by the test (ExpireOrdersCommand), not by the sweep every few seconds.
    await t.app.get(OrderExpirySweeper).onApplicationShutdown();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
    chartId = (await t.http.post(CHARTS).set(bearer(owner)).send({ ownerId: owner.id, name: 'Riverside Hall', definition: hall }).expect(201)).body.id;
  });
  afterAll(() => t.close());

  /** A published event using the hall, its date and its ticket type ids by name. */
  async function seatedEvent(ticketTypes: Record<string, unknown>[]) {
    const eventId = await createEvent(t.http, owner, owner.id, { ticketTypes, collectInformationSetting: 'only-buyer' });
    await t.http.put(`${COURSES}/${eventId}/seating`).set(bearer(owner)).send({ chartId }).expect(200);
    await t.http.post(`${COURSES}/${eventId}/publish`).set(bearer(owner)).expect(200);
    const [date] = await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1', [eventId]);
    const rows = await sql<{ id: string; name: string }>(t, 'SELECT id, name FROM ticketing.ticket_types WHERE event_date_id = $1', [date!.id]);
    return { eventId, dateId: date!.id, tickets: Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, string> };
  }
  const seat = (seatLabel: string, ticketId: string, ticketQuantity = 1): SeatChoice => ({ seatLabel, ticketId, ticketQuantity });
  const order = (dateId: string, seats: SeatChoice[], seatsHoldToken: string, tickets: { id: string; quantity: number }[] = []) =>
    t.http.post(ORDERS).send({ event: dateId, tickets, seats, seatsHoldToken });
  const confirm = (orderId: string, seatsHoldToken: string | undefined, seatsReserved: string[] | undefined) =>
    t.http.post(`${ORDERS}/${orderId}/confirm`).send({ buyerAttributes: buyer(), seatsHoldToken, seatsReserved });
  const seatRows = (dateId: string) =>
    sql<SeatRow>(t, 'SELECT label, place, order_id, held_until, item_id, hold_token FROM ticketing.seats WHERE event_date_id = $1 ORDER BY label, place', [dateId]);
  /** The labels whose places the order has (held or sold), one per place. */
  const labelsOf = async (dateId: string, orderId: string) =>
    (await seatRows(dateId))
      .filter((r) => r.order_id === orderId)
      .map((r) => r.label)
      .sort();
  /** Moves the order's hold past its deadline, as time passing would (tickets and seats share it). */
  const expire = async (orderId: string) => {
    await sql(t, `UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE order_id = $1 AND NOT committed`, [orderId]);
    await sql(t, `UPDATE ticketing.seats SET held_until = now() - interval '1 second' WHERE order_id = $1 AND held_until IS NOT NULL`, [orderId]);
  };
  const taken = (...labels: string[]) => ({ message: `Some of the seats you chose were just taken: ${labels.join(', ')}` });

  it('never holds a seat for two orders: 200 buyers race for the same 10 seats, and the winners buy exactly the seats they hold', async () => {
    // Two ticket types sell the same category: their buyers race on the seats, not on one ticket type's lock.
    const event = await seatedEvent([ticket({ name: 'Adult', price: 0, quantity: 1000, seatsCategoryKeys: [1] }), ticket({ name: 'Concession', price: 0, quantity: 1000, seatsCategoryKeys: [1] })]);
    const wanted = Array.from({ length: 200 }, (_, n) => {
      const labels = n % 3 === 0 ? [...new Set([ROW_A[n % 10]!, ROW_A[(n * 7 + 3) % 10]!])] : [ROW_A[n % 10]!];
      return { labels, ticketId: n % 2 ? event.tickets.Concession! : event.tickets.Adult!, token: `session-${n}` };
    });
    const replies = await Promise.all(wanted.map((w) => order(event.dateId, w.labels.map((label) => seat(label, w.ticketId)), w.token)));

    const winners = replies.flatMap((reply, n) => (reply.status === 201 ? [{ ...wanted[n]!, order: reply.body as { id: string; items: { id: string; seatLabel: string }[] } }] : []));
    const losers = replies.flatMap((reply, n) => (reply.status === 201 ? [] : [{ ...wanted[n]!, reply }]));
    expect(winners.length).toBeGreaterThan(0);
    for (const loser of losers) {
      expect(loser.reply.status).toBe(409);
      const named = (loser.reply.body.message as string).replace('Some of the seats you chose were just taken: ', '').split(', ');
      expect(named.length).toBeGreaterThan(0);
      expect(loser.labels).toEqual(expect.arrayContaining(named));
    }
    // Every held place is one winner's, and each winner holds exactly its seats, for its seat session.
    const held = (await seatRows(event.dateId)).filter((r) => r.order_id);
    expect(held.length).toBe(winners.reduce((sum, w) => sum + w.labels.length, 0));
    for (const winner of winners) {
      winner.labels.sort();
      const places = held.filter((r) => r.order_id === winner.order.id);
      expect(places.map((r) => r.label).sort()).toEqual(winner.labels);
      expect(places.map((r) => r.hold_token)).toEqual(winner.labels.map(() => winner.token));
      expect(winner.order.items.map((item) => item.seatLabel).sort()).toEqual(winner.labels);
    }
    // Nothing of the losers' attempts stays behind: no ticket holds beyond the winners' tickets.
    const [{ holds }] = (await sql<{ holds: number }>(t, 'SELECT coalesce(sum(quantity), 0) AS holds FROM ticketing.holds WHERE ticket_type_id = ANY($1::uuid[])', [Object.values(event.tickets)])) as [{ holds: number }];
    expect(holds).toBe(held.length);

    // The winners complete: each sells exactly the seats it held, one place to each of its tickets.
    for (const winner of winners) {
      const done = await confirm(winner.order.id, winner.token, winner.labels).expect(200);
      expect(done.body.order.status).toBe('completed');
    }
    const sold = (await seatRows(event.dateId)).filter((r) => r.order_id);
    expect(sold.every((r) => r.held_until === null && r.hold_token === null)).toBe(true);
    for (const winner of winners) {
      const places = sold.filter((r) => r.order_id === winner.order.id);
      expect(places.map((r) => r.label).sort()).toEqual(winner.labels);
      expect(places.map((r) => r.item_id).sort()).toEqual(winner.order.items.map((item) => item.id).sort());
    }
    // The tickets show their seats.
    const first = winners[0]!;
    const tickets = await t.http.get(`${ORDERS}/${first.order.id}/tickets`).expect(200);
    expect(tickets.body.map((x: { seat: string }) => x.seat).sort()).toEqual(first.labels);
  }, 60_000);

  it('sells seated tickets only with their seats, of the categories their ticket type sells, and restores the chosen seats with the order', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] }), ticket({ name: 'Bar', price: 1500, seatsCategoryKeys: [2] }), ticket({ name: 'Standing', price: 1000 })]);
    const { Stalls: stalls, Bar: bar, Standing: standing } = event.tickets as Record<string, string>;
    await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: stalls, quantity: 1 }] }).expect(422, { message: 'Choose your seats on the chart' });
    await order(event.dateId, [seat('Stalls-Bar', stalls)], 's1').expect(422, { message: 'Stalls-Bar cannot be sold as Stalls' });
    await order(event.dateId, [seat('Stalls-Z-1', stalls)], 's1').expect(422, { message: 'Seat Stalls-Z-1 is not on the chart' });
    await order(event.dateId, [seat('Stalls-Bar', bar, 5)], 's1').expect(422, { message: 'Stalls-Bar has 4 places' });
    await order(event.dateId, [seat('Stalls-B-1', stalls, 0)], 's1').expect(400);

    const created = await order(event.dateId, [seat('Stalls-B-1', stalls), seat('Stalls-B-2', stalls), seat('Stalls-Bar', bar, 2)], 's1', [{ id: standing, quantity: 1 }]).expect(201);
    expect(created.body.seats).toEqual([seat('Stalls-B-1', stalls), seat('Stalls-B-2', stalls), seat('Stalls-Bar', bar, 2)]);
    expect(created.body.totals.subtotal).toBe(2 * 3500 + 2 * 1500 + 1000);
    expect(created.body.items.map((item: { seatLabel: string | null }) => item.seatLabel)).toEqual([null, 'Stalls-B-1', 'Stalls-B-2', 'Stalls-Bar', 'Stalls-Bar']);
    expect((await t.http.get(`${ORDERS}/${created.body.id}`).expect(200)).body.seats).toEqual(created.body.seats);
    expect(await labelsOf(event.dateId, created.body.id)).toEqual(['Stalls-B-1', 'Stalls-B-2', 'Stalls-Bar', 'Stalls-Bar']);
    // Another buyer finds them taken; the bar's two other places are still to be had.
    await order(event.dateId, [seat('Stalls-B-2', stalls), seat('Stalls-B-3', stalls)], 's2').expect(409, taken('Stalls-B-2'));
    await order(event.dateId, [seat('Stalls-Bar', bar, 3)], 's2').expect(409, taken('Stalls-Bar'));
    const other = await order(event.dateId, [seat('Stalls-Bar', bar, 2)], 's2').expect(201);

    // Changing the selection frees the seats no longer chosen; a change without seats keeps them.
    const changed = await t.http
      .patch(`${ORDERS}/${created.body.id}`)
      .send({ tickets: [], seats: [seat('Stalls-B-2', stalls), seat('Stalls-B-3', stalls)], seatsHoldToken: 's1' })
      .expect(200);
    expect(changed.body.seats).toEqual([seat('Stalls-B-2', stalls), seat('Stalls-B-3', stalls)]);
    expect(await labelsOf(event.dateId, created.body.id)).toEqual(['Stalls-B-2', 'Stalls-B-3']);
    expect(await labelsOf(event.dateId, other.body.id)).toEqual(['Stalls-Bar', 'Stalls-Bar']);
    const donated = await t.http.patch(`${ORDERS}/${created.body.id}`).send({ tickets: [], donationAmount: 500 }).expect(200);
    expect(donated.body.seats).toEqual(changed.body.seats);
    expect((await seatRows(event.dateId)).filter((r) => r.order_id === created.body.id).map((r) => r.hold_token)).toEqual(['s1', 's1']);
    await order(event.dateId, [seat('Stalls-B-1', stalls)], 's3').expect(201);
  });

  it('confirms only the seats the order holds for the seat session the page shows', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] })]);
    const stalls = event.tickets.Stalls!;
    const created = (await order(event.dateId, [seat('Stalls-A-1', stalls), seat('Stalls-A-2', stalls)], 'session-1').expect(201)).body;
    const notHeld = { message: 'Your seats are no longer held. Choose them again.' };
    await confirm(created.id, 'session-1', ['Stalls-A-1', 'Stalls-A-3']).expect(409, notHeld);
    await confirm(created.id, 'session-1', ['Stalls-A-1']).expect(409, notHeld);
    await confirm(created.id, 'session-2', ['Stalls-A-1', 'Stalls-A-2']).expect(409, notHeld);
    await confirm(created.id, undefined, undefined).expect(409, notHeld);
    const confirmed = await confirm(created.id, 'session-1', ['Stalls-A-2', 'Stalls-A-1']).expect(200);
    expect(confirmed.body.order.status).toBe('handling_payment');
    // The seats are held for the pay phase, as the tickets are.
    const places = (await seatRows(event.dateId)).filter((r) => r.order_id === created.id);
    const [hold] = await sql<{ expires_at: Date }>(t, 'SELECT expires_at FROM ticketing.holds WHERE order_id = $1', [created.id]);
    expect(places.map((r) => r.held_until!.getTime())).toEqual([hold!.expires_at.getTime(), hold!.expires_at.getTime()]);
  });

  it('gives seats back when the hold expires (to the next buyer at once) and when an order is cancelled, telling the seat viewers', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] })]);
    const stalls = event.tickets.Stalls!;
    const first = (await order(event.dateId, [seat('Stalls-A-1', stalls), seat('Stalls-A-2', stalls)], 'a').expect(201)).body;
    await order(event.dateId, [seat('Stalls-A-2', stalls)], 'b').expect(409, taken('Stalls-A-2'));

    await expire(first.id);
    const second = (await order(event.dateId, [seat('Stalls-A-2', stalls)], 'b').expect(201)).body;
    expect(await labelsOf(event.dateId, second.id)).toEqual(['Stalls-A-2']);
    // The first buyer's time is up: the hold has run out.
    await confirm(first.id, 'a', ['Stalls-A-1', 'Stalls-A-2']).expect(410, { message: 'Sorry... Time’s up' });
    await t.app.get(CommandBus).execute(new ExpireOrdersCommand(new Date()));
    expect((await t.http.get(`${ORDERS}/${first.id}`).expect(200)).body.status).toBe('timed_out');
    expect(await labelsOf(event.dateId, first.id)).toEqual([]);
    expect(await labelsOf(event.dateId, second.id)).toEqual(['Stalls-A-2']);

    // 'Try again now' cancels the order: its seats go back, and the date's seat viewers hear of it.
    const listener = new pg.Client({ connectionString: t.db.url });
    await listener.connect();
    try {
      await listener.query('LISTEN seat_changes');
      const heard = new Promise<string>((resolve) => listener.once('notification', (message) => resolve(message.payload ?? '')));
      await t.http.post(`${ORDERS}/${second.id}/cancel?status=timed_out`).expect(200);
      expect(await heard).toBe(event.dateId);
    } finally {
      await listener.end();
    }
    expect(await labelsOf(event.dateId, second.id)).toEqual([]);
    await order(event.dateId, [seat('Stalls-A-1', stalls), seat('Stalls-A-2', stalls)], 'c').expect(201);
  });

  it('sells the seats with a paid order, shows them on the tickets and the guest list, and a refunded ticket gives its seat back', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] })]);
    const stalls = event.tickets.Stalls!;
    const created = (await order(event.dateId, [seat('Stalls-B-4', stalls), seat('Stalls-B-5', stalls)], 'pay').expect(201)).body;
    // Attendees of seated tickets sit in their seats whatever they type.
    const attendees = created.items.map((item: { id: string }) => ({ itemId: item.id, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', seat: 'Front row' }));
    const confirmed = await t.http
      .post(`${ORDERS}/${created.id}/confirm`)
      .send({ buyerAttributes: buyer(), attendeesAttributes: attendees, seatsHoldToken: 'pay', seatsReserved: ['Stalls-B-4', 'Stalls-B-5'] })
      .expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    expect((await t.http.get(`${ORDERS}/${created.id}`).expect(200)).body.status).toBe('completed');

    const places = (await seatRows(event.dateId)).filter((r) => r.order_id === created.id);
    const seatOf = Object.fromEntries(created.items.map((item: { id: string; seatLabel: string }) => [item.id, item.seatLabel]));
    expect(places.map((r) => [r.label, r.held_until, r.item_id && seatOf[r.item_id]])).toEqual([
      ['Stalls-B-4', null, 'Stalls-B-4'],
      ['Stalls-B-5', null, 'Stalls-B-5'],
    ]);
    const tickets = (await t.http.get(`${ORDERS}/${created.id}/tickets`).expect(200)).body as { id: string; seat: string }[];
    expect(tickets.map((x) => x.seat).sort()).toEqual(['Stalls-B-4', 'Stalls-B-5']);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [created.id])).length === 2);
    const guests = await t.http.get(`${COURSES}/${event.eventId}/registrations?event_id=${event.dateId}`).set(bearer(owner)).expect(200);
    expect(guests.body.data.map((r: { seat: string }) => r.seat).sort()).toEqual(['Stalls-B-4', 'Stalls-B-5']);

    const refunded = created.items.find((item: { seatLabel: string }) => item.seatLabel === 'Stalls-B-4').id as string;
    await t.http.post(`/client_side_api/v1/order_items/${refunded}/refund`).set(bearer(owner)).expect(200, { message: 'Registration refunded' });
    expect(await labelsOf(event.dateId, created.id)).toEqual(['Stalls-B-5']);
    await order(event.dateId, [seat('Stalls-B-5', stalls)], 'next').expect(409, taken('Stalls-B-5'));
    await order(event.dateId, [seat('Stalls-B-4', stalls)], 'next').expect(201);
  });

  it('seats guests in free seats and in seats kept for guests, which buyers cannot take', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] }), ticket({ name: 'Standing', price: 1000 })]);
    const { Stalls: stalls, Standing: standing } = event.tickets as Record<string, string>;
    await t.http.patch(`${COURSES}/${event.eventId}/seating/seats?event_id=${event.dateId}`).set(bearer(owner)).send({ labels: ['Stalls-B-7'], blocked: 'kept' }).expect(200);
    await order(event.dateId, [seat('Stalls-B-7', stalls)], 'buyer').expect(409, taken('Stalls-B-7'));
    const buyerOrder = (await order(event.dateId, [seat('Stalls-B-8', stalls)], 'buyer').expect(201)).body;

    const guests = (body: Record<string, unknown>) => t.http.post(`${COURSES}/${event.eventId}/guests`).set(bearer(owner)).send({ eventDateId: event.dateId, ...body });
    await guests({ tickets: [{ id: stalls, quantity: 1 }], guests: [{ firstName: 'Ada', seat: 'Stalls-B-8' }] }).expect(409, taken('Stalls-B-8'));
    await guests({ tickets: [{ id: standing, quantity: 1 }], guests: [{ firstName: 'Ada', seat: 'Stalls-B-6' }] }).expect(422, { message: 'Stalls-B-6 cannot be sold as Standing' });
    const added = await guests({
      tickets: [
        { id: stalls, quantity: 2 },
        { id: standing, quantity: 1 },
      ],
      guests: [
        { firstName: 'Ada', lastName: 'Lovelace', seat: 'Stalls-B-7' },
        { firstName: 'Grace', lastName: 'Hopper', seat: ' Stalls-B-6 ' },
      ],
    }).expect(201);
    const [kept, free] = added.body.registrationIds as [string, string, string];
    const rows = await seatRows(event.dateId);
    expect(rows.filter((r) => r.order_id === added.body.orderId).map((r) => [r.label, r.item_id, r.held_until])).toEqual([
      ['Stalls-B-6', free, null],
      ['Stalls-B-7', kept, null],
    ]);
    expect(await labelsOf(event.dateId, buyerOrder.id)).toEqual(['Stalls-B-8']);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [added.body.orderId])).length === 3);
    const list = await t.http.get(`${COURSES}/${event.eventId}/registrations?event_id=${event.dateId}`).set(bearer(owner)).expect(200);
    expect(list.body.data.map((r: { firstName: string; seat: string | null }) => [r.firstName, r.seat]).sort()).toEqual([
      ['Ada', 'Stalls-B-7'],
      ['Anonymous', null],
      ['Grace', 'Stalls-B-6'],
    ]);
  });

  it('sells the seat each box-office guest names: at once in cash, or held while the card reader takes the payment', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] })]);
    const stalls = event.tickets.Stalls!;
    const sale = (body: Record<string, unknown>) => t.http.post(`${COURSES}/${event.eventId}/box_office_orders`).set(bearer(owner)).send({ eventDateId: event.dateId, ...body });

    const cash = await sale({
      paymentMethod: 'cash',
      tickets: [{ id: stalls, quantity: 2 }],
      guests: [
        { firstName: 'Ada', lastName: 'Lovelace', seat: 'Stalls-A-5' },
        { firstName: 'Alan', lastName: 'Turing', seat: 'Stalls-A-6' },
      ],
    }).expect(201);
    expect(cash.body.status).toBe('completed');
    const [ada, alan] = cash.body.registrationIds as [string, string];
    expect((await seatRows(event.dateId)).filter((r) => r.order_id === cash.body.orderId).map((r) => [r.label, r.item_id, r.held_until])).toEqual([
      ['Stalls-A-5', ada, null],
      ['Stalls-A-6', alan, null],
    ]);
    const tickets = (await t.http.get(`${ORDERS}/${cash.body.orderId}/tickets`).expect(200)).body as { id: string; seat: string }[];
    expect(tickets.map((x) => [x.id, x.seat]).sort()).toEqual([[ada, 'Stalls-A-5'], [alan, 'Stalls-A-6']].sort());
    // Sold: neither a buyer nor another sale takes them.
    await order(event.dateId, [seat('Stalls-A-5', stalls)], 'buyer').expect(409, taken('Stalls-A-5'));
    await sale({ paymentMethod: 'cash', tickets: [{ id: stalls, quantity: 1 }], guests: [{ seat: 'Stalls-A-6' }] }).expect(409, taken('Stalls-A-6'));
    await sale({ paymentMethod: 'cash', tickets: [{ id: stalls, quantity: 1 }], guests: [{ seat: 'Stalls-Z-1' }] }).expect(422, { message: 'Seat Stalls-Z-1 is not on the chart' });

    // At the card reader the seat is held with the tickets for the pay phase.
    const reader = await sale({ tickets: [{ id: stalls, quantity: 1 }], guests: [{ firstName: 'Grace', seat: 'Stalls-A-7' }] }).expect(201);
    expect(reader.body.status).toBe('pending');
    const [held] = (await seatRows(event.dateId)).filter((r) => r.order_id === reader.body.orderId);
    const [hold] = await sql<{ expires_at: Date }>(t, 'SELECT expires_at FROM ticketing.holds WHERE order_id = $1', [reader.body.orderId]);
    expect([held!.label, held!.item_id, held!.held_until?.getTime()]).toEqual(['Stalls-A-7', reader.body.registrationIds[0], hold!.expires_at.getTime()]);
    await order(event.dateId, [seat('Stalls-A-7', stalls)], 'buyer').expect(409, taken('Stalls-A-7'));
  });

  it('moves a ticket into a seat its order held before choosing another, and frees the seat it leaves', async () => {
    const event = await seatedEvent([ticket({ name: 'Stalls', price: 0, seatsCategoryKeys: [1] })]);
    const stalls = event.tickets.Stalls!;
    const created = (await order(event.dateId, [seat('Stalls-B-1', stalls)], 'first').expect(201)).body;
    await t.http.patch(`${ORDERS}/${created.id}`).send({ tickets: [], seats: [seat('Stalls-B-2', stalls)] }).expect(200);
    const done = await confirm(created.id, 'first', ['Stalls-B-2']).expect(200);
    expect(done.body.order.status).toBe('completed');
    // The change made the order's tickets anew.
    const itemId = done.body.order.items[0].id as string;
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE id = $1', [itemId])).length === 1);

    await t.http.post(`/client_side_api/v1/order_items/${itemId}/seat`).set(bearer(owner)).send({ seatLabel: 'Stalls-B-1' }).expect(200, { message: 'Moved to seat Stalls-B-1' });
    expect((await seatRows(event.dateId)).filter((r) => r.order_id === created.id).map((r) => [r.label, r.item_id, r.held_until])).toEqual([['Stalls-B-1', itemId, null]]);
    await order(event.dateId, [seat('Stalls-B-1', stalls)], 'next').expect(409, taken('Stalls-B-1'));
    await order(event.dateId, [seat('Stalls-B-2', stalls)], 'next').expect(201);
  });
});
