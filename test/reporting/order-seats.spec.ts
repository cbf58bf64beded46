import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const CHARTS = '/client_side_api/v1/profile_management/seat_charts';
const COURSES = '/client_side_api/v1/management/courses';

/** Stalls row A of 10 seats (category 1). */
const hall = {
  width: 400,
  height: 200,
  categories: [{ key: 1, label: 'Stalls', color: '#2563eb' }],
  stage: null,
  labels: [],
  sections: [
    {
      id: 'stalls',
      label: 'Stalls',
      rows: [{ id: 'a', label: 'A', seats: Array.from({ length: 10 }, (_, n) => ({ number: String(n + 1), x: n * 10, y: 50, categoryKey: 1, accessible: false })) }],
      tables: [],
      areas: [],
    },
  ],
};

interface ReportItem {
  id: string;
  name: string;
  status: string;
  seat: string | null;
}

/** The orders report shows each ticket's seat, and follows the organizer moving an attendee to another seat. */
describe('seats in the orders report', () => {
  let t: TestApp;
  let owner: TestUser;
  let event: PublishedEvent;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
    const chartId = (await t.http.post(CHARTS).set(bearer(owner)).send({ ownerId: owner.id, name: 'Riverside Hall', definition: hall }).expect(201)).body.id as string;
    // A Stalls ticket sells the chart's seats; Standing has no seat.
    event = await publishedEvent(t, owner, {
      name: 'Chamber Night',
      ticketTypes: [ticket({ name: 'Stalls', price: 3500, seatsCategoryKeys: [1] }), ticket({ name: 'Standing', price: 1500 })],
      collectInformationSetting: 'only-buyer',
    });
    await t.http.put(`${COURSES}/${event.eventId}/seating`).set(bearer(owner)).send({ chartId }).expect(200);
  });
  afterAll(() => t.close());

  const transaction = async (orderId: string) =>
    (await t.http.get(`/client_side_api/v1/profile_management/transactions/${orderId}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body as { orderItems: ReportItem[] };
  const seatsOf = async (orderId: string) =>
    (await sql<{ items: ReportItem[] }>(t, 'SELECT order_items AS items FROM reporting.transactions WHERE id = $1', [orderId]))[0]?.items.map((item) => [item.name, item.seat]).sort() ?? [];

  it('lists the seat of each ticket (null without one), moves it with the attendee, keeps it on a refund, and rebuilds to the same rows', async () => {
    const seatsHoldToken = 'seat-session-1';
    const seats = ['Stalls-A-4', 'Stalls-A-5'].map((seatLabel) => ({ seatLabel, ticketId: event.tickets.Stalls, ticketQuantity: 1 }));
    const order = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.Standing, quantity: 1 }], seats, seatsHoldToken }).expect(201)).body;
    const confirmed = await t.http
      .post(`/client_side_api/v1/orders/${order.id}/confirm`)
      .send({ buyerAttributes: buyer(), seatsHoldToken, seatsReserved: ['Stalls-A-4', 'Stalls-A-5'] })
      .expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    await projectUntil(t, async () => (await seatsOf(order.id)).length === 3);

    const items = (await transaction(order.id)).orderItems;
    expect(items.map((item) => [item.name, item.seat, item.status]).sort()).toEqual([
      ['Stalls', 'Stalls-A-4', 'Active'],
      ['Stalls', 'Stalls-A-5', 'Active'],
      ['Standing', null, 'Active'],
    ]);

    // The organizer moves the attendee of: the report follows.
    const moved = items.find((item) => item.seat === 'Stalls-A-5')!;
    expect((await t.http.post(`/client_side_api/v1/order_items/${moved.id}/seat`).set(bearer(owner)).send({ seatLabel: 'Stalls-A-9' }).expect(200)).body).toEqual({ message: 'Moved to seat Stalls-A-9' });
    await projectUntil(t, async () => (await seatsOf(order.id)).some(([, seat]) => seat === 'Stalls-A-9'));
    const after = (await transaction(order.id)).orderItems;
    // Only the moved ticket changed, in its place in the order.
    expect(after).toEqual(items.map((item) => (item.id === moved.id ? { ...item, seat: 'Stalls-A-9' } : item)));

    // A refunded ticket keeps the seat it had, with its status.
    await t.http.post(`/client_side_api/v1/order_items/${moved.id}/refund`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await transaction(order.id)).orderItems.find((item) => item.id === moved.id)?.status === 'Refunded');
    expect((await transaction(order.id)).orderItems.find((item) => item.id === moved.id)).toMatchObject({ seat: 'Stalls-A-9', status: 'Refunded' });

    // Replaying the log gives the same rows, the move included.
    const rows = async () => sql(t, 'SELECT * FROM reporting.transactions WHERE owner_id = $1', [owner.id]);
    const before = await rows();
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    const runner = new ProjectionRunner(pool, t.app.get(EventStore), projections, { error: () => undefined, info: () => undefined });
    await runner.rebuild('reporting_transactions');
    await pool.end();
    expect(await rows()).toEqual(before);
  });
});
