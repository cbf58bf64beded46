import { randomUUID } from 'node:crypto';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, projectUntil, sql } from '../support/checkout.js';
import { BENEFITS, benefitForm, TIERS, tierForm } from '../support/membership-tiers.js';

describe('membership benefits', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let gold: string;
  let silver: string;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, other] = await Promise.all([signUpUser(t.http), signUpUser(t.http)]);
    await connectPayments(t, owner.id);
    gold = (await t.http.post(TIERS).set(bearer(owner)).send(tierForm(owner.id, { name: 'Gold' })).expect(201)).body.id;
    silver = (await t.http.post(TIERS).set(bearer(owner)).send(tierForm(owner.id, { name: 'Silver' })).expect(201)).body.id;
    // The projections create their read models (redemptions) as the worker would.
    await projectUntil(t, async () => true);
  });
  afterAll(() => t?.close());

  const create = (overrides: Record<string, unknown> = {}, tierIds = [gold]) => t.http.post(BENEFITS).set(bearer(owner)).send(benefitForm(owner.id, tierIds, overrides));

  it('creates a benefit for some tiers', async () => {
    const response = await create({ name: ' $5 off ', amount: 500, percentageValue: null, quantity: 2, quantityScope: 'month' }, [gold, silver]).expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      ownerId: owner.id,
      name: '$5 off',
      amount: 500,
      percentageValue: null,
      quantity: 2,
      quantityScope: 'month',
      discountScope: 'all',
      categoryIds: [],
      ticketIds: [],
      tierIds: [gold, silver],
      tiers: [
        { id: gold, name: 'Gold' },
        { id: silver, name: 'Silver' },
      ],
      redeemed: 0,
      archived: false,
      available: true,
      currency: 'usd',
    });
    expect((await t.http.get(`${BENEFITS}/${response.body.id}`).set(bearer(owner)).expect(200)).body).toEqual(response.body);
    // The tiers list it.
    const tier = (await t.http.get(`${TIERS}/${silver}`).set(bearer(owner)).expect(200)).body;
    expect(tier.discounts).toContainEqual({ id: response.body.id, name: '$5 off' });
  });

  it('answers every problem of the form with the seeds’ messages', async () => {
    const problems = async (overrides: Record<string, unknown>, tierIds = [gold]) => (await create(overrides, tierIds).expect(400)).body;
    expect(await problems({ name: '', amount: 500, percentageValue: 10 }, [])).toEqual([
      { message: 'Descriptor is required' },
      { message: 'Enter a dollar amount or a percent, not both' },
      { message: 'Select at least one tier' },
    ]);
    expect(await problems({ name: 'x'.repeat(101) })).toEqual([{ message: 'Descriptor must be at most 100 characters' }]);
    expect(await problems({ percentageValue: null })).toEqual([{ message: 'Enter a dollar amount or a percent' }]);
    expect(await problems({ amount: 1_000_001, percentageValue: null })).toEqual([{ message: 'Amount must be between 1 and 10000' }]);
    expect(await problems({ percentageValue: 101 })).toEqual([{ message: 'Percent must be between 1 and 100' }]);
    expect(await problems({ quantity: 0, quantityScope: 'event' })).toEqual([{ message: 'Quantity must be at least 1' }]);
    expect(await problems({ quantity: 1 })).toEqual([{ message: 'Choose how often the quantity renews' }]);
    expect(await problems({ quantity: 3_000_000_000, quantityScope: 'event' })).toEqual([{ message: 'Quantity must be at most 1000000' }]);
    expect(await problems({ discountScope: 'categories' })).toEqual([{ message: 'Select at least one category' }]);
    expect(await problems({ discountScope: 'tickets' })).toEqual([{ message: 'Select at least one ticket' }]);
    // Another owner's tier names nothing here.
    const othersTier = randomUUID();
    expect(await problems({}, [othersTier])).toEqual([{ message: 'Select at least one tier' }]);
  });

  it('keeps only the list of the chosen scope', async () => {
    const ticketId = randomUUID();
    const response = await create({ discountScope: 'tickets', ticketIds: [ticketId], categoryIds: [randomUUID()] }).expect(201);
    expect(response.body).toMatchObject({ discountScope: 'tickets', ticketIds: [ticketId], categoryIds: [] });
  });

  it('edits a benefit', async () => {
    const benefit = (await create().expect(201)).body;
    const response = await t.http.patch(`${BENEFITS}/${benefit.id}`).set(bearer(owner)).send(benefitForm(owner.id, [silver], { name: 'Free drink', percentageValue: 100 })).expect(200);
    expect(response.body).toMatchObject({ id: benefit.id, name: 'Free drink', percentageValue: 100, tierIds: [silver] });
    expect((await t.http.patch(`${BENEFITS}/${benefit.id}`).set(bearer(owner)).send(benefitForm(owner.id, [])).expect(400)).body).toEqual([{ message: 'Select at least one tier' }]);
  });

  it('lists, searches and filters by tier and status', async () => {
    const lister = await signUpUser(t.http);
    await connectPayments(t, lister.id);
    const [a, b] = await Promise.all(['A', 'B'].map(async (name) => (await t.http.post(TIERS).set(bearer(lister)).send(tierForm(lister.id, { name })).expect(201)).body.id as string));
    const post = (name: string, tierIds: string[]) => t.http.post(BENEFITS).set(bearer(lister)).send(benefitForm(lister.id, tierIds, { name })).expect(201);
    const early = (await post('Early entry', [a!])).body.id;
    const drink = (await post('Drink', [a!, b!])).body.id;
    const hidden = (await post('Poster', [b!])).body.id;
    await t.http.post(`${BENEFITS}/${hidden}/archive`).set(bearer(lister)).expect(200);
    const ids = async (query: string) => ((await t.http.get(`${BENEFITS}?ownerId=${lister.id}${query}`).set(bearer(lister)).expect(200)).body as { id: string }[]).map((x) => x.id);
    expect(await ids('')).toEqual([drink, early, hidden]);
    expect(await ids('&status=active')).toEqual([drink, early]);
    expect(await ids('&status=archived')).toEqual([hidden]);
    expect(await ids(`&tierId=${b}`)).toEqual([drink, hidden]);
    expect(await ids('&query=ear')).toEqual([early]);
  });

  it('hides and restores a benefit', async () => {
    const benefit = (await create().expect(201)).body;
    expect((await t.http.post(`${BENEFITS}/${benefit.id}/archive`).set(bearer(owner)).expect(200)).body).toMatchObject({ archived: true, available: false });
    expect((await t.http.post(`${BENEFITS}/${benefit.id}/restore`).set(bearer(owner)).expect(200)).body).toMatchObject({ archived: false, available: true });
  });

  it('deletes a benefit only when never redeemed and shown', async () => {
    const refusal = { message: 'A benefit that was redeemed or is hidden cannot be deleted. Hide it instead.' };
    const fresh = (await create().expect(201)).body;
    await t.http.delete(`${BENEFITS}/${fresh.id}`).set(bearer(owner)).expect(200, 'true');
    expect((await t.http.get(`${BENEFITS}/${fresh.id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Benefit not found' });

    const hidden = (await create().expect(201)).body;
    await t.http.post(`${BENEFITS}/${hidden.id}/archive`).set(bearer(owner)).expect(200);
    expect((await t.http.delete(`${BENEFITS}/${hidden.id}`).set(bearer(owner)).expect(422)).body).toEqual(refusal);

    const used = (await create().expect(201)).body;
    await sql(
      t,
      `INSERT INTO membership.benefit_redemptions (item_id, order_id, benefit_id, owner_id, user_id, event_id, completed_at) VALUES (gen_random_uuid(), gen_random_uuid(), $1, $2, $3, gen_random_uuid(), now())`,
      [used.id, owner.id, other.id],
    );
    expect((await t.http.get(`${BENEFITS}/${used.id}`).set(bearer(owner)).expect(200)).body.redeemed).toBe(1);
    expect((await t.http.delete(`${BENEFITS}/${used.id}`).set(bearer(owner)).expect(422)).body).toEqual(refusal);
  });

  it('answers 404 for an unknown benefit and 403 to another owner', async () => {
    expect((await t.http.get(`${BENEFITS}/${randomUUID()}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Benefit not found' });
    const benefit = (await create().expect(201)).body;
    await t.http.get(`${BENEFITS}/${benefit.id}`).set(bearer(other)).expect(403);
    await t.http.patch(`${BENEFITS}/${benefit.id}`).set(bearer(other)).send(benefitForm(other.id, [gold])).expect(403);
    await t.http.delete(`${BENEFITS}/${benefit.id}`).set(bearer(other)).expect(403);
    await t.http.post(`${BENEFITS}/${benefit.id}/archive`).set(bearer(other)).expect(403);
    await t.http.get(`${BENEFITS}?ownerId=${owner.id}`).set(bearer(other)).expect(403);
  });
});
