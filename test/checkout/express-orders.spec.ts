import { CommandBus } from '@nestjs/cqrs';
import { ExpireOrdersCommand } from '../../src/checkout/application/expire-orders/expire-orders.command.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';

/** What a wallet answers: one name and an e-mail; the checkout splits the name and makes the payer every attendee. */
const walletConfirmation = (items: { id: string }[]) => {
  const payer = { firstName: 'Grace', lastName: 'Brewster Hopper', email: 'grace@example.com' };
  return { buyerAttributes: { ...payer, emailConfirm: payer.email }, attendeesAttributes: items.map((item) => ({ itemId: item.id, ...payer })) };
};

describe('checkout: express orders with the demo gateway', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  const available = async (dateId: string, ticketTypeId: string) => {
    const list = await t.http.get(`/client_side_api/v1/tickets?eventId=${dateId}`).expect(200);
    return list.body.find((x: { id: string }) => x.id === ticketTypeId).available as number;
  };
  const soldOf = async (ticketTypeId: string) => (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;

  it('is created as tickets are chosen, follows the selection, and is paid through the wallet with the demo card', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })] });
    const general = event.tickets.General!;

    const created = (await t.http.post(`${ORDERS}/create_express`).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }] }).expect(201)).body;
    // The wallet buttons need the gateway before anything is confirmed; the demo gateway has no publishable key.
    expect(created).toMatchObject({ status: 'express_processing', inProgress: true, express: true, amount: 2089, paymentGateway: 'demo', stripePaymentMethod: null, paymentIntent: null, clientSecret: null });
    expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBe(840_000);
    expect(await available(event.dateId, general)).toBe(9);

    const updated = (await t.http.patch(`${ORDERS}/${created.id}/update_express`).send({ tickets: [{ id: general, quantity: 2 }] }).expect(200)).body;
    // The select phase's deadline stays what it was.
    expect(updated).toMatchObject({ id: created.id, status: 'express_processing', amount: 4178, expiresAt: created.expiresAt, paymentGateway: 'demo' });
    expect(updated.items).toHaveLength(2);
    expect(await available(event.dateId, general)).toBe(8);
    expect((await t.http.get(`${ORDERS}/${created.id}`).expect(200)).body).toMatchObject({ status: 'express_processing', express: true, paymentGateway: 'demo' });

    const before = Date.now();
    const confirmed = (await t.http.post(`${ORDERS}/${created.id}/confirm`).send(walletConfirmation(updated.items)).expect(200)).body;
    const after = Date.now();
    expect(confirmed.paymentRequest).toMatchObject({ gateway: 'demo', stripePaymentMethod: null });
    expect(confirmed.order).toMatchObject({ status: 'handling_payment', express: true, user: { email: 'grace@example.com' } });
    // The pay phase runs 9 minutes from the confirmation, as for any order.
    const payDeadline = new Date(confirmed.order.expiresAt).getTime();
    expect(payDeadline).toBeGreaterThanOrEqual(before + 540_000 - 1000);
    expect(payDeadline).toBeLessThanOrEqual(after + 540_000);

    const paid = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    expect(paid.body).toEqual({ result: 'succeeded', message: null, zipError: false, orderId: created.id });
    expect((await t.http.get(`${ORDERS}/${created.id}/summary`).expect(200)).body).toMatchObject({ status: 'completed', inProgress: false, ticketsCount: 2, email: 'grace@example.com' });
    expect(await soldOf(general)).toBe(2);
    // The wallet's payer holds every ticket.
    const stream = await t.app.get(EventStore).readStream(`order-${created.id}`);
    const issued = (stream.find((e) => e.type === 'OrderCompleted')!.data as { tickets: { firstName: string; lastName: string; email: string }[] }).tickets;
    expect(issued.map((x) => `${x.firstName} ${x.lastName} <${x.email}>`)).toEqual(['Grace Brewster Hopper <grace@example.com>', 'Grace Brewster Hopper <grace@example.com>']);
  });

  it('continues as a usual order with Continue: changed and confirmed through the usual calls', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const general = event.tickets.General!;
    const created = (await t.http.post(`${ORDERS}/create_express`).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }] }).expect(201)).body;
    const changed = (await t.http.patch(`${ORDERS}/${created.id}`).send({ tickets: [{ id: general, quantity: 3 }] }).expect(200)).body;
    expect(changed).toMatchObject({ status: 'express_processing', amount: 3 * 2089, expiresAt: created.expiresAt });
    const confirmed = (await t.http.post(`${ORDERS}/${created.id}/confirm`).send({ buyerAttributes: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' } }).expect(200)).body;
    expect(confirmed.order.status).toBe('handling_payment');
  });

  it('times out like any order when its hold runs out, and its tickets go back on sale', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })] });
    const general = event.tickets.General!;
    const created = (await t.http.post(`${ORDERS}/create_express`).send({ event: event.dateId, tickets: [{ id: general, quantity: 2 }] }).expect(201)).body;
    expect(await available(event.dateId, general)).toBe(8);

    await sql(t, `UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE NOT committed AND ticket_type_id = $1`, [general]);
    await t.app.get(CommandBus).execute(new ExpireOrdersCommand(new Date()));
    expect((await t.http.get(`${ORDERS}/${created.id}/summary`).expect(200)).body).toMatchObject({ status: 'timed_out', inProgress: false });
    expect(await available(event.dateId, general)).toBe(10);
    // The buyer's wallet can no longer change it.
    const refused = await t.http.patch(`${ORDERS}/${created.id}/update_express`).send({ tickets: [{ id: general, quantity: 1 }] }).expect(409);
    expect(refused.body).toEqual({ message: 'This order can no longer be changed' });
  });
});
