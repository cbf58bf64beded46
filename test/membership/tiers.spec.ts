import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, projectUntil, sql } from '../support/checkout.js';
import { BENEFITS, memberRow, TIERS, tierForm, benefitForm } from '../support/membership-tiers.js';

describe('membership tiers', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, other] = await Promise.all([signUpUser(t.http), signUpUser(t.http)]);
    await connectPayments(t, owner.id);
    // The projections create their read models (members) as the worker would.
    await projectUntil(t, async () => true);
  });
  afterAll(() => t?.close());

  const create = (overrides: Record<string, unknown> = {}, user = owner) => t.http.post(TIERS).set(bearer(user)).send(tierForm(user.id, overrides));

  it('refuses a tier until payments are connected', async () => {
    const response = await create({}, other).expect(422);
    expect(response.body).toEqual({ message: 'Connect payments before creating memberships' });
  });

  it("creates a tier in the owner's currency with its prices in order", async () => {
    const response = await create({ name: '  Patron ', validSubscriptionsLimit: 100, emailText: 'Thank you!', prices: [{ price: 1500, interval: 'month' }, { price: 15000, interval: 'year' }] }).expect(201);
    expect(response.body).toMatchObject({
      ownerId: owner.id,
      name: 'Patron',
      description: 'Keeps the lights on',
      emailText: 'Thank you!',
      archived: false,
      validSubscriptionsLimit: 100,
      remaining: 100,
      membersCount: 0,
      revenue: 0,
      currency: 'usd',
      discountIds: [],
      discounts: [],
    });
    expect(response.body.prices).toEqual([
      expect.objectContaining({ price: 1500, currency: 'usd', interval: 'month', intervalCount: 1, position: 0, archived: false, subscribeUrl: '/membership_subscriptions/initialize_session', stripeApiPriceId: null, subscriptionsCount: 0 }),
      expect.objectContaining({ price: 15000, interval: 'year', position: 1 }),
    ]);
    const again = await t.http.get(`${TIERS}/${response.body.id}`).set(bearer(owner)).expect(200);
    expect(again.body).toEqual(response.body);
  });

  it('answers every problem of the form at once with the seeds’ messages', async () => {
    const response = await create({ name: '', description: 'x'.repeat(2001), validSubscriptionsLimit: 0, prices: [{ price: 50, interval: 'month' }, { price: null, interval: 'month' }] }).expect(400);
    expect(response.body).toEqual([
      { message: 'Name is required' },
      { message: 'Description must be at most 2000 characters' },
      { message: 'Capacity must be at least 1' },
      { message: 'Price must be between 1 and 10000' },
      { message: 'Price is required' },
      { message: 'Each interval may have one price' },
    ]);
    expect((await create({ prices: [] }).expect(400)).body).toEqual([{ message: 'Add one or two prices' }]);
    expect((await create({ name: 'x'.repeat(101) }).expect(400)).body).toEqual([{ message: 'Name must be at most 100 characters' }]);
    expect((await create({ description: ' ' }).expect(400)).body).toEqual([{ message: 'Description is required' }]);
    expect((await create({ prices: [{ price: 1_000_001, interval: 'year' }] }).expect(400)).body).toEqual([{ message: 'Price must be between 1 and 10000' }]);
  });

  it('lists the tiers by position, hidden ones too, and searches names', async () => {
    const lister = await signUpUser(t.http);
    await connectPayments(t, lister.id);
    const gold = (await create({ name: 'Gold' }, lister).expect(201)).body;
    const silver = (await create({ name: 'Silver' }, lister).expect(201)).body;
    await t.http.post(`${TIERS}/${gold.id}/archive`).set(bearer(lister)).expect(200);
    const all = await t.http.get(`${TIERS}?ownerId=${lister.id}`).set(bearer(lister)).expect(200);
    expect(all.body.map((x: { name: string; position: number; archived: boolean }) => [x.name, x.position, x.archived])).toEqual([
      ['Gold', 0, true],
      ['Silver', 1, false],
    ]);
    const found = await t.http.get(`${TIERS}?ownerId=${lister.id}&query=silv`).set(bearer(lister)).expect(200);
    expect(found.body.map((x: { id: string }) => x.id)).toEqual([silver.id]);
  });

  it('hides a tier (no subscribing) and shows it again', async () => {
    const tier = (await create().expect(201)).body;
    const hidden = await t.http.post(`${TIERS}/${tier.id}/archive`).set(bearer(owner)).expect(200);
    expect(hidden.body).toMatchObject({ archived: true, prices: [expect.objectContaining({ subscribeUrl: null })] });
    const shown = await t.http.post(`${TIERS}/${tier.id}/restore`).set(bearer(owner)).expect(200);
    expect(shown.body).toMatchObject({ archived: false, prices: [expect.objectContaining({ subscribeUrl: '/membership_subscriptions/initialize_session' })] });
  });

  it('edits a tier: keeps named prices, adds and removes others', async () => {
    const tier = (await create().expect(201)).body;
    const monthly = tier.prices[0].id;
    const response = await t.http
      .patch(`${TIERS}/${tier.id}`)
      .set(bearer(owner))
      .send({ name: 'Friend+', description: 'More', prices: [{ price: 5000, interval: 'year' }, { id: monthly, price: 600, interval: 'month' }] })
      .expect(200);
    expect(response.body).toMatchObject({ name: 'Friend+', description: 'More' });
    expect(response.body.prices.map((p: { id: string; price: number; position: number }) => [p.id === monthly, p.price, p.position])).toEqual([
      [false, 5000, 0],
      [true, 600, 1],
    ]);
    const removed = await t.http.patch(`${TIERS}/${tier.id}`).set(bearer(owner)).send(tierForm(owner.id, { prices: [{ id: monthly, price: 600, interval: 'month' }] })).expect(200);
    expect(removed.body.prices.map((p: { id: string }) => p.id)).toEqual([monthly]);
    expect((await t.http.patch(`${TIERS}/${tier.id}`).set(bearer(owner)).send(tierForm(owner.id, { name: '' })).expect(400)).body).toEqual([{ message: 'Name is required' }]);
  });

  it('keeps prices with subscribers as they are, and counts members, revenue and seats', async () => {
    const tier = (await create({ validSubscriptionsLimit: 3, prices: [{ price: 500, interval: 'month' }, { price: 5000, interval: 'year' }] }).expect(201)).body;
    const [monthly, yearly] = tier.prices as { id: string }[];
    await memberRow(t, { ownerId: owner.id, tierId: tier.id, priceId: monthly!.id, amount: 500 });
    await memberRow(t, { ownerId: owner.id, tierId: tier.id, priceId: monthly!.id, amount: 500, status: 'canceled', expiresAt: new Date(Date.now() + 86_400_000) });
    // Past members hold nothing, and members added by hand pay nothing.
    await memberRow(t, { ownerId: owner.id, tierId: tier.id, priceId: monthly!.id, status: 'expired', expiresAt: new Date(Date.now() - 86_400_000) });
    await memberRow(t, { ownerId: owner.id, tierId: tier.id, priceId: monthly!.id, status: 'invited', source: 'manual', expiresAt: null });

    const read = (await t.http.get(`${TIERS}/${tier.id}`).set(bearer(owner)).expect(200)).body;
    expect(read).toMatchObject({ membersCount: 3, revenue: 1000, remaining: 0 });
    expect(read.prices.map((p: { subscriptionsCount: number; subscribeUrl: string | null }) => [p.subscriptionsCount, p.subscribeUrl])).toEqual([
      [3, null],
      [0, null],
    ]);

    const locked = { message: 'Prices with subscribers cannot be changed' };
    const change = (prices: unknown[]) => t.http.patch(`${TIERS}/${tier.id}`).set(bearer(owner)).send(tierForm(owner.id, { prices }));
    expect((await change([{ id: monthly!.id, price: 600, interval: 'month' }]).expect(422)).body).toEqual(locked);
    expect((await change([{ id: monthly!.id, price: 500, interval: 'year' }]).expect(422)).body).toEqual(locked);
    expect((await change([{ id: yearly!.id, price: 5000, interval: 'year' }]).expect(422)).body).toEqual(locked);
    // The price without subscribers may change, and the locked one may move.
    const changed = await change([{ id: yearly!.id, price: 6000, interval: 'year' }, { id: monthly!.id, price: 500, interval: 'month' }]).expect(200);
    expect(changed.body.prices.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
      [yearly!.id, 6000],
      [monthly!.id, 500],
    ]);
  });

  it('deletes a tier without members, refuses one with members', async () => {
    const empty = (await create().expect(201)).body;
    const benefit = (await t.http.post(BENEFITS).set(bearer(owner)).send(benefitForm(owner.id, [empty.id])).expect(201)).body;
    await t.http.delete(`${TIERS}/${empty.id}`).set(bearer(owner)).expect(200, 'true');
    expect((await t.http.get(`${TIERS}/${empty.id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Tier not found' });
    // The benefit no longer lists it.
    expect((await t.http.get(`${BENEFITS}/${benefit.id}`).set(bearer(owner)).expect(200)).body.tierIds).toEqual([]);

    const held = (await create().expect(201)).body;
    await memberRow(t, { ownerId: owner.id, tierId: held.id, priceId: held.prices[0].id, status: 'expired', expiresAt: new Date(Date.now() - 86_400_000) });
    const refused = await t.http.delete(`${TIERS}/${held.id}`).set(bearer(owner)).expect(422);
    expect(refused.body).toEqual({ message: 'This tier has members and cannot be deleted. Hide it instead.' });
  });

  it('links the chosen benefits to the tier', async () => {
    const first = (await create({ name: 'First' }).expect(201)).body;
    const benefit = (await t.http.post(BENEFITS).set(bearer(owner)).send(benefitForm(owner.id, [first.id], { name: 'Early entry' })).expect(201)).body;
    const second = (await create({ name: 'Second', discountIds: [benefit.id] }).expect(201)).body;
    expect(second.discounts).toEqual([{ id: benefit.id, name: 'Early entry' }]);
    const unlinked = await t.http.patch(`${TIERS}/${first.id}`).set(bearer(owner)).send(tierForm(owner.id, { name: 'First', discountIds: [] })).expect(200);
    expect(unlinked.body.discountIds).toEqual([]);
    expect((await t.http.get(`${BENEFITS}/${benefit.id}`).set(bearer(owner)).expect(200)).body.tierIds).toEqual([second.id]);
  });

  it('takes ids that name nothing as nothing: a malformed benefit id, a price named twice', async () => {
    const malformed = ['-'.repeat(36)];
    const tier = (await create({ name: 'Odd ids', discountIds: malformed }).expect(201)).body;
    expect(tier.discountIds).toEqual([]);
    expect(await sql(t, 'SELECT 1 FROM membership.tiers WHERE owner_id = $1 AND name = $2', [owner.id, 'Odd ids'])).toHaveLength(1);
    const edited = (await t.http.patch(`${TIERS}/${tier.id}`).set(bearer(owner)).send(tierForm(owner.id, { discountIds: malformed })).expect(200)).body;
    // The second row naming the same price is a new price.
    const monthly = edited.prices[0].id;
    const twice = await t.http
      .patch(`${TIERS}/${tier.id}`)
      .set(bearer(owner))
      .send(tierForm(owner.id, { prices: [{ id: monthly, price: 500, interval: 'month' }, { id: monthly, price: 5000, interval: 'year' }] }))
      .expect(200);
    expect(twice.body.prices.map((p: { id: string; price: number; interval: string }) => [p.id === monthly, p.price, p.interval])).toEqual([
      [true, 500, 'month'],
      [false, 5000, 'year'],
    ]);
  });

  it('refuses a capacity too large to keep, with a message', async () => {
    const tooLarge = { validSubscriptionsLimit: 3_000_000_000 };
    expect((await create(tooLarge).expect(400)).body).toEqual([{ message: 'Capacity must be at most 1000000' }]);
    const tier = (await create().expect(201)).body;
    expect((await t.http.patch(`${TIERS}/${tier.id}`).set(bearer(owner)).send(tierForm(owner.id, tooLarge)).expect(400)).body).toEqual([{ message: 'Capacity must be at most 1000000' }]);
    await t.http.patch(`${TIERS}/${tier.id}`).set(bearer(owner)).send(tierForm(owner.id, { validSubscriptionsLimit: 1_000_000 })).expect(200);
  });

  it('answers 404 for an unknown tier and 403 to another owner', async () => {
    expect((await t.http.get(`${TIERS}/00000000-0000-4000-8000-000000000000`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Tier not found' });
    await t.http.get(`${TIERS}/not-a-uuid`).set(bearer(owner)).expect(404);
    const tier = (await create().expect(201)).body;
    await t.http.get(`${TIERS}/${tier.id}`).set(bearer(other)).expect(403);
    await t.http.patch(`${TIERS}/${tier.id}`).set(bearer(other)).send(tierForm(other.id)).expect(403);
    await t.http.delete(`${TIERS}/${tier.id}`).set(bearer(other)).expect(403);
    await t.http.get(`${TIERS}?ownerId=${owner.id}`).set(bearer(other)).expect(403);
    expect(await sql(t, 'SELECT 1 FROM membership.tiers WHERE id = $1', [tier.id])).toHaveLength(1);
  });

  it('refuses a call that names another owner in the body than the one it was admitted for', async () => {
    const intruder = await signUpUser(t.http);
    await connectPayments(t, intruder.id);
    const mismatch = [{ message: 'ownerId must name the same owner everywhere in the request' }];
    const tier = await t.http.post(`${TIERS}?ownerId=${intruder.id}`).set(bearer(intruder)).send(tierForm(owner.id, { name: 'Planted' })).expect(400);
    expect(tier.body).toEqual(mismatch);
    const [ownTier] = (await t.http.get(`${TIERS}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body as { id: string }[];
    await t.http.post(`${BENEFITS}?ownerId=${intruder.id}`).set(bearer(intruder)).send(benefitForm(owner.id, [ownTier!.id], { name: 'Planted' })).expect(400);
    expect(await sql(t, `SELECT 1 FROM membership.tiers WHERE name = 'Planted' UNION ALL SELECT 1 FROM membership.discounts WHERE name = 'Planted'`)).toHaveLength(0);
    // The same owner named twice is one owner.
    await t.http.post(`${TIERS}?ownerId=${owner.id}`).set(bearer(owner)).send(tierForm(owner.id, { name: 'Named twice' })).expect(201);
  });
});
