import { randomUUID } from 'node:crypto';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, projectUntil, publishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { BENEFITS, benefitForm, memberRow, TIERS, tierForm } from '../support/membership-tiers.js';

const settingsOf = (id: string) => `/client_side_api/v1/profiles/${id}/membership_settings`;
const publicTiersOf = (id: string) => `/client_side_api/v1/profiles/${id}/membership_tiers`;
const saveSettings = (id: string) => `/client_side_api/v1/profile_management/membership_settings/${id}`;

describe('membership settings and the public membership page', () => {
  let t: TestApp;
  let owner: TestUser;
  let visitor: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, visitor] = await Promise.all([signUpUser(t.http), signUpUser(t.http)]);
    // The projections create their read models (members) as the worker would.
    await projectUntil(t, async () => true);
  });
  afterAll(() => t?.close());

  it('shows defaults to anyone, and the private link id only to managers (the same one each time)', async () => {
    // An owner who never saved settings (the other tests save theirs).
    const fresh = await signUpUser(t.http);
    const anonymous = await t.http.get(settingsOf(fresh.id)).expect(200);
    expect(anonymous.body).toEqual({ title: '', description: '', status: 'public', membershipPrivateUuid: null, stripeConnected: false, fee: 5, type: 'User' });
    const managed = await t.http.get(settingsOf(fresh.id)).set(bearer(fresh)).expect(200);
    expect(managed.body.membershipPrivateUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.http.get(settingsOf(fresh.id)).set(bearer(fresh)).expect(200)).body.membershipPrivateUuid).toBe(managed.body.membershipPrivateUuid);
    expect((await t.http.get(settingsOf(fresh.id)).set(bearer(visitor)).expect(200)).body.membershipPrivateUuid).toBeNull();
    await connectPayments(t, fresh.id);
    expect((await t.http.get(settingsOf(fresh.id)).expect(200)).body).toMatchObject({ stripeConnected: true });
    await t.http.get(settingsOf(randomUUID())).expect(404);
  });

  it('saves the settings within their limits', async () => {
    const saved = await t.http.patch(saveSettings(owner.id)).set(bearer(owner)).send({ status: 'public', title: 'Join the club', description: 'Members keep the lights on' }).expect(200);
    expect(saved.body).toMatchObject({ title: 'Join the club', description: 'Members keep the lights on', status: 'public', fee: 5 });
    expect((await t.http.get(settingsOf(owner.id)).expect(200)).body).toMatchObject({ title: 'Join the club', membershipPrivateUuid: null });
    const refused = await t.http.patch(saveSettings(owner.id)).set(bearer(owner)).send({ status: 'public', title: 'x'.repeat(57), description: 'y'.repeat(201) }).expect(400);
    expect(refused.body).toEqual([{ message: 'Hero text must be at most 56 characters' }, { message: 'Description must be at most 200 characters' }]);
    await t.http.patch(saveSettings(owner.id)).set(bearer(visitor)).send({ status: 'private', title: '', description: '' }).expect(403);
  });

  it("refuses another owner who names themselves in the query or the body of this owner's settings", async () => {
    const before = (await t.http.get(settingsOf(owner.id)).expect(200)).body;
    const mismatch = [{ message: 'ownerId must name the same owner everywhere in the request' }];
    const viaQuery = await t.http.patch(`${saveSettings(owner.id)}?ownerId=${visitor.id}`).set(bearer(visitor)).send({ status: 'private', title: 'Taken', description: '' }).expect(400);
    expect(viaQuery.body).toEqual(mismatch);
    const viaBody = await t.http.patch(saveSettings(owner.id)).set(bearer(visitor)).send({ ownerId: visitor.id, status: 'private', title: 'Taken', description: '' }).expect(400);
    expect(viaBody.body).toEqual(mismatch);
    expect((await t.http.get(settingsOf(owner.id)).expect(200)).body).toEqual(before);
  });

  it('lists shown tiers and prices with their benefits, and none of a private page without its link', async () => {
    const seller = await signUpUser(t.http);
    await connectPayments(t, seller.id);
    const create = async (overrides: Record<string, unknown>) => (await t.http.post(TIERS).set(bearer(seller)).send(tierForm(seller.id, overrides)).expect(201)).body;
    const friend = await create({ name: 'Friend', prices: [{ price: 500, interval: 'month' }, { price: 5000, interval: 'year' }] });
    const patron = await create({ name: 'Patron', validSubscriptionsLimit: 1, prices: [{ price: 1500, interval: 'month' }] });
    const gone = await create({ name: 'Gone' });
    await t.http.post(`${TIERS}/${gone.id}/archive`).set(bearer(seller)).expect(200);
    const benefit = (await t.http.post(BENEFITS).set(bearer(seller)).send(benefitForm(seller.id, [friend.id])).expect(201)).body;
    const hiddenBenefit = (await t.http.post(BENEFITS).set(bearer(seller)).send(benefitForm(seller.id, [friend.id], { name: 'Hidden' })).expect(201)).body;
    await t.http.post(`${BENEFITS}/${hiddenBenefit.id}/archive`).set(bearer(seller)).expect(200);
    await memberRow(t, { ownerId: seller.id, tierId: patron.id, priceId: patron.prices[0].id });

    const page = await t.http.get(publicTiersOf(seller.id)).expect(200);
    expect(page.body).toEqual([
      {
        id: friend.id,
        name: 'Friend',
        description: 'Keeps the lights on',
        position: 0,
        validSubscriptionsLimit: null,
        remaining: null,
        prices: [
          { id: friend.prices[0].id, price: 500, currency: 'usd', interval: 'month', subscribeUrl: '/membership_subscriptions/initialize_session' },
          { id: friend.prices[1].id, price: 5000, currency: 'usd', interval: 'year', subscribeUrl: '/membership_subscriptions/initialize_session' },
        ],
        tickets: [],
        benefits: [{ id: benefit.id, name: '10% off tickets' }],
      },
      // Full: shown, but no subscribing.
      expect.objectContaining({ id: patron.id, validSubscriptionsLimit: 1, remaining: 0, prices: [expect.objectContaining({ subscribeUrl: null })] }),
    ]);

    const { membershipPrivateUuid } = (await t.http.patch(saveSettings(seller.id)).set(bearer(seller)).send({ status: 'private', title: '', description: '' }).expect(200)).body;
    expect((await t.http.get(publicTiersOf(seller.id)).expect(200)).body).toEqual([]);
    expect((await t.http.get(`${publicTiersOf(seller.id)}?privateUuid=${randomUUID()}`).expect(200)).body).toEqual([]);
    expect((await t.http.get(`${publicTiersOf(seller.id)}?privateUuid=${membershipPrivateUuid}`).expect(200)).body.map((x: { id: string }) => x.id)).toEqual([friend.id, patron.id]);
    // A new private link id replaces the old one.
    const renewed = randomUUID();
    await t.http.patch(saveSettings(seller.id)).set(bearer(seller)).send({ status: 'private', privateUuid: renewed, title: '', description: '' }).expect(200);
    expect((await t.http.get(`${publicTiersOf(seller.id)}?privateUuid=${membershipPrivateUuid}`).expect(200)).body).toEqual([]);
    expect((await t.http.get(`${publicTiersOf(seller.id)}?privateUuid=${renewed}`).expect(200)).body).toHaveLength(2);
  });

  it("lists a tier's members-only tickets of its own owner only, whoever else names the tier", async () => {
    const seller = await signUpUser(t.http);
    const stranger = await signUpUser(t.http);
    await Promise.all([connectPayments(t, seller.id), connectPayments(t, stranger.id)]);
    const tier = (await t.http.post(TIERS).set(bearer(seller)).send(tierForm(seller.id)).expect(201)).body;
    const own = await publishedEvent(t, seller, { ticketTypes: [ticket({ name: 'Members night', visibilityScope: 'member', membershipTierIds: [tier.id] })] });
    await publishedEvent(t, stranger, { ticketTypes: [ticket({ name: 'Not theirs', visibilityScope: 'member', membershipTierIds: [tier.id] })] });
    const [listed] = (await t.http.get(publicTiersOf(seller.id)).expect(200)).body as { tickets: { ticketTypeId: string; name: string }[] }[];
    expect(listed!.tickets.map((x) => [x.ticketTypeId, x.name])).toEqual([[own.tickets['Members night'], 'Members night']]);
  });

  it("tells the profile page whether the owner shows tiers, and whether the viewer is a member", async () => {
    const seller = await signUpUser(t.http);
    const profile = async (viewer?: TestUser) => {
      const call = t.http.get(`/client_side_api/v1/profiles/${seller.username}`);
      return (await (viewer ? call.set(bearer(viewer)) : call).expect(200)).body as { hasMembershipTiers: boolean; membershipStatus: string; member: boolean };
    };
    expect(await profile()).toMatchObject({ hasMembershipTiers: false, membershipStatus: 'public', member: false });
    await connectPayments(t, seller.id);
    const tier = (await t.http.post(TIERS).set(bearer(seller)).send(tierForm(seller.id)).expect(201)).body;
    expect(await profile()).toMatchObject({ hasMembershipTiers: true, member: false });
    await memberRow(t, { ownerId: seller.id, tierId: tier.id, priceId: tier.prices[0].id, userId: visitor.id });
    expect(await profile(visitor)).toMatchObject({ hasMembershipTiers: true, member: true });
    expect(await profile(owner)).toMatchObject({ member: false });
    await t.http.patch(saveSettings(seller.id)).set(bearer(seller)).send({ status: 'private', title: '', description: '' }).expect(200);
    expect(await profile()).toMatchObject({ hasMembershipTiers: false, membershipStatus: 'private' });
    await t.http.patch(saveSettings(seller.id)).set(bearer(seller)).send({ status: 'public', title: '', description: '' }).expect(200);
    await t.http.post(`${TIERS}/${tier.id}/archive`).set(bearer(seller)).expect(200);
    expect(await profile()).toMatchObject({ hasMembershipTiers: false, membershipStatus: 'public' });
  });
});
