import { randomUUID } from 'node:crypto';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { createEvent, ticket } from '../support/events.js';

const ORDERS = '/client_side_api/v1/orders';
const MEMBERS_ONLY = 'This ticket is only for members';

interface ListedTicket {
  id: string;
  status: string;
  statusLabel: string | null;
  membershipTierIds: string[];
  memberDiscount: { benefitId: string; name: string; price: number; fee: number; cost: number; discount: number } | null;
  benefitLabel: string | null;
}

describe('checkout: members-only tickets and member benefits', () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let scopedMember: TestUser;
  let outsider: TestUser;
  const gold = randomUUID();
  const silver = randomUUID();
  const bronze = randomUUID();
  let categories: { id: string; name: string }[];

  const addTier = (id: string, name: string) =>
    sql(t, `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, $3, 'Perks', 0, 'usd', now(), now())`, [id, owner.id, name]);
  const addMember = (user: TestUser, tierId: string, status = 'active', expiresAt: Date | null = null) =>
    sql(
      t,
      `INSERT INTO membership.members (subscription_id, owner_id, tier_id, price_id, user_id, user_name, user_email, status, source, amount, currency, interval, starts_at, expires_at, cancel_at_period_end, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'Member', 'member@example.com', $6, 'manual', 1000, 'usd', 'month', now(), $7, false, now())`,
      [randomUUID(), owner.id, tierId, randomUUID(), user.id, status, expiresAt],
    );
  const addBenefit = async (benefit: { name: string; tierIds: string[]; amount?: number; percentageValue?: number; quantity?: number; quantityScope?: string; discountScope?: string; categoryIds?: string[]; ticketIds?: string[] }) => {
    const id = randomUUID();
    await sql(
      t,
      `INSERT INTO membership.discounts (id, owner_id, name, amount, percentage_value, quantity, quantity_scope, discount_scope, category_ids, ticket_ids, tier_ids, currency, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'usd', now(), now())`,
      [id, owner.id, benefit.name, benefit.amount ?? null, benefit.percentageValue ?? null, benefit.quantity ?? null, benefit.quantityScope ?? null, benefit.discountScope ?? 'all', benefit.categoryIds ?? [], benefit.ticketIds ?? [], benefit.tierIds],
    );
    return id;
  };
  const listed = async (dateId: string, user: TestUser | null): Promise<ListedTicket[]> => {
    const request = t.http.get(`/client_side_api/v1/tickets?eventId=${dateId}`);
    return (await (user ? request.set(bearer(user)) : request).expect(200)).body;
  };
  const listedTicket = async (dateId: string, ticketId: string, user: TestUser | null) => (await listed(dateId, user)).find((row) => row.id === ticketId)!;
  const order = (user: TestUser | null, dateId: string, tickets: { id: string; quantity: number }[]) => {
    const request = t.http.post(ORDERS);
    return (user ? request.set(bearer(user)) : request).send({ event: dateId, tickets });
  };
  /** Confirms and pays an order with the demo card until it is completed. */
  const complete = async (orderId: string, items: { id: string }[]) => {
    const attendees = items.map((item, n) => ({ itemId: item.id, firstName: 'Guest', lastName: `Number${'abcdef'[n]}`, email: `guest${n}@example.com` }));
    const confirmed = await t.http.post(`${ORDERS}/${orderId}/confirm`).send({ buyerAttributes: buyer(), attendeesAttributes: attendees }).expect(200);
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    await t.http.post(`${ORDERS}/${orderId}/complete`).expect(200);
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    member = await signUpUser(t.http, { name: 'Gold Member' });
    scopedMember = await signUpUser(t.http, { name: 'Silver Member' });
    outsider = await signUpUser(t.http, { name: 'Not A Member' });
    await connectPayments(t, owner.id);
    // The projections' tables (members, benefit redemptions) exist once the runner has prepared them.
    await projectUntil(t, async () => true);
    await addTier(gold, 'Gold');
    await addTier(silver, 'Silver');
    await addTier(bronze, 'Bronze');
    await addMember(member, gold);
    await addMember(scopedMember, silver);
    // Expired memberships hold no tier.
    await addMember(outsider, gold, 'canceled', new Date(Date.now() - 86_400_000));
    categories = (await t.http.get('/client_side_api/v1/course_categories').expect(200)).body;
  });
  afterAll(() => t.close());

  it('refuses a members-only ticket type without tiers, and keeps the tiers of one', async () => {
    const refused = await t.http
      .post('/client_side_api/v1/management/courses')
      .set(bearer(owner))
      .send({ ownerId: owner.id, name: 'Members evening', timezone: 'America/New_York', dates: [{ startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString() }], ticketTypes: [ticket({ visibilityScope: 'member' })] })
      .expect(400);
    expect(refused.body).toEqual([expect.objectContaining({ message: 'Select at least one membership tier' })]);

    const eventId = await createEvent(t.http, owner, owner.id, { ticketTypes: [ticket({ name: 'Members', visibilityScope: 'member', membershipTierIds: [gold, gold] }), ticket({ name: 'Public', membershipTierIds: [gold] })] });
    const managed = await t.http.get(`/client_side_api/v1/management/courses/${eventId}/tickets`).set(bearer(owner)).expect(200);
    const saved = managed.body.dates[0].ticketTypes as { id: string; eventDateId: string; name: string; price: number; currency: string; quantity: number; membershipTierIds: string[]; visibilityScope: string }[];
    // Tiers belong to members-only tickets only, once each.
    expect(saved.map(({ name, visibilityScope, membershipTierIds }) => ({ name, visibilityScope, membershipTierIds }))).toEqual([
      { name: 'Members', visibilityScope: 'member', membershipTierIds: [gold] },
      { name: 'Public', visibilityScope: 'other', membershipTierIds: [] },
    ]);

    const replaced = await t.http
      .put(`/client_side_api/v1/management/courses/${eventId}/tickets`)
      .set(bearer(owner))
      .send({ ticketTypes: saved.map(({ id, eventDateId, name, price, currency, quantity, visibilityScope }) => ({ id, eventDateId, attendance: 'in-person', name, price, currency, quantity, visibilityScope, membershipTierIds: [] })) })
      .expect(400);
    expect(replaced.body).toEqual([expect.objectContaining({ message: 'Select at least one membership tier' })]);
  });

  it('offers and sells a members-only ticket to members of a listed tier only', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Members', visibilityScope: 'member', membershipTierIds: [gold, bronze] }), ticket({ name: 'Public' })] });
    const members = event.tickets.Members!;

    for (const viewer of [null, outsider, scopedMember]) {
      expect(await listedTicket(event.dateId, members, viewer)).toMatchObject({ status: 'members_only', statusLabel: MEMBERS_ONLY, membershipTierIds: [gold, bronze] });
      const refused = await order(viewer, event.dateId, [{ id: members, quantity: 1 }]).expect(422);
      expect(refused.body).toEqual({ message: MEMBERS_ONLY });
    }
    expect(await listedTicket(event.dateId, event.tickets.Public!, null)).toMatchObject({ status: 'on_sale', statusLabel: null });

    expect(await listedTicket(event.dateId, members, member)).toMatchObject({ status: 'on_sale', statusLabel: null });
    const sold = await order(member, event.dateId, [{ id: members, quantity: 2 }]).expect(201);
    expect(sold.body.items).toHaveLength(2);
  });

  it('does not count a member row by its e-mail alone: sign-up addresses are not verified', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Members', visibilityScope: 'member', membershipTierIds: [bronze] })] });
    const claimant = await signUpUser(t.http, { name: 'Late Joiner' });
    await sql(
      t,
      `INSERT INTO membership.members (subscription_id, owner_id, tier_id, price_id, user_id, user_name, user_email, status, source, amount, currency, interval, starts_at, expires_at, cancel_at_period_end, updated_at)
       VALUES ($1, $2, $3, $4, NULL, 'Late Joiner', $5, 'invited', 'manual', 1000, 'usd', 'month', now(), NULL, false, now())`,
      [randomUUID(), owner.id, bronze, randomUUID(), claimant.email],
    );
    expect(await listedTicket(event.dateId, event.tickets.Members!, claimant)).toMatchObject({ status: 'members_only' });
  });

  it('takes a 10% benefit off price and fee, once per event, then charges in full', async () => {
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'General', price: 2000 })] });
    const general = event.tickets.General!;
    const benefit = await addBenefit({ name: 'Members save 10%', tierIds: [gold], percentageValue: 10, quantity: 1, quantityScope: 'event' });

    // $20.00 with the fee $0.89 ($0.69 + 1%): 10% off is $2.00 off the price and 9¢ (8.9 rounded) off the fee.
    const discounted = { benefitId: benefit, name: 'Members save 10%', price: 1800, fee: 80, cost: 1880, discount: 209 };
    expect(await listedTicket(event.dateId, general, member)).toMatchObject({ status: 'on_sale', memberDiscount: discounted, benefitLabel: null });
    expect(await listedTicket(event.dateId, general, null)).toMatchObject({ memberDiscount: null, benefitLabel: null });
    expect(await listedTicket(event.dateId, general, outsider)).toMatchObject({ memberDiscount: null, benefitLabel: null });

    const first = await order(member, event.dateId, [{ id: general, quantity: 2 }]).expect(201);
    // The benefit covers one ticket of the order: the second is charged in full.
    expect(first.body.items).toEqual([
      expect.objectContaining({ price: 1800, fee: 80, discount: 209, discountName: 'Members save 10%' }),
      expect.objectContaining({ price: 2000, fee: 89, discount: 0, discountName: null }),
    ]);
    expect(first.body.totals).toEqual({ subtotal: 4000, fees: 169, discount: 209, donation: 0, total: 3969 });
    expect(first.body.amount).toBe(3969);

    // Guests (not signed in) never get member benefits.
    const guest = await order(null, event.dateId, [{ id: general, quantity: 1 }]).expect(201);
    expect(guest.body.totals).toMatchObject({ discount: 0, total: 2089 });

    await complete(first.body.id, first.body.items);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM membership.benefit_redemptions WHERE order_id = $1', [first.body.id])).length === 1);
    const [redemption] = await sql(t, 'SELECT benefit_id, owner_id, user_id, event_id FROM membership.benefit_redemptions WHERE order_id = $1', [first.body.id]);
    expect(redemption).toEqual({ benefit_id: benefit, owner_id: owner.id, user_id: member.id, event_id: event.eventId });

    expect(await listedTicket(event.dateId, general, member)).toMatchObject({ status: 'on_sale', memberDiscount: null, benefitLabel: 'Benefit Exhausted' });
    const second = await order(member, event.dateId, [{ id: general, quantity: 1 }]).expect(201);
    expect(second.body.items).toEqual([expect.objectContaining({ price: 2000, fee: 89, discount: 0, discountName: null })]);

    // The event page names the viewer's benefits.
    const page = await t.http.get(`/client_side_api/events/${event.eventId}`).set(bearer(member)).expect(200);
    expect(page.body.membershipDiscounts).toEqual([
      { id: benefit, name: 'Members save 10%', amount: null, percentageValue: 10, archived: false, ticketIds: [], discountScope: 'all', available: true },
    ]);
    expect((await t.http.get(`/client_side_api/events/${event.eventId}`).expect(200)).body.membershipDiscounts).toEqual([]);
    await sql(t, 'UPDATE membership.discounts SET archived = true WHERE id = $1', [benefit]);
  });

  it('applies benefits scoped to tickets and categories only there, a fixed amount beyond the price off the fee', async () => {
    const [music, other] = categories;
    const scoped = await publishedEvent(t, owner, { categoryId: music!.id, ticketTypes: [ticket({ name: 'Front row', price: 2000 }), ticket({ name: 'Back row', price: 2000 })] });
    const front = scoped.tickets['Front row']!;
    const back = scoped.tickets['Back row']!;
    const fixed = await addBenefit({ name: '$20.50 off the front row', tierIds: [silver], amount: 2050, discountScope: 'tickets', ticketIds: [front] });
    const category = await addBenefit({ name: 'A quarter off', tierIds: [silver], percentageValue: 25, discountScope: 'categories', categoryIds: [other!.id] });

    // $20.50 off a $20.00 ticket: the price goes to 0 and the 50¢ left over comes off the 89¢ fee.
    expect(await listedTicket(scoped.dateId, front, scopedMember)).toMatchObject({ memberDiscount: { benefitId: fixed, price: 0, fee: 39, cost: 39, discount: 2050 } });
    expect(await listedTicket(scoped.dateId, back, scopedMember)).toMatchObject({ memberDiscount: null, benefitLabel: null });
    const bought = await order(scopedMember, scoped.dateId, [{ id: front, quantity: 1 }, { id: back, quantity: 1 }]).expect(201);
    expect(bought.body.totals).toEqual({ subtotal: 4000, fees: 39 + 89, discount: 2050, donation: 0, total: 39 + 2089 });

    const inCategory = await publishedEvent(t, owner, { categoryId: other!.id, ticketTypes: [ticket({ name: 'Seat', price: 2000 })] });
    // 25%: $5.00 off the price, 22¢ (22.25 rounded) off the fee.
    expect(await listedTicket(inCategory.dateId, inCategory.tickets.Seat!, scopedMember)).toMatchObject({ memberDiscount: { benefitId: category, price: 1500, fee: 67, cost: 1567, discount: 522 } });
    const seat = await order(scopedMember, inCategory.dateId, [{ id: inCategory.tickets.Seat!, quantity: 1 }]).expect(201);
    expect(seat.body.totals).toMatchObject({ discount: 522, total: 1567 });
  });
});
