import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { ExpireOrdersCommand } from '../../src/checkout/application/expire-orders/expire-orders.command.js';
import { SETTLE_GRACE_MS } from '../../src/checkout/application/expire-orders/expire-orders.handler.js';
import { OrderPayments } from '../../src/checkout/application/order-payments.js';
import { Inventory } from '../../src/ticketing/contracts/inventory.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, publishedEvent, sql, type PublishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';
const PROMO_CODES = '/client_side_api/v1/profile_management/promo_codes';
const USED_UP = { message: 'Sorry, this code has been used up.' };

/**
 * A promo code's usage limit holds under concurrency: an order reserves a use with its ticket holds, gives
 * it back when it is cancelled, expires or drops the code, and turns it into a use when it completes.
 */
describe('checkout: promo code usage limits', () => {
  let t: TestApp;
  let owner: TestUser;
  let event: PublishedEvent;
  let general: string;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 500 })], collectInformationSetting: 'only-buyer' });
    general = event.tickets.General!;
  });
  afterAll(() => t.close());

  let codes = 0;
  /** A code of the owner at 50% off, limited to `quantity` uses; answers its id. */
  const promoCode = async (quantity: number) => {
    const body = { ownerId: owner.id, code: `LIMIT${++codes}`, startsAt: '2020-01-01T00:00:00Z', endsAt: null, scope: 'owner', courseCategoryIds: [], amount: null, percentageValue: 50, quantity };
    const created = await t.http.post(PROMO_CODES).set(bearer(owner)).send(body).expect(201);
    return { id: created.body.id as string, code: created.body.code as string };
  };
  const usesOf = async (id: string) => (await t.http.get(`${PROMO_CODES}/${id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.uses as number;
  const order = (promoCode?: string) => t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }], promoCode });
  const statusOf = async (orderId: string) => (await t.http.get(`${ORDERS}/${orderId}/summary`).expect(200)).body.status as string;
  /** Confirms the order and answers its payment's id. */
  const confirm = async (orderId: string) =>
    (await t.http.post(`${ORDERS}/${orderId}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body.paymentRequest.paymentIntent as string;
  const pay = (paymentId: string) => t.http.post(`/client_side_api/v1/demo_payments/${paymentId}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
  /** The order's deadline passes (its tickets and its code's use are free again), as time would make it. */
  const lapse = async (orderId: string) => {
    await sql(t, `UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE order_id = $1 AND NOT committed`, [orderId]);
    await sql(t, `UPDATE ticketing.promo_code_holds SET expires_at = now() - interval '1 second' WHERE order_id = $1 AND NOT committed`, [orderId]);
  };

  const validate = (code: string) => t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${event.dateId}&promoCode=${code}`);
  /** A connection of the test's own, holding a lock while a call waits for it. */
  const lockHolder = async () => {
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    await client.query('BEGIN');
    return client;
  };
  /** Until another connection waits for a lock in a statement naming `table`. */
  const waitingOn = async (table: string) => {
    for (let tries = 0; ; tries++) {
      const [row] = await sql<{ waiting: number }>(
        t,
        `SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND position($1 in query) > 0`,
        [table],
      );
      if (row!.waiting > 0) return;
      if (tries > 500) throw new Error(`nothing waits for a lock on ${table}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('lets exactly 5 of 100 buyers racing for a code limited to 5 uses complete an order with its discount', async () => {
    const limited = await promoCode(5);
    // Buyers of ten ticket types, so that no lock on a ticket type queues them: only the code's own lock does.
    const rows = await publishedEvent(t, owner, { ticketTypes: Array.from({ length: 10 }, (_, n) => ticket({ name: `Row ${n}`, price: 2000, quantity: 50 })), collectInformationSetting: 'only-buyer' });
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, n) => t.http.post(ORDERS).send({ event: rows.dateId, tickets: [{ id: rows.tickets[`Row ${n % 10}`], quantity: 1 }], promoCode: limited.code })),
    );
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(5);
    expect(replies.filter((r) => r.status !== 201).map((r) => [r.status, r.body])).toEqual(Array.from({ length: 95 }, () => [422, USED_UP]));
    // A refused buyer pays full price without the code.
    const fullPrice = (await order().expect(201)).body;
    expect(fullPrice.totals).toMatchObject({ discount: 0, total: 2089 });

    for (const reply of won) await pay(await confirm(reply.body.id));
    const completed = await Promise.all(won.map(async (r) => (await t.http.get(`${ORDERS}/${r.body.id}`).expect(200)).body));
    expect(completed.map((o) => [o.status, o.promoCode, o.totals.discount])).toEqual(Array.from({ length: 5 }, () => ['completed', limited.code, 1045]));
    expect(await usesOf(limited.id)).toBe(5);
    expect((await validate(limited.code).expect(422)).body).toEqual(USED_UP);
  });

  it('gives the reserved use back when an order is cancelled, drops the code or expires', async () => {
    const once = await promoCode(1);
    const first = (await order(once.code).expect(201)).body;
    expect((await order(once.code).expect(422)).body).toEqual(USED_UP);

    await t.http.post(`${ORDERS}/${first.id}/cancel`).expect(200);
    const second = (await order(once.code).expect(201)).body;
    expect((await order(once.code).expect(422)).body).toEqual(USED_UP);

    // Changing the selection without the code gives it back; keeping it keeps the use.
    const kept = await t.http.patch(`${ORDERS}/${second.id}`).send({ tickets: [{ id: general, quantity: 2 }], promoCode: once.code }).expect(200);
    expect(kept.body.totals.discount).toBeGreaterThan(0);
    expect((await order(once.code).expect(422)).body).toEqual(USED_UP);
    const dropped = await t.http.patch(`${ORDERS}/${second.id}`).send({ tickets: [{ id: general, quantity: 2 }] }).expect(200);
    expect(dropped.body.totals.discount).toBe(0);
    const third = (await order(once.code).expect(201)).body;

    // An order whose time is up holds nothing: the use is free at its deadline, and the sweep times the order out.
    await lapse(third.id);
    const fourth = (await order(once.code).expect(201)).body;
    await t.app.get(CommandBus).execute(new ExpireOrdersCommand(new Date()));
    expect(await statusOf(third.id)).toBe('timed_out');
    expect(await statusOf(fourth.id)).toBe('pending');
    expect(await usesOf(once.id)).toBe(0);
  });

  it('tells a buyer a code whose every use other orders reserve is used up, as ordering would', async () => {
    const once = await promoCode(1);
    const first = (await order(once.code).expect(201)).body;
    expect((await validate(once.code).expect(422)).body).toEqual(USED_UP);
    await t.http.post(`${ORDERS}/${first.id}/cancel`).expect(200);
    expect((await validate(once.code).expect(200)).body.promo).toMatchObject({ name: once.code, quantity: 1 });
  });

  it('refunds and cancels a payment that succeeds after its reserved use went to another order', async () => {
    const once = await promoCode(1);
    const late = (await order(once.code).expect(201)).body;
    const latePayment = await confirm(late.id);
    await lapse(late.id);

    const prompt = (await order(once.code).expect(201)).body;
    await pay(await confirm(prompt.id));
    expect(await statusOf(prompt.id)).toBe('completed');

    // The late buyer pays at last: the code's only use is gone, so the payment goes back.
    await pay(latePayment);
    expect(await statusOf(late.id)).toBe('canceled');
    const [payment] = await sql<{ amount: number; refunded: number }>(t, 'SELECT amount, refunded FROM checkout.demo_payments WHERE id = $1', [latePayment]);
    expect(payment!.refunded).toBe(payment!.amount);
    expect(await usesOf(once.id)).toBe(1);
  });

  it('completes a late payment whose reserved use nobody took, counting the use', async () => {
    const once = await promoCode(1);
    const late = (await order(once.code).expect(201)).body;
    const payment = await confirm(late.id);
    await lapse(late.id);
    await pay(payment);
    expect(await statusOf(late.id)).toBe('completed');
    expect(await usesOf(once.id)).toBe(1);
  });

  it('counts the use of a payment still processing when its time ran out, once it succeeds', async () => {
    const once = await promoCode(1);
    const slow = (await order(once.code).expect(201)).body;
    const payment = await confirm(slow.id);
    await t.app.get(OrderPayments).record(slow.id, payment, 'processing');
    await lapse(slow.id);
    await t.app.get(CommandBus).execute(new ExpireOrdersCommand(new Date()));
    expect(await statusOf(slow.id)).toBe('processing');
    await pay(payment);
    expect(await statusOf(slow.id)).toBe('completed');
    expect(await usesOf(once.id)).toBe(1);
  });

  it('sells a use only if one is left when the sale gets the code, however long it waited for tickets', async () => {
    const once = await promoCode(1);
    const waiting = (await order(once.code).expect(201)).body;
    const other = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Balcony', price: 2000, quantity: 5 })], collectInformationSetting: 'only-buyer' });
    const tickets = await lockHolder();
    await tickets.query('SELECT 1 FROM ticketing.ticket_types WHERE id = $1 FOR UPDATE', [general]);
    try {
      const sale = t.app.get(Inventory).commit(waiting.id, [{ ticketTypeId: general, quantity: 1 }]);
      await waitingOn('ticketing.ticket_types');
      // While the sale waits, its reservation lapses and another buyer (of other tickets) reserves the only use.
      await sql(t, 'UPDATE ticketing.promo_code_holds SET expires_at = clock_timestamp() WHERE order_id = $1', [waiting.id]);
      await t.http.post(ORDERS).send({ event: other.dateId, tickets: [{ id: other.tickets.Balcony, quantity: 1 }], promoCode: once.code }).expect(201);
      await tickets.query('COMMIT');
      expect(await sale).toEqual({ ok: false, promoCodeUsedUp: true });
    } finally {
      await tickets.end();
    }
    expect(await usesOf(once.id)).toBe(0);
  });

  it('never moves the deadline of a reservation that lapsed while the call waited', async () => {
    const once = await promoCode(1);
    const first = (await order(once.code).expect(201)).body;
    const reservation = await lockHolder();
    await reservation.query('SELECT 1 FROM ticketing.promo_code_holds WHERE order_id = $1 FOR UPDATE', [first.id]);
    try {
      const extended = t.app.get(Inventory).extend(first.id, new Date(Date.now() + 9 * 60_000));
      await waitingOn('ticketing.promo_code_holds');
      await reservation.query('UPDATE ticketing.promo_code_holds SET expires_at = clock_timestamp() WHERE order_id = $1', [first.id]);
      await reservation.query('COMMIT');
      await extended;
    } finally {
      await reservation.end();
    }
    // The lapsed use is another buyer's to take.
    await order(once.code).expect(201);
  });

  it('counts the use of a free order at confirmation, and gives back the use of a sale never completed', async () => {
    const free = await promoCode(2);
    await t.http.patch(`${PROMO_CODES}/${free.id}`).set(bearer(owner)).send({ ownerId: owner.id, code: free.code, startsAt: '2020-01-01T00:00:00Z', endsAt: null, scope: 'owner', courseCategoryIds: [], amount: null, percentageValue: 100, quantity: 2 }).expect(200);
    const gift = (await order(free.code).expect(201)).body;
    expect(gift.totals.total).toBe(0);
    expect((await t.http.post(`${ORDERS}/${gift.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body.order.status).toBe('completed');
    expect(await usesOf(free.id)).toBe(1);

    // A process sold the tickets and the use, then died before recording the completed order.
    const lost = (await order(free.code).expect(201)).body;
    expect(await t.app.get(Inventory).commit(lost.id, [{ ticketTypeId: general, quantity: 1 }])).toEqual({ ok: true });
    expect(await usesOf(free.id)).toBe(2);
    await t.app.get(CommandBus).execute(new ExpireOrdersCommand(new Date(Date.now() + SETTLE_GRACE_MS + 1000)));
    expect(await statusOf(lost.id)).toBe('timed_out');
    expect(await usesOf(free.id)).toBe(1);
    await order(free.code).expect(201);
  });
});
