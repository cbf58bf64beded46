import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { Orders } from '../../src/checkout/application/order-repository.js';
import { decide } from '../../src/checkout/domain/order.js';
import { checkInsProjection } from '../../src/reporting/infrastructure/projections/check-ins.projection.js';
import { funnelPurchasesProjection } from '../../src/reporting/infrastructure/projections/funnel-purchases.projection.js';
import { promoCodeSalesProjection } from '../../src/reporting/infrastructure/projections/promo-code-sales.projection.js';
import { promoterSalesProjection } from '../../src/reporting/infrastructure/projections/promoter-sales.projection.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, sql } from '../support/checkout.js';
import { createEvent, inDays, ticket } from '../support/events.js';

const COURSES = '/client_side_api/v1/management/courses';
const ORDERS = '/client_side_api/v1/orders';
const PROMO_CODES = '/client_side_api/v1/profile_management/promo_codes';
const TIMEZONE = 'America/New_York';

/** An event of two dates, each with its own ticket types. */
interface StatsEvent {
  eventId: string;
  /** Earliest first. */
  dates: [string, string];
  /** Ticket type ids of each date, by name. */
  types: Record<string, string>[];
}

/** A day in New York, as the stats page groups sales. */
const newYorkDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/**
 * The event stats page: sales and capacity per ticket type, totals, check-ins over time, the funnel from page
 * views to purchases, sales per day, promoters and promo codes, for every date of the event or one; read from
 * the reporting tables, for the owner's managers and the event's admin collaborators.
 */
