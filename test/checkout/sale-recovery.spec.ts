import { CommandBus } from '@nestjs/cqrs';
import { ExpireOrdersCommand } from '../../src/checkout/application/expire-orders/expire-orders.command.js';
import { SETTLE_GRACE_MS } from '../../src/checkout/application/expire-orders/expire-orders.handler.js';
import { DEMO_CARDS, DemoPaymentGateway } from '../../src/checkout/infrastructure/demo-payment-gateway.adapter.js';
import { PaymentGateway } from '../../src/checkout/application/ports/payment-gateway.port.js';
import { Inventory } from '../../src/ticketing/contracts/inventory.js';
import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';

/**
 * A process can die between selling an order's tickets and recording the completed order. The sweep
 * finishes such a sale once it is a minute old: a paid order completes, an unpaid one gives its tickets back.
 */
describe('sales left unsettled by a process that died', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  const sweep = (at: Date) => t.app.get(CommandBus).execute(new ExpireOrdersCommand(at));
  const soldOf = async (ticketTypeId: string) => (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;
  const statusOf = async (orderId: string) => (await t.http.get(`${ORDERS}/${orderId}/summary`).expect(200)).body.status as string;
  const unsettled = async (orderId: string) => (await sql(t, 'SELECT 1 FROM ticketing.holds WHERE order_id = $1 AND committed AND NOT settled', [orderId])).length;
  /** Sells the order's tickets as checkout does before it records the order, and stops there (the process died). */
  const sellOnly = (orderId: string, ticketTypeId: string, quantity: number) => t.app.get(Inventory).commit(orderId, [{ ticketTypeId, quantity }]);
  const order = async (event: PublishedEvent, quantity: number) =>
    (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: Object.values(event.tickets)[0], quantity }] }).expect(201)).body as { id: string };

  it('completes a paid order whose tickets were sold but whose completion was never recorded', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Seat', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const seat = event.tickets.Seat!;
    const { id } = await order(event, 2);
    const confirmed = await t.http.post(`${ORDERS}/${id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    // The card was charged and the tickets sold, then the process died before the order was completed.
    const gateway = t.app.get(PaymentGateway) as DemoPaymentGateway;
    expect((await gateway.confirm(confirmed.body.paymentRequest.paymentIntent, null))?.status).toBe('succeeded');
    expect(await sellOnly(id, seat, 2)).toEqual({ ok: true });
    expect([await statusOf(id), await soldOf(seat), await unsettled(id)]).toEqual(['handling_payment', 2, 1]);

    // Within the grace, the sale may still be being recorded by its own process: left alone.
    await sweep(new Date(Date.now() + SETTLE_GRACE_MS / 2));
    expect(await statusOf(id)).toBe('handling_payment');
    await sweep(new Date(Date.now() + SETTLE_GRACE_MS + 1000));
    expect([await statusOf(id), await soldOf(seat), await unsettled(id)]).toEqual(['completed', 2, 0]);
    expect((await t.http.get(`${ORDERS}/${id}/tickets`).expect(200)).body).toHaveLength(2);
  });

  it('records a payment that succeeded without reaching its order before the order times out', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Box', price: 3000, quantity: 4 })], collectInformationSetting: 'only-buyer' });
    const box = event.tickets.Box!;
    const { id } = await order(event, 1);
    const confirmed = await t.http.post(`${ORDERS}/${id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    // The buyer paid; the process died before it told the order.
    await (t.app.get(PaymentGateway) as DemoPaymentGateway).confirm(confirmed.body.paymentRequest.paymentIntent, null);
    const [{ deadline }] = await sql<{ deadline: Date }>(t, 'SELECT max(expires_at) AS deadline FROM ticketing.holds WHERE order_id = $1', [id]);
    await sweep(new Date(deadline.getTime() + 1000));
    expect([await statusOf(id), await soldOf(box), await unsettled(id)]).toEqual(['completed', 1, 0]);
  });

  it('puts back the tickets of an unpaid order that was never completed, and ends the order', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free seat', price: 0, quantity: 5 })], collectInformationSetting: 'only-buyer' });
    const seat = event.tickets['Free seat']!;
    const { id } = await order(event, 3);
    expect(await sellOnly(id, seat, 3)).toEqual({ ok: true });
    expect(await soldOf(seat)).toBe(3);
    await sweep(new Date(Date.now() + SETTLE_GRACE_MS + 1000));
    expect([await statusOf(id), await soldOf(seat), await unsettled(id)]).toEqual(['timed_out', 0, 0]);
    // All five are on sale again.
    await order(event, 5);
  });

  it('settles a completed order whose sale was not yet marked final, selling nothing twice', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Stall', price: 1500, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const stall = event.tickets.Stall!;
    const { id } = await order(event, 2);
    const confirmed = await t.http.post(`${ORDERS}/${id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: DEMO_CARDS.succeeds }).expect(200);
    expect([await statusOf(id), await soldOf(stall), await unsettled(id)]).toEqual(['completed', 2, 0]);
    // The process died after recording the completed order, before marking the sale final.
    await sql(t, 'UPDATE ticketing.holds SET settled = false WHERE order_id = $1', [id]);
    await sweep(new Date(Date.now() + SETTLE_GRACE_MS + 1000));
    expect([await statusOf(id), await soldOf(stall), await unsettled(id)]).toEqual(['completed', 2, 0]);
  });
});
