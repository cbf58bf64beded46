import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

describe('checkout: registrations', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  it('issues one registration per ticket of a completed order with its holder', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0 })] });
    const order = (await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 2 }] }).expect(201)).body;
    const attendees = order.items.map((item: { id: string }, n: number) => ({ itemId: item.id, firstName: 'Guest', lastName: ['One', 'Two'][n], email: `guest${n}@example.com` }));
    await t.http.post(`/client_side_api/v1/orders/${order.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: attendees }).expect(200);

    const rows = () => sql(t, 'SELECT id, order_id, last_name, email, buyer_email, status, payment_method, event_id FROM checkout.registrations WHERE order_id = $1 ORDER BY last_name', [order.id]);
    await projectUntil(t, async () => (await rows()).length === 2);
    const issued = await rows();
    expect(issued).toEqual([
      { id: order.items[0].id, order_id: order.id, last_name: 'One', email: 'guest0@example.com', buyer_email: 'ada@example.com', status: 'active', payment_method: 'free', event_id: event.eventId },
      { id: order.items[1].id, order_id: order.id, last_name: 'Two', email: 'guest1@example.com', buyer_email: 'ada@example.com', status: 'active', payment_method: 'free', event_id: event.eventId },
    ]);
  });
});