describe('reporting: event stats', () => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let door: TestUser;
  let basic: TestUser;
  let otherOwner: TestUser;
  let promoter: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, admin, door, basic, otherOwner, promoter] = [
      await signUpUser(t.http, { name: 'Maya Lind' }),
      await signUpUser(t.http),
      await signUpUser(t.http),
      await signUpUser(t.http),
      await signUpUser(t.http),
      await signUpUser(t.http, { name: 'Priya Shah' }),
    ];
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  const stats = (eventId: string, query: Record<string, string> = {}, as: TestUser = owner) => t.http.get(`${COURSES}/${eventId}/stats`).query(query).set(bearer(as));

  /** A published event of the owner in New York with two dates, each selling General ($20, 100) and Balcony ($15, 20). */
  async function statsEvent(name: string, ticketTypes = [ticket({ name: 'General', price: 2000, quantity: 100 }), ticket({ name: 'Balcony', price: 1500, quantity: 20 })]): Promise<StatsEvent> {
    const eventId = await createEvent(t.http, owner, owner.id, { name, timezone: TIMEZONE, collectInformationSetting: 'only-buyer', dates: [{ startsAt: inDays(10) }, { startsAt: inDays(11) }], ticketTypes });
    await t.http.post(`${COURSES}/${eventId}/publish`).set(bearer(owner)).expect(200);
    const rows = await sql<{ date_id: string; id: string; name: string }>(
      t,
      'SELECT d.id AS date_id, tt.id, tt.name FROM ticketing.event_dates d JOIN ticketing.ticket_types tt ON tt.event_date_id = d.id WHERE d.event_id = $1 ORDER BY d.starts_at',
      [eventId],
    );
    const dates = [...new Set(rows.map((row) => row.date_id))] as [string, string];
    return { eventId, dates, types: dates.map((dateId) => Object.fromEntries(rows.filter((row) => row.date_id === dateId).map((row) => [row.name, row.id]))) };
  }

  /** Buys tickets of one date through the checkout (paid with the demo card when not free); the order and its tickets' ids. */
  async function buy(dateId: string, tickets: { id: string; quantity: number }[], options: { promoCode?: string; cookie?: string } = {}): Promise<{ orderId: string; items: string[] }> {
    const request = t.http.post(ORDERS);
    if (options.cookie) request.set('Cookie', options.cookie);
    const order = (await request.send({ event: dateId, tickets, promoCode: options.promoCode }).expect(201)).body;
    const confirmed = (await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body;
    if (confirmed.paymentRequest) {
      const paid = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
      expect(paid.body.result).toBe('succeeded');
    }
    return { orderId: order.id, items: order.items.map((item: { id: string }) => item.id) };
  }

  /** The reporting rows of an event in `table` (those matching `where`). */
  const rowsOf = async (table: string, eventId: string, where = 'true') => (await sql(t, `SELECT 1 FROM ${table} WHERE event_id = $1 AND ${where}`, [eventId])).length;
  const ordersOf = async (eventId: string) => (await sql(t, `SELECT 1 FROM reporting.transactions WHERE product_id = $1`, [eventId])).length;
  const registered = async (orderId: string, count: number) => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [orderId])).length === count;

  it('shows sales and capacity per ticket type and the totals after two orders and a refund, for every date or one', async () => {
    const event = await statsEvent('Stats night');
    const [first, second] = event.dates;
    // Two General on the first date: 2 × ($20 + $0.89 fee); one Balcony on the second: $15 + $0.84.
    const a = await buy(first, [{ id: event.types[0]!.General!, quantity: 2 }]);
    await buy(second, [{ id: event.types[1]!.Balcony!, quantity: 1 }]);
    await projectUntil(t, async () => (await registered(a.orderId, 2)) && (await ordersOf(event.eventId)) === 2);
    // The buyer gets one General back: its price and fee.
    await t.http.post(`/client_side_api/v1/order_items/${a.items[0]}/refund`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await rowsOf('reporting.revenue_facts', event.eventId, 'refunds > 0')) === 1 && (await rowsOf('reporting.event_sales', event.eventId, 'tickets_sold = 1')) === 2);

    const all = (await stats(event.eventId).expect(200)).body;
    const startsAt = (await sql<{ starts_at: Date }>(t, 'SELECT starts_at FROM ticketing.event_dates WHERE event_id = $1 ORDER BY starts_at', [event.eventId])).map((row) => row.starts_at.toISOString());
    const completedAt = (await sql<{ date: Date }>(t, 'SELECT date FROM reporting.transactions WHERE product_id = $1 ORDER BY date', [event.eventId])).map((row) => newYorkDay(row.date));
    expect(all).toEqual({
      eventId: event.eventId,
      name: 'Stats night',
      timezone: TIMEZONE,
      currency: 'usd',
      dates: [
        { id: first, startsAt: startsAt[0] },
        { id: second, startsAt: startsAt[1] },
      ],
      eventDateId: null,
      ticketTypes: [
        { ticketTypeId: event.types[0]!.General, name: 'General', sold: 1, capacity: 100, revenue: 2000 },
        { ticketTypeId: event.types[0]!.Balcony, name: 'Balcony', sold: 0, capacity: 20, revenue: 0 },
        { ticketTypeId: event.types[1]!.General, name: 'General', sold: 0, capacity: 100, revenue: 0 },
        { ticketTypeId: event.types[1]!.Balcony, name: 'Balcony', sold: 1, capacity: 20, revenue: 1500 },
      ],
      // Paid 4178 + 1584; 2089 back; the fees 178 + 84 less the refunded 89; the seller keeps 2000 + 1500.
      totals: { orders: 2, ticketsSold: 2, capacity: 240, grossSales: 5762, refunds: 2089, platformFees: 173, providerFees: 0, netSales: 3500 },
      checkIns: { checkedIn: 0, expected: 2, curve: [] },
      funnel: { views: 0, addToCart: 0, initiateCheckout: 0, purchases: 2, conversionRate: null },
      salesPerDay:
        completedAt[0] === completedAt[1]
          ? [{ day: completedAt[0], tickets: 3, grossSales: 5762 }]
          : [
              { day: completedAt[0], tickets: 2, grossSales: 4178 },
              { day: completedAt[1], tickets: 1, grossSales: 1584 },
            ],
      promoters: [],
      promoCodes: [],
    });

    const firstDate = (await stats(event.eventId, { event_id: first }).expect(200)).body;
    expect(firstDate).toMatchObject({
      eventDateId: first,
      dates: all.dates,
      ticketTypes: all.ticketTypes.slice(0, 2),
      totals: { orders: 1, ticketsSold: 1, capacity: 120, grossSales: 4178, refunds: 2089, platformFees: 89, providerFees: 0, netSales: 2000 },
      checkIns: { checkedIn: 0, expected: 1, curve: [] },
      funnel: { purchases: 1 },
      salesPerDay: [{ day: completedAt[0], tickets: 2, grossSales: 4178 }],
    });
    const secondDate = (await stats(event.eventId, { event_id: second }).expect(200)).body;
    expect(secondDate).toMatchObject({
      eventDateId: second,
      ticketTypes: all.ticketTypes.slice(2),
      totals: { orders: 1, ticketsSold: 1, capacity: 120, grossSales: 1584, refunds: 0, platformFees: 84, providerFees: 0, netSales: 1500 },
      funnel: { purchases: 1 },
    });
  });

  it('counts tickets of every currency and sums money in the event’s own, after its currency changed', async () => {
    const event = await statsEvent('Euro night', [ticket({ name: 'General', price: 2000, quantity: 100 })]);
    const [first, second] = event.dates;
    const general = event.types[0]!.General!;
    const dollars = await buy(first, [{ id: general, quantity: 1 }]);
    await projectUntil(t, async () => registered(dollars.orderId, 1));
    // The organizer prices the event in euros from now on.
    const edits = event.dates.map((eventDateId, n) => ({ id: event.types[n]!.General, eventDateId, attendance: 'in-person', name: 'General', price: 1800, currency: 'eur', quantity: 100 }));
    await t.http.put(`${COURSES}/${event.eventId}/tickets`).set(bearer(owner)).send({ ticketTypes: edits }).expect(200);
    const euros = await buy(first, [{ id: general, quantity: 1 }]);
    await projectUntil(t, async () => (await registered(euros.orderId, 1)) && (await ordersOf(event.eventId)) === 2 && (await rowsOf('reporting.revenue_facts', event.eventId)) === 2);

    const [paid] = await sql<{ total: number; platform_fee: number }>(t, `SELECT total, platform_fee FROM reporting.transactions WHERE id = $1`, [euros.orderId]);
    const body = (await stats(event.eventId).expect(200)).body;
    expect(body).toMatchObject({
      currency: 'eur',
      ticketTypes: [
        { ticketTypeId: general, sold: 2, capacity: 100, revenue: 1800 },
        { ticketTypeId: event.types[1]!.General, sold: 0, capacity: 100, revenue: 0 },
      ],
      totals: { orders: 2, ticketsSold: 2, grossSales: paid!.total, refunds: 0, platformFees: paid!.platform_fee, netSales: 1800 },
      checkIns: { expected: 2 },
    });
    const days = body.salesPerDay as { tickets: number; grossSales: number }[];
    expect([days.reduce((sum, day) => sum + day.tickets, 0), days.reduce((sum, day) => sum + day.grossSales, 0)]).toEqual([2, paid!.total]);
    expect((await stats(event.eventId, { event_id: second }).expect(200)).body.totals).toMatchObject({ orders: 0, ticketsSold: 0, grossSales: 0 });
  });

  it('groups sales per day in the event’s time zone', async () => {
    const event = await statsEvent('Midnight night', [ticket({ name: 'General', price: 2000, quantity: 100 })]);
    const general = event.types[0]!.General!;
    const late = await buy(event.dates[0], [{ id: general, quantity: 1 }]);
    const early = await buy(event.dates[0], [{ id: general, quantity: 2 }]);
    await projectUntil(t, async () => (await ordersOf(event.eventId)) === 2);
    // The orders' completion moved to either side of midnight in New York (UTC-5 in March).
    await sql(t, `UPDATE reporting.transactions SET date = $2 WHERE id = $1`, [late.orderId, '2030-03-02T04:59:59Z']);
    await sql(t, `UPDATE reporting.transactions SET date = $2 WHERE id = $1`, [early.orderId, '2030-03-02T05:00:00Z']);
    expect((await stats(event.eventId).expect(200)).body.salesPerDay).toEqual([
      { day: '2030-03-01', tickets: 1, grossSales: 2089 },
      { day: '2030-03-02', tickets: 2, grossSales: 4178 },
    ]);
  });

  it('leaves a ticket type removed after its sales were refunded out of the list and the capacity', async () => {
    const event = await statsEvent('Balcony gone');
    const [first, second] = event.dates;
    const balcony = event.types[1]!.Balcony!;
    const bought = await buy(second, [{ id: balcony, quantity: 1 }]);
    await projectUntil(t, async () => registered(bought.orderId, 1));
    await t.http.post(`/client_side_api/v1/order_items/${bought.items[0]}/refund`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await rowsOf('reporting.event_sales', event.eventId, 'tickets_sold = 0')) === 1);
    const kept = [
      { id: event.types[0]!.General, eventDateId: first, name: 'General', price: 2000 },
      { id: event.types[0]!.Balcony, eventDateId: first, name: 'Balcony', price: 1500 },
      { id: event.types[1]!.General, eventDateId: second, name: 'General', price: 2000 },
    ].map((edit) => ({ ...edit, attendance: 'in-person', currency: 'usd', quantity: edit.name === 'General' ? 100 : 20 }));
    await t.http.put(`${COURSES}/${event.eventId}/tickets`).set(bearer(owner)).send({ ticketTypes: kept }).expect(200);

    const body = (await stats(event.eventId).expect(200)).body;
    expect(body.ticketTypes.map((row: { ticketTypeId: string }) => row.ticketTypeId)).toEqual(kept.map((edit) => edit.id));
    expect(body.totals).toMatchObject({ orders: 1, ticketsSold: 0, capacity: 220, refunds: 1584 });
    expect((await stats(event.eventId, { event_id: second }).expect(200)).body.totals).toMatchObject({ capacity: 100, refunds: 1584 });
  });

  it('is for the owner’s managers and the event’s admin collaborators; door and basic collaborators and other owners are refused', async () => {
    const event = await statsEvent('Team night');
    const other = await statsEvent('Other night');
    await sql(
      t,
      `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting)
       VALUES (gen_random_uuid(), $1, $2, 'Co-host', true, 'admin'), (gen_random_uuid(), $1, $3, 'Door staff', true, 'door'), (gen_random_uuid(), $1, $4, 'Helper', true, 'basic')`,
      [event.eventId, admin.id, door.id, basic.id],
    );
    expect((await stats(event.eventId, {}, admin).expect(200)).body).toMatchObject({ eventId: event.eventId, name: 'Team night' });
    for (const refused of [door, basic, otherOwner]) expect((await stats(event.eventId, {}, refused).expect(403)).body).toEqual({ message: expect.any(String) });
    // The admin of one event sees nothing of the owner's other events.
    await stats(other.eventId, {}, admin).expect(403);
    await t.http.get(`${COURSES}/${event.eventId}/stats`).expect(401);

    expect((await stats(randomUUID()).expect(404)).body).toEqual({ message: 'Event not found' });
    expect((await stats('not-an-event').expect(404)).body).toEqual({ message: 'Event not found' });
    expect((await stats(event.eventId, { event_id: other.dates[0] }).expect(404)).body).toEqual({ message: 'Event not found' });
    expect((await stats(event.eventId, { event_id: 'not-a-date' }).expect(404)).body).toEqual({ message: 'Event not found' });
    // Ids are read in any case.
    expect((await stats(event.eventId.toUpperCase(), { event_id: event.dates[1].toUpperCase() }).expect(200)).body).toMatchObject({ eventId: event.eventId, eventDateId: event.dates[1] });
  });

  it('counts check-ins up and check-outs down, now and per 15 minutes', async () => {
    const event = await statsEvent('Door night', [ticket({ name: 'General', price: 0 })]);
    const [first, second] = event.dates;
    const { orderId, items } = await buy(first, [{ id: event.types[0]!.General!, quantity: 2 }]);
    await projectUntil(t, async () => registered(orderId, 2));

    // The door staff checks a ticket in through the door's call (they may not see the stats).
    await sql(t, `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting) VALUES (gen_random_uuid(), $1, $2, 'Door staff', true, 'door')`, [event.eventId, door.id]);
    await t.http.post(`${COURSES}/${event.eventId}/check_ins`).set(bearer(door)).send({ registrationId: items[0], eventDateId: first }).expect(200);
    await projectUntil(t, async () => (await rowsOf('reporting.check_in_facts', event.eventId)) === 1);
    const checkedIn = (await stats(event.eventId).expect(200)).body.checkIns;
    expect(checkedIn).toEqual({ checkedIn: 1, expected: 2, curve: [{ at: expect.any(String), checkedIn: 1 }] });
    // The point is the start of the 15 minutes the check-in fell in.
    expect(new Date(checkedIn.curve[0].at).getTime() % (15 * 60_000)).toBe(0);
    expect(Date.now() - new Date(checkedIn.curve[0].at).getTime()).toBeLessThan(16 * 60_000);

    await t.http.post(`${COURSES}/${event.eventId}/check_outs`).set(bearer(door)).send({ registrationId: items[0] }).expect(200);
    await projectUntil(t, async () => (await rowsOf('reporting.check_in_facts', event.eventId)) === 2);
    const checkedOut = (await stats(event.eventId).expect(200)).body.checkIns;
    expect(checkedOut.checkedIn).toBe(0);
    expect(checkedOut.curve.at(-1).checkedIn).toBe(0);
    expect((await stats(event.eventId, { event_id: second }).expect(200)).body.checkIns).toEqual({ checkedIn: 0, expected: 0, curve: [] });

    // Over an evening (the order's own commands, at set times): in at 19:02, 19:20 and 19:29, one out at 19:50.
    const late = await statsEvent('Late door', [ticket({ name: 'General', price: 0 })]);
    const evening = await buy(late.dates[0], [{ id: late.types[0]!.General!, quantity: 3 }]);
    const orders = t.app.get(Orders);
    const at = (time: string) => new Date(`2030-03-01T${time}:00Z`);
    for (const [n, time] of [[0, '19:02'], [1, '19:20'], [2, '19:29']] as const) {
      await orders.execute(evening.orderId, (state) => decide({ type: 'CheckInTicket', itemId: evening.items[n]!, scanId: null, timezone: 'UTC', now: at(time) }, state));
    }
    await orders.execute(evening.orderId, (state) => decide({ type: 'CheckOutTicket', itemId: evening.items[0]!, now: at('19:50') }, state));
    await projectUntil(t, async () => (await rowsOf('reporting.check_in_facts', late.eventId)) === 4);
    expect((await stats(late.eventId).expect(200)).body.checkIns).toEqual({
      checkedIn: 2,
      expected: 3,
      curve: [
        { at: '2030-03-01T19:00:00.000Z', checkedIn: 1 },
        { at: '2030-03-01T19:15:00.000Z', checkedIn: 3 },
        { at: '2030-03-01T19:45:00.000Z', checkedIn: 2 },
      ],
    });

    // A checked-in ticket cancelled at 20:05 is no longer in (as at the door); cancelling the one checked out earlier, or
    // checking out the cancelled one afterwards, changes nothing.
    await orders.execute(evening.orderId, (state) => decide({ type: 'CancelItem', itemId: evening.items[1]!, by: 'organizer', now: at('20:05') }, state));
    await orders.execute(evening.orderId, (state) => decide({ type: 'CancelItem', itemId: evening.items[0]!, by: 'organizer', now: at('20:06') }, state));
    await orders.execute(evening.orderId, (state) => decide({ type: 'CheckOutTicket', itemId: evening.items[1]!, now: at('20:20') }, state));
    await projectUntil(t, async () => (await rowsOf('reporting.event_sales', late.eventId, 'tickets_sold = 1')) === 1 && (await rowsOf('reporting.check_in_facts', late.eventId)) === 5);
    expect((await stats(late.eventId).expect(200)).body.checkIns).toEqual({
      checkedIn: 1,
      expected: 1,
      curve: [
        { at: '2030-03-01T19:00:00.000Z', checkedIn: 1 },
        { at: '2030-03-01T19:15:00.000Z', checkedIn: 3 },
        { at: '2030-03-01T19:45:00.000Z', checkedIn: 2 },
        { at: '2030-03-01T20:00:00.000Z', checkedIn: 1 },
      ],
    });
  });

  it('counts the funnel from page views to purchases through the checkout, leaving out guests and box-office sales', async () => {
    const event = await statsEvent('Funnel night');
    const [first, second] = event.dates;
    const general = event.types[0]!.General!;
    const pageEvent = (name: string, eventDateId: string | null) =>
      sql(t, `INSERT INTO reporting.page_events (id, owner_id, event_id, event_date_id, name, visitor_id, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, now())`, [
        randomUUID(),
        owner.id,
        event.eventId,
        eventDateId,
        name,
        `visitor-${randomUUID()}`,
      ]);
    for (const dateId of [null, null, first, second]) await pageEvent('ViewContent', dateId);
    for (const dateId of [first, first, second]) await pageEvent('AddToCart', dateId);
    for (const dateId of [first, first]) await pageEvent('InitiateCheckout', dateId);

    const bought = await buy(first, [{ id: general, quantity: 1 }]);
    await t.http.post(`${COURSES}/${event.eventId}/box_office_orders`).set(bearer(owner)).send({ eventDateId: first, tickets: [{ id: general, quantity: 1 }], paymentMethod: 'cash' }).expect(201);
    await t.http.post(`${COURSES}/${event.eventId}/guests`).set(bearer(owner)).send({ eventDateId: first, tickets: [{ id: general, quantity: 1 }] }).expect(201);
    await projectUntil(t, async () => (await ordersOf(event.eventId)) === 3 && (await rowsOf('reporting.funnel_purchases', event.eventId)) === 1);

    expect(await sql(t, 'SELECT order_id FROM reporting.funnel_purchases WHERE event_id = $1', [event.eventId])).toEqual([{ order_id: bought.orderId }]);
    const all = (await stats(event.eventId).expect(200)).body;
    expect(all.funnel).toEqual({ views: 4, addToCart: 3, initiateCheckout: 2, purchases: 1, conversionRate: 0.25 });
    // The other sales are orders all the same.
    expect(all.totals).toMatchObject({ orders: 3, ticketsSold: 3 });
    // A date's steps and purchases are its own; views stay the event's (its page shows every date).
    expect((await stats(event.eventId, { event_id: first }).expect(200)).body.funnel).toEqual({ views: 4, addToCart: 2, initiateCheckout: 2, purchases: 1, conversionRate: 0.25 });
    expect((await stats(event.eventId, { event_id: second }).expect(200)).body.funnel).toEqual({ views: 4, addToCart: 1, initiateCheckout: 0, purchases: 0, conversionRate: 0 });
  });

  it('shows what each promo code and promoter sold, less refunded tickets', async () => {
    const event = await statsEvent('Promo night');
    const [first, second] = event.dates;
    const general = event.types[0]!.General!;
    const body = { ownerId: owner.id, code: 'Half50', startsAt: '2020-01-01T00:00:00Z', endsAt: null, scope: 'owner', courseCategoryIds: [], amount: null, percentageValue: 50, quantity: null };
    const code = (await t.http.post(PROMO_CODES).set(bearer(owner)).send(body).expect(201)).body.code as string;
    const cookie = (
      (await t.http.post('/client_side_api/v1/cookies/set').send({ courseId: event.eventId, promoterUsername: promoter.username, name: 'promoter' }).expect(200)).headers['set-cookie'] as unknown as string[]
    )[0]!.split(';')[0]!;

    // Half off: each $20 ticket costs $10 and its $0.89 fee $0.44, so the code takes $10.45 off each.
    const twoWithCode = await buy(first, [{ id: general, quantity: 2 }], { promoCode: code.toLowerCase(), cookie });
    await buy(first, [{ id: general, quantity: 1 }], { promoCode: code });
    await buy(first, [{ id: general, quantity: 1 }]);
    await buy(second, [{ id: event.types[1]!.General!, quantity: 1 }], { promoCode: code });
    await projectUntil(t, async () => (await registered(twoWithCode.orderId, 2)) && (await rowsOf('reporting.promo_code_sales', event.eventId)) === 2 && (await ordersOf(event.eventId)) === 4);
    const promoted = { promoterId: promoter.id, name: 'Priya Shah', username: promoter.username, type: 'User', orders: 1, tickets: 2, revenue: 2000 };
    expect((await stats(event.eventId).expect(200)).body).toMatchObject({ promoCodes: [{ code, orders: 3, tickets: 4, discounts: 4180, revenue: 4000 }], promoters: [promoted] });

    await t.http.post(`/client_side_api/v1/order_items/${twoWithCode.items[0]}/refund`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await rowsOf('reporting.promo_code_sales', event.eventId, 'tickets = 2')) === 1);
    const after = (await stats(event.eventId).expect(200)).body;
    expect(after.promoCodes).toEqual([{ code, orders: 3, tickets: 3, discounts: 4180, revenue: 3000 }]);
    expect(after.promoters).toEqual([{ ...promoted, tickets: 1, revenue: 1000 }]);
    expect((await stats(event.eventId, { event_id: first }).expect(200)).body).toMatchObject({ promoCodes: [{ code, orders: 2, tickets: 2, discounts: 3135, revenue: 2000 }], promoters: after.promoters });
    expect((await stats(event.eventId, { event_id: second }).expect(200)).body).toMatchObject({ promoCodes: [{ code, orders: 1, tickets: 1, discounts: 1045, revenue: 1000 }], promoters: [] });
  });

  it('rebuilds the check-ins, funnel purchases, promo code and promoter sales from the event log to the same rows and stats', async () => {
    const tables = [checkInsProjection, funnelPurchasesProjection, promoCodeSalesProjection, promoterSalesProjection].flatMap((p) => p.tables);
    expect(tables).toEqual(['reporting.check_in_facts', 'reporting.funnel_purchases', 'reporting.promo_code_sales', 'reporting.promo_code_orders', 'reporting.promoter_sales']);
    const dump = async () => Object.fromEntries(await Promise.all([...tables, 'reporting.page_events'].map(async (table) => [table, (await sql(t, `SELECT * FROM ${table}`)).map((row) => JSON.stringify(row)).sort()] as const)));
    // Every projection has passed the newest event of its types.
    await projectUntil(t, async () => {
      for (const projection of projections) {
        const [row] = await sql<{ behind: boolean }>(
          t,
          `SELECT coalesce((SELECT max(global_position) FROM emt_messages WHERE message_type = ANY($1)), 0) > coalesce((SELECT position FROM projections.checkpoints WHERE name = $2), 0) AS behind`,
          [projection.eventTypes, projection.name],
        );
        if (row!.behind) return false;
      }
      return true;
    });
    const before = await dump();
    expect(before['reporting.check_in_facts']!.length).toBeGreaterThan(0);
    expect(before['reporting.promo_code_sales']!.length).toBeGreaterThan(0);
    expect(before['reporting.page_events']!.length).toBeGreaterThan(0);
    const eventIds = (await sql<{ event_id: string }>(t, 'SELECT DISTINCT event_id FROM reporting.event_sales WHERE owner_id = $1', [owner.id])).map((row) => row.event_id);
    const pages = async () => Promise.all(eventIds.map(async (eventId) => (await stats(eventId).expect(200)).body));
    const statsBefore = await pages();

    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    try {
      const runner = new ProjectionRunner(pool, t.app.get(EventStore), projections, { error: () => undefined, info: () => undefined });
      for (const projection of [checkInsProjection, funnelPurchasesProjection, promoCodeSalesProjection, promoterSalesProjection]) await runner.rebuild(projection.name);
    } finally {
      await pool.end();
    }
    // The page events are the tracking call's, not the log's: a rebuild leaves them.
    expect(await dump()).toEqual(before);
    expect(await pages()).toEqual(statsBefore);
  });
});
