import type { OrderItemRefundedV1 } from '../../src/checkout/contracts/order-events.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';
const ITEMS = '/client_side_api/v1/order_items';

describe("checkout: the organizer's refund and cancel of one ticket", () => {
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

  const status = async (itemId: string) => (await sql<{ status: string }>(t, 'SELECT status FROM checkout.registrations WHERE id = $1', [itemId]))[0]?.status;
  const stream = (orderId: string) => t.app.get(EventStore).readStream(`order-${orderId}`);

  /** A completed order of `quantity` $20 tickets paid with the demo card, once its registrations are projected. */
  async function paidOrder(quantity: number): Promise<{ orderId: string; items: string[] }> {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity }] }).expect(201)).body;
    const confirmed = (await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body;
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    const items = order.items.map((item: { id: string }) => item.id) as string[];
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [order.id])).length === quantity);
    return { orderId: order.id, items };
  }

  it("admits only the owner's managers, through the management guard", async () => {
    const { orderId, items } = await paidOrder(1);
    const [item] = items as [string];
    for (const action of ['refund', 'cancel']) {
      await t.http.post(`${ITEMS}/${item}/${action}`).expect(401);
      expect((await t.http.post(`${ITEMS}/${item}/${action}`).set(bearer(stranger)).expect(403)).body).toEqual({ message: 'You are not allowed to manage this account' });
      // A ticket that does not exist is not found, for anyone signed in.
      for (const missing of ['6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22', 'not-a-ticket']) {
        expect((await t.http.post(`${ITEMS}/${missing}/${action}`).set(bearer(stranger)).expect(404)).body).toEqual({ message: 'Registration not found' });
      }
    }
    expect((await stream(orderId)).map((e) => e.type)).not.toContain('OrderItemRefunded');
    expect(await status(item)).toBe('active');

    expect((await t.http.post(`${ITEMS}/${item}/refund`).set(bearer(owner)).expect(200)).body).toEqual({ message: 'Registration refunded' });
    expect((await t.http.post(`${ITEMS}/${item}/cancel`).set(bearer(owner)).expect(422)).body).toEqual({ message: 'Registration cannot be cancelled' });
  });

  it('records a refund in the current version of the published contract, and still reads one stored in version 1', async () => {
    const { orderId, items } = await paidOrder(2);
    const [now, before] = items as [string, string];
    await t.http.post(`${ITEMS}/${now}/refund`).set(bearer(owner)).expect(200);
    const events = await stream(orderId);
    const refunded = events.find((e) => e.type === 'OrderItemRefunded')!;
    expect(refunded.metadata).toEqual({ schemaVersion: 3 });
    expect(refunded.data).toMatchObject({ item: { itemId: now }, amount: 2089, currency: 'usd' });
    expect(events.find((e) => e.type === 'OrderCreated')!.metadata).toEqual({ schemaVersion: 2 });

    // The other ticket's refund as Limelight stored it before the contract's version 2: no currency, no promoter, no version.
    const { currency: _, order: { promoter: __, ...orderV1 }, ...v1 } = refunded.data as unknown as Omit<OrderItemRefundedV1, 'order'> & { currency: string; order: OrderItemRefundedV1['order'] & { promoter: unknown } };
    const completed = events.find((e) => e.type === 'OrderCompleted')!.data as { tickets: { itemId: string }[] };
    const old: OrderItemRefundedV1 = { ...v1, order: orderV1, item: { ...v1.item, ...completed.tickets.find((x) => x.itemId === before)! } as OrderItemRefundedV1['item'], refundId: 'demo_re_old' };
    await t.app.get(EventStore).appendToStream(`order-${orderId}`, [{ type: 'OrderItemRefunded', data: old }], { expectedRevision: events.length - 1 });

    // The order reads it (the ticket is refunded and cannot be refunded again), and so does the registrations projection.
    expect((await t.http.post(`${ITEMS}/${before}/refund`).set(bearer(owner)).expect(422)).body).toEqual({ message: 'Registration cannot be refunded' });
    const tickets = (await t.http.get(`${ORDERS}/${orderId}/tickets`).expect(200)).body as { id: string; status: string }[];
    expect(Object.fromEntries(tickets.map((x) => [x.id, x.status]))).toEqual({ [now]: 'refunded', [before]: 'refunded' });
    await projectUntil(t, async () => (await status(before)) === 'refunded');
  });
});
