import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';

interface Transaction {
  id: string;
  productId: string;
  promoter: { id: string; name: string; username: string; type: string } | null;
}

/**
 * Promoter links end to end: the visitor opens /promote/{username}/{eventId} (the web page calls the cookie
 * call), then buys; the order credits the promoter, and the owner's reports show it.
 */
describe('reporting: sales by promoter', () => {
  let t: TestApp;
  let owner: TestUser;
  let promoter: TestUser;
  let fan: TestUser;
  let jazz: PublishedEvent;
  let free: PublishedEvent;
  const report = (query: string) => t.http.get(`/client_side_api/v1/reporting/promoters?ownerId=${owner.id}${query}`).set(bearer(owner));
  const transactions = async () => (await t.http.get(`/client_side_api/v1/profile_management/transactions?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.data as Transaction[];
  const ownerRows = async (table: string, where = 'true') => (await sql(t, `SELECT 1 FROM ${table} WHERE owner_id = $1 AND ${where}`, [owner.id])).length;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    promoter = await signUpUser(t.http, { name: 'Priya Shah' });
    fan = await signUpUser(t.http, { name: 'Sam Rivera' });
    await connectPayments(t, owner.id);
    jazz = await publishedEvent(t, owner, { name: 'Late Night Jazz', ticketTypes: [ticket({ name: 'Seat', price: 2500 })], collectInformationSetting: 'only-buyer' });
    free = await publishedEvent(t, owner, { name: 'Open Rehearsal', ticketTypes: [ticket({ name: 'Free', price: 0 })], collectInformationSetting: 'only-buyer' });
  });
  afterAll(() => t.close());

  /** The browser opens the promoter link: the cookie it keeps afterwards ('name=value'). */
  async function openPromoterLink(eventId: string, username: string): Promise<string> {
    const response = await t.http.post('/client_side_api/v1/cookies/set').send({ courseId: eventId, promoterUsername: username, name: 'promoter' }).expect(200);
    return (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
  }

  /** Buys `quantity` tickets of the event's only ticket type (signed in as `as`, or as a guest), paying with the demo card when not free. */
  async function buy(event: PublishedEvent, quantity: number, { cookie, as, email }: { cookie?: string; as?: TestUser; email: string }): Promise<string> {
    const request = t.http.post(ORDERS);
    if (cookie) request.set('Cookie', cookie);
    if (as) request.set(bearer(as));
    const order = (await request.send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity }] }).expect(201)).body;
    const confirmed = (await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer({ email, emailConfirm: email }) }).expect(200)).body;
    if (confirmed.paymentRequest) {
      const paid = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
      expect(paid.body.result).toBe('succeeded');
    }
    return order.id as string;
  }

  it('credits the promoter with the orders of a visitor who opened their link, signed in or not, and reports their sales', async () => {
    const cookie = await openPromoterLink(jazz.eventId, promoter.username);
    const signedIn = await buy(jazz, 2, { cookie, as: fan, email: fan.email });
    const guest = await buy(jazz, 1, { cookie, email: 'guest@example.com' });
    const direct = await buy(jazz, 1, { as: fan, email: fan.email });
    await projectUntil(t, async () => (await ownerRows('reporting.transactions')) === 3 && (await ownerRows('reporting.promoter_sales', 'orders = 2')) === 1);

    const promoted = { id: promoter.id, name: 'Priya Shah', username: promoter.username, type: 'User' };
    const byId = Object.fromEntries((await transactions()).map((o) => [o.id, o.promoter]));
    expect(byId).toEqual({ [signedIn]: promoted, [guest]: promoted, [direct]: null });

    // Three $25 tickets: revenue is the ticket prices (fees excluded).
    const row = { promoterId: promoter.id, promoterName: 'Priya Shah', promoterUsername: promoter.username, promoterType: 'User', orders: 2, tickets: 3, revenue: 7500, currency: 'usd' };
    expect((await report('').expect(200)).body).toEqual({ data: [row], totalCount: 1, page: 1, perPage: 10 });
    expect((await report(`&courseId=${jazz.eventId}`).expect(200)).body.data).toEqual([row]);
    expect((await report(`&courseId=${free.eventId}`).expect(200)).body).toEqual({ data: [], totalCount: 0, page: 1, perPage: 10 });
    expect((await report('&courseId=not-an-event').expect(400)).body).toEqual([{ message: 'courseId must be an event id' }]);
  });

  it('records no promoter for the buyer promoting themselves, for the event’s owner, or for a cookie of another event or of nobody', async () => {
    const own = await openPromoterLink(free.eventId, fan.username);
    const owners = await openPromoterLink(free.eventId, owner.username);
    const otherEvent = await openPromoterLink(jazz.eventId, promoter.username);
    const forged = `promoter_${free.eventId}=6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22`;
    const orders = [
      await buy(free, 1, { cookie: own, as: fan, email: fan.email }),
      await buy(free, 1, { cookie: owners, as: fan, email: fan.email }),
      await buy(free, 1, { cookie: otherEvent, as: fan, email: fan.email }),
      await buy(free, 1, { cookie: forged, email: 'guest@example.com' }),
    ];
    await projectUntil(t, async () => (await ownerRows('reporting.transactions', `product_id = '${free.eventId}'`)) === 4);

    expect((await transactions()).filter((o) => orders.includes(o.id)).map((o) => o.promoter)).toEqual([null, null, null, null]);
    expect((await report(`&courseId=${free.eventId}`).expect(200)).body.totalCount).toBe(0);
    // The same buyer through someone else's link is credited.
    const promoted = await buy(free, 1, { cookie: await openPromoterLink(free.eventId, promoter.username), as: fan, email: fan.email });
    await projectUntil(t, async () => (await ownerRows('reporting.promoter_sales', `event_id = '${free.eventId}'`)) === 1);
    expect((await transactions()).find((o) => o.id === promoted)!.promoter).toMatchObject({ id: promoter.id });
    expect((await report(`&courseId=${free.eventId}`).expect(200)).body.data).toEqual([expect.objectContaining({ promoterId: promoter.id, orders: 1, tickets: 1, revenue: 0 })]);
  });

  it('takes refunded and cancelled tickets off the promoter’s tickets and revenue', async () => {
    const orderId = await buy(jazz, 2, { cookie: await openPromoterLink(jazz.eventId, promoter.username), email: 'refund@example.com' });
    const registrations = () => sql<{ id: string }>(t, 'SELECT id FROM checkout.registrations WHERE order_id = $1 ORDER BY id', [orderId]);
    await projectUntil(t, async () => (await registrations()).length === 2 && (await ownerRows('reporting.promoter_sales', `event_id = '${jazz.eventId}' AND orders = 3 AND tickets = 5`)) === 1);
    const items = (await registrations()).map((r) => r.id);
    await t.http.post(`/client_side_api/v1/order_items/${items[0]}/refund`).set(bearer(owner)).expect(200);
    await t.http.post(`/client_side_api/v1/order_items/${items[1]}/cancel`).set(bearer(owner)).expect(200);
    await projectUntil(t, async () => (await ownerRows('reporting.promoter_sales', `event_id = '${jazz.eventId}' AND tickets = 3`)) === 1);
    expect((await report(`&courseId=${jazz.eventId}`).expect(200)).body.data).toEqual([expect.objectContaining({ orders: 3, tickets: 3, revenue: 7500 })]);
  });
});
