import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ExpireOrdersCommand } from '../../src/checkout/application/expire-orders/expire-orders.command.js';
import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';

describe('checkout: orders', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  const soldOf = async (ticketTypeId: string) => (await sql<{ sold: number }>(t, 'SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;
  const available = async (dateId: string, ticketTypeId: string) => {
    const list = await t.http.get(`/client_side_api/v1/tickets?eventId=${dateId}`).expect(200);
    return list.body.find((x: { id: string }) => x.id === ticketTypeId).available as number;
  };

  it('sells paid tickets with the demo card: declined first (nothing sold), then paid and completed', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })] });
    const general = event.tickets.General!;
    await sql(t, `UPDATE ticketing.events SET questions = $2 WHERE id = $1`, [
      event.eventId,
      JSON.stringify([
        { id: 'q-diet', title: 'Dietary needs', position: 1, fieldType: 'TEXT', required: true },
        { id: 'q-terms', title: 'House rules', position: 2, fieldType: 'TERMS', required: true, content: 'No flash photography.' },
      ]),
    ]);

    const created = await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: general, quantity: 2 }] }).expect(201);
    const order = created.body;
    // $20 + fee 89¢ ($0.69 + 1%) per ticket.
    expect(order).toMatchObject({ status: 'pending', amount: 2 * 2089, currency: 'usd', totals: { subtotal: 4000, fees: 178, discount: 0, donation: 0, total: 4178 } });
    expect(order.items).toHaveLength(2);
    expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(840_000);
    expect(await available(event.dateId, general)).toBe(8);

    const attendees = order.items.map((item: { id: string }, n: number) => ({ itemId: item.id, firstName: 'Guest', lastName: `Number${'ab'[n]}`, email: `guest${n}@example.com` }));
    const invalid = await t.http
      .post(`${ORDERS}/${order.id}/confirm`)
      .send({ buyerAttributes: buyer({ emailConfirm: 'other@example.com' }), attendeesAttributes: attendees })
      .expect(400);
    expect(invalid.body).toEqual(
      expect.arrayContaining([
        { field: 'buyer.emailConfirm', message: 'Email address must match.' },
        { field: 'attendees.0.questions.q-diet', message: 'This question is required' },
        { field: 'attendees.1.questions.q-terms', message: 'Agree to these terms to continue.' },
      ]),
    );

    const answered = attendees.map((a: Record<string, unknown>) => ({ ...a, notes: [{ questionId: 'q-diet', note: 'None' }, { questionId: 'q-terms', note: 'agreed' }] }));
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: answered }).expect(200);
    expect(confirmed.body.paymentRequest).toMatchObject({ gateway: 'demo', stripePaymentMethod: null });
    expect(confirmed.body.order).toMatchObject({ status: 'handling_payment', user: { email: 'ada@example.com' } });
    const paymentId = confirmed.body.paymentRequest.paymentIntent as string;

    const declined = await t.http.post(`/client_side_api/v1/demo_payments/${paymentId}/confirm`).send({ cardNumber: '4000 0000 0000 0002' }).expect(200);
    expect(declined.body).toEqual({ result: 'tryAgain', message: 'Your card was declined.', zipError: false, orderId: order.id });
    expect((await t.http.get(`${ORDERS}/${order.id}/summary`).expect(200)).body).toMatchObject({ status: 'handling_payment', paymentResult: 'tryAgain', inProgress: true });
    expect(await soldOf(general)).toBe(0);

    const paid = await t.http.post(`/client_side_api/v1/demo_payments/${paymentId}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    expect(paid.body.result).toBe('succeeded');
    // Telling it again (the buyer's browser returning) changes nothing.
    const completed = await t.http.post(`${ORDERS}/${order.id}/complete`).expect(200);
    expect(completed.body).toMatchObject({ status: 'completed', inProgress: false, paymentResult: 'succeeded', ticketsCount: 2, email: 'ada@example.com' });
    expect(await soldOf(general)).toBe(2);
    expect(await available(event.dateId, general)).toBe(8);
    const stream = await t.app.get(EventStore).readStream(`order-${order.id}`);
    const completedEvent = stream.find((e) => e.type === 'OrderCompleted')!.data as { tickets: { answers: { fieldType: string; content: string; answeredAt: string }[] }[] };
    const terms = completedEvent.tickets[0]!.answers.find((a) => a.fieldType === 'TERMS');
    expect(terms).toMatchObject({ content: 'agreed', answeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('checks the expiry, CVC and postal code the card form sends, flagging the demo’s incorrect zip code, and keeps the order payable', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(201)).body;
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    const pay = (card: Record<string, unknown>) => t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send(card).expect(200);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 99', cvc: '123', postalCode: '94107' };

    const refusals = [
      [{ ...card, cardNumber: '4242 4242 4242 4241' }, 'Your card number is incorrect.'],
      [{ ...card, expiry: '01 / 20' }, 'Your card has expired.'],
      [{ ...card, expiry: '13 / 30' }, "Your card's expiration date is invalid."],
      [{ ...card, expiry: '' }, "Your card's expiration date is incomplete."],
      [{ ...card, cvc: '12' }, "Your card's security code is invalid."],
      [{ ...card, postalCode: ' ' }, 'Your postal code is incomplete.'],
      // The decline comes before the postal check, which only a card that would pay reaches.
      [{ ...card, cardNumber: '4000 0000 0000 0002', postalCode: '00000' }, 'Your card was declined.'],
    ] as const;
    for (const [sent, message] of refusals) expect((await pay(sent)).body).toEqual({ result: 'tryAgain', message, zipError: false, orderId: order.id });
    expect((await pay({ ...card, postalCode: '00000' })).body).toEqual({ result: 'tryAgain', message: 'The zip code you supplied failed validation.', zipError: true, orderId: order.id });
    expect((await t.http.get(`${ORDERS}/${order.id}/summary`).expect(200)).body).toMatchObject({ status: 'handling_payment', paymentResult: 'tryAgain', inProgress: true });
    expect(await soldOf(event.tickets.General!)).toBe(0);

    // A null field is one not given; the right postal code pays.
    expect((await pay({ ...card, cvc: null })).body).toEqual({ result: 'succeeded', message: null, zipError: false, orderId: order.id });
    expect(await soldOf(event.tickets.General!)).toBe(1);
    const tooLong = await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ ...card, postalCode: '9'.repeat(21) }).expect(400);
    expect(tooLong.body).toEqual([{ message: 'The zip code you supplied failed validation.' }]);
  });

  it('completes a free order at confirmation, with the buyer holding every ticket when only the buyer is asked', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0, quantity: 5 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 3 }] }).expect(201)).body;
    expect(order).toMatchObject({ amount: 0, free: true });
    const confirmed = await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    expect(confirmed.body).toMatchObject({ paymentRequest: null, order: { status: 'completed' } });
    expect(await soldOf(event.tickets.Free!)).toBe(3);
  });

  it('validates names and e-mail with the seeds’ rules', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0 })], collectInformationSetting: 'only-buyer' });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 1 }] }).expect(201)).body;
    const invalid = await t.http
      .post(`${ORDERS}/${order.id}/confirm`)
      .send({ buyerAttributes: { firstName: 'R2D2', lastName: ' ', email: 'not-an-email' } })
      .expect(400);
    expect(invalid.body).toEqual([
      { field: 'buyer.firstName', message: 'Names cannot contain digits or any of @ $ # ! % ^ & * ( ) ,' },
      { field: 'buyer.lastName', message: 'Last name is required' },
      { field: 'buyer.email', message: 'Please enter a valid email address' },
    ]);
    // E-mail is trimmed and lowercased.
    const ok = await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer({ email: ' Ada@Example.COM ', emailConfirm: 'ada@example.com' }) }).expect(200);
    expect(ok.body.order.user.email).toBe('ada@example.com');
  });

  it('never oversells: 200 buyers race for the last 10 tickets, and abandoned holds give the capacity back when they expire', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Last', price: 0, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    const last = event.tickets.Last!;
    const replies = await Promise.all(
      Array.from({ length: 200 }, () => t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: last, quantity: 1 }] })),
    );
    const won = replies.filter((r) => r.status === 201);
    const lost = replies.filter((r) => r.status !== 201);
    expect(won).toHaveLength(10);
    expect(lost.map((r) => [r.status, r.body])).toEqual(Array.from({ length: 190 }, () => [422, { message: 'Sold out' }]));
    expect(await available(event.dateId, last)).toBe(0);

    // Four buyers finish; six walk away.
    await Promise.all(won.slice(0, 4).map((r) => t.http.post(`${ORDERS}/${r.body.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)));
    expect(await soldOf(last)).toBe(4);
    await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: last, quantity: 1 }] }).expect(422);

    // The abandoned holds reach their deadline: the capacity is back at once, and the sweep times the orders out.
    await sql(t, `UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE NOT committed AND ticket_type_id = $1`, [last]);
    expect(await available(event.dateId, last)).toBe(6);
    await t.app.get(CommandBus).execute(new ExpireOrdersCommand(new Date()));
    const abandoned = await t.http.get(`${ORDERS}/${won[5]!.body.id}/summary`).expect(200);
    expect(abandoned.body.status).toBe('timed_out');
    expect(await soldOf(last)).toBe(4);
    // A timed-out order cannot be confirmed any more.
    await t.http.post(`${ORDERS}/${won[5]!.body.id}/confirm`).send({ buyerAttributes: buyer() }).expect(409);
  });

  it('cancels an order (status timed_out from the time-up screen) and puts its tickets back on sale', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', quantity: 3 })] });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 3 }] }).expect(201)).body;
    expect(await available(event.dateId, event.tickets.General!)).toBe(0);
    expect((await t.http.post(`${ORDERS}/${order.id}/cancel?status=timed_out`).expect(200)).body).toBe(true);
    expect((await t.http.get(`${ORDERS}/${order.id}`).expect(200)).body.status).toBe('timed_out');
    expect(await available(event.dateId, event.tickets.General!)).toBe(3);
  });

  it('changes the selection, keeping the deadline, and refuses more than there is', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', quantity: 4 }), ticket({ name: 'VIP', price: 5000, quantity: 2 })] });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 1 }] }).expect(201)).body;
    const changed = await t.http
      .patch(`${ORDERS}/${order.id}`)
      .send({ tickets: [{ id: event.tickets.General, quantity: 2 }, { id: event.tickets.VIP, quantity: 1 }], donationAmount: -500 })
      .expect(200);
    expect(changed.body).toMatchObject({ expiresAt: order.expiresAt, donationAmount: 500, totals: { subtotal: 9000, fees: 89 * 2 + 119, donation: 500, total: 9000 + 297 + 500 } });
    expect(await available(event.dateId, event.tickets.General!)).toBe(2);
    const tooMany = await t.http.patch(`${ORDERS}/${order.id}`).send({ tickets: [{ id: event.tickets.VIP, quantity: 3 }] }).expect(422);
    expect(tooMany.body).toEqual({ message: 'Sold out' });
    // A refused change leaves the order and its hold as they were.
    expect(await available(event.dateId, event.tickets.General!)).toBe(2);
    const capped = await t.http.patch(`${ORDERS}/${order.id}`).send({ tickets: [{ id: event.tickets.General, quantity: 1 }], donationAmount: 250_000 }).expect(200);
    expect(capped.body.donationAmount).toBe(100_000);
    await t.http.patch(`${ORDERS}/${order.id}`).send({ tickets: [{ id: event.tickets.General, quantity: 26 }] }).expect(422);
  });

  it('refuses tickets that are not on sale with their status label, and unknown orders and dates with 404', async () => {
    const later = new Date(Date.now() + 5 * 86_400_000);
    later.setUTCHours(17, 0, 0, 0);
    const event = await publishedEvent(t, owner, { timezone: 'UTC', ticketTypes: [ticket({ name: 'Early', salesStartAt: later.toISOString() })] });
    const refused = await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.Early, quantity: 1 }] }).expect(422);
    expect(refused.body.message).toMatch(/^Available from /);
    await t.http.post(ORDERS).send({ event: '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22', tickets: [] }).expect(404);
    await t.http.get(`${ORDERS}/6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22`).expect(404);
    await t.http.get(`${ORDERS}/not-an-id`).expect(404);
  });

  it('applies promo codes with the seeds’ rules and messages', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 50 })] });
    await sql(
      t,
      `INSERT INTO ticketing.promo_codes (owner_id, code, percentage_value, amount, quantity, currency) VALUES
       ($1, 'HALF', 50, NULL, NULL, 'usd'), ($1, 'TENOFF', NULL, 2050, NULL, 'usd'), ($1, 'ONCE', 10, NULL, 1, 'usd')`,
      [owner.id],
    );
    const general = event.tickets.General!;
    const validate = (code: string) => t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${event.dateId}&promoCode=${code}`);
    expect((await validate('half').expect(200)).body).toMatchObject({ kind: 'promo', promo: { name: 'HALF', percentageValue: 50, allTickets: true } });
    expect((await validate('NOPE').expect(422)).body).toEqual({ message: 'Sorry, we don’t recognize that code.' });

    // 50%: cost 2000 → 1000; fee 89 → 44 (the reduction, 44.5¢, is rounded half up to 45¢).
    const half = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }], promoCode: 'HALF' }).expect(201)).body;
    expect(half.totals).toEqual({ subtotal: 2000, fees: 44, discount: 1000 + 45, donation: 0, total: 1044 });
    // Fixed $20.50 on a $20 ticket: cost 0, the 50¢ left over comes off the fee (89 → 39).
    const fixed = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }], promoCode: 'TENOFF' }).expect(201)).body;
    expect(fixed.totals).toEqual({ subtotal: 2000, fees: 39, discount: 2050, donation: 0, total: 39 });
    // One promo code per order.
    const other = await t.http.patch(`${ORDERS}/${half.id}`).send({ tickets: [{ id: general, quantity: 1 }], promoCode: 'TENOFF' }).expect(422);
    expect(other.body).toEqual({ message: 'Code Not Combinable' });

    // A code with one use left is used up once an order with it completes.
    const once = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: general, quantity: 1 }], promoCode: 'ONCE' }).expect(201)).body;
    const confirmed = await t.http.post(`${ORDERS}/${once.id}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: [{ itemId: once.items[0].id, ...buyer() }] }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242424242424242' }).expect(200);
    expect((await validate('ONCE').expect(422)).body).toEqual({ message: 'Sorry, this code has been used up.' });
  });

  it('unlocks secret tickets with their code, up to the code’s uses', async () => {
    const event = await publishedEvent(t, owner, {
      ticketTypes: [ticket({ name: 'General', price: 0 }), ticket({ name: 'Backstage', price: 0, visibilityScope: 'secret', code: 'BACKSTAGE', quantityPerCode: 1 })],
      collectInformationSetting: 'only-buyer',
    });
    const backstage = event.tickets.Backstage!;
    const publicList = await t.http.get(`/client_side_api/v1/tickets?eventId=${event.dateId}`).expect(200);
    expect(publicList.body.map((x: { name: string }) => x.name)).toEqual(['General']);
    await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: backstage, quantity: 1 }] }).expect(422, { message: 'Sorry, we don’t recognize that code.' });

    const unlocked = await t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${event.dateId}&promoCode=backstage`).expect(200);
    expect(unlocked.body).toMatchObject({ kind: 'secret', tickets: [{ id: backstage, name: 'Backstage' }] });
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: backstage, quantity: 1 }], secretCodes: ['BACKSTAGE'] }).expect(201)).body;
    await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200);
    const used = await t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${event.dateId}&promoCode=BACKSTAGE`).expect(422);
    expect(used.body).toEqual({ message: 'Sorry, this secret code has already been used.' });
  });

  it('refuses code checks beyond twenty in 15 minutes from one address, so secret codes cannot be guessed', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Hidden', price: 0, visibilityScope: 'secret', code: 'OPENSESAME', quantityPerCode: 5 })] });
    const check = (code: string, from: string) => t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${event.dateId}&promoCode=${code}`).set('X-Forwarded-For', from);
    for (let n = 0; n < 20; n += 1) await check(`GUESS${n}`, '203.0.113.90').expect(422);
    // The right code, from the guessing address, is refused too: the address is out of tries.
    expect((await check('OPENSESAME', '203.0.113.90').expect(429)).body).toEqual({ message: 'Too many codes tried. Please try again in 15 minutes.' });
    await check('OPENSESAME', '198.51.100.90').expect(200);
  });
});
