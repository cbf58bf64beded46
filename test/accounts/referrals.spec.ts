import { DEMO_ACCOUNTS, DEMO_ARTISTS, seedDemoData } from '../../src/demo-data.js';
import { APP_CONFIG, type AppConfig } from '../../src/shared/config.js';
import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, connectPayments, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';
import { appendSubscriptionEvents, membership, membershipPayment } from '../support/membership-feed.js';

const REFERRALS = '/client_side_api/v1/profile_management/referrals';
const PAYOUTS = '/client_side_api/v1/profile_management/referral_payouts';
const RECORD_PAYOUT = '/client_side_api/v1/super_admin/referral_payouts';
const ORDERS = '/client_side_api/v1/orders';

interface ReferralRow {
  referredAccountUuid: string;
  referredAccountName: string;
  amountEarned: number;
  currency: string;
  dates: Record<string, number>;
  status: string;
}

/** Today in UTC, as the dates map names days. */
const today = () => new Date().toISOString().slice(0, 10);

describe('referral tracker', () => {
  let t: TestApp;
  let admin: TestUser;
  let referrer: TestUser;
  let signUps = 0;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUpUser(t.http, { name: 'Ada Admin' });
    await makeSiteAdmin(t.db, admin.id);
    referrer = await signUpUser(t.http, { name: 'Kofi Mensah' });
    await t.http.patch(`/client_side_api/v1/admin/accounts/${referrer.id}/flags`).set(bearer(admin)).send({ flag: 'referralTracker', enabled: true }).expect(200);
    // The worker makes the reporting tables when it starts; here the test runs the projections.
    await projectUntil(t, async () => true);
  });
  afterAll(() => t.close());

  /** Signs up through a referral link (`ref` sent on as `referrer`), each from an address of its own. */
  async function signUpReferred(referrerUsername: string, name = 'Referred Person'): Promise<TestUser> {
    signUps += 1;
    const unique = `r${Date.now().toString(36)}${signUps}`.slice(-12);
    const body = { name, username: unique, email: `${unique}@example.com`, password: 'secret-123', referrer: referrerUsername };
    const response = await t.http.post('/client_side_api/v1/auth/sign_up').set('X-Forwarded-For', `198.51.100.${signUps}`).send(body).expect(201);
    const token = response.body.accessToken as string;
    const me = await t.http.get('/client_side_api/v1/me').set(bearer({ token })).expect(200);
    return { id: me.body.id, username: unique, email: body.email, password: body.password, token };
  }

  const referrals = async (as: TestUser, ownerId: string, query: Record<string, number> = {}) =>
    (await t.http.get(REFERRALS).query({ ownerId, ...query }).set(bearer(as)).expect(200)).body as { data: ReferralRow[]; totalCount: number; page: number; perPage: number; referralLink: string };
  const rowOf = async (accountId: string) => (await referrals(referrer, referrer.id, { perPage: 100 })).data.find((row) => row.referredAccountUuid === accountId);

  it('records the referrer of a sign-up through the referral link, and of the organizations the person creates; an unknown one is ignored', async () => {
    const referred = await signUpReferred(`@${referrer.username.toUpperCase()}`, 'Riley Referred');
    const organization = await createOrganization(t.http, referred, 'Referred Collective');
    const unreferred = await signUpReferred('nobody-by-that-name');
    await signUpReferred('');

    const page = await referrals(referrer, referrer.id);
    expect(page).toMatchObject({ page: 1, perPage: 10, totalCount: 2, referralLink: `${t.app.get<AppConfig>(APP_CONFIG).siteUrl}/auth?ref=${referrer.username}` });
    // Newest referral first; nothing sold yet.
    expect(page.data).toEqual([
      { referredAccountUuid: organization.id, referredAccountName: 'Referred Collective', amountEarned: 0, currency: 'usd', dates: {}, status: 'Pending' },
      { referredAccountUuid: referred.id, referredAccountName: 'Riley Referred', amountEarned: 0, currency: 'usd', dates: {}, status: 'Pending' },
    ]);
    expect(page.data.map((row) => row.referredAccountUuid)).not.toContain(unreferred.id);
  });

  it("earns the referrer 33 % of a referred account's platform fees on the day of the sale, less the fee of a refunded ticket", async () => {
    const seller = await signUpReferred(referrer.username, 'Selling Sam');
    await connectPayments(t, seller.id);
    const event = await publishedEvent(t, seller, { ticketTypes: [ticket({ name: 'General', price: 2000, quantity: 10 })], collectInformationSetting: 'only-buyer' });
    // Two $20 tickets: fee 69 + 20 = 89¢ each, so 178¢ of platform fees.
    const order = (await t.http.post(ORDERS).send({ event: event.dateId, tickets: [{ id: event.tickets.General, quantity: 2 }] }).expect(201)).body;
    const confirmed = (await t.http.post(`${ORDERS}/${order.id}/confirm`).send({ buyerAttributes: buyer() }).expect(200)).body;
    await t.http.post(`/client_side_api/v1/demo_payments/${confirmed.paymentRequest.paymentIntent}/confirm`).send({ cardNumber: '4242 4242 4242 4242' }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.revenue_facts WHERE owner_id = $1', [seller.id])).length === 1 && (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [order.id])).length === 2);

    // 33 % of 178 = 58.74, so 59¢.
    expect(await rowOf(seller.id)).toEqual({ referredAccountUuid: seller.id, referredAccountName: 'Selling Sam', amountEarned: 59, currency: 'usd', dates: { [today()]: 59 }, status: 'Earning' });

    // The platform gives the refunded ticket's fee back: 33 % of the 89¢ left is 29¢.
    await t.http.post(`/client_side_api/v1/order_items/${order.items[0].id}/refund`).set(bearer(seller)).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.revenue_facts WHERE owner_id = $1', [seller.id])).length === 2);
    expect(await rowOf(seller.id)).toMatchObject({ amountEarned: 29, dates: { [today()]: 29 }, status: 'Earning' });
  });

  it("counts the fees of a referred account's membership payments", async () => {
    const seller = await signUpReferred(referrer.username, 'Member Mia');
    // A $10 monthly membership paid today: the platform's 5 % is 50¢, and 33 % of it rounds to 17¢.
    const subscription = membership({ id: seller.id, username: seller.username });
    const payment = membershipPayment(subscription, new Date().toISOString());
    await appendSubscriptionEvents(t, subscription.subscriptionId, [{ type: 'SubscriptionStarted', data: { subscription, payment, occurredAt: payment.paidAt } }]);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM reporting.revenue_facts WHERE owner_id = $1', [seller.id])).length === 1);
    expect(await rowOf(seller.id)).toEqual({ referredAccountUuid: seller.id, referredAccountName: 'Member Mia', amountEarned: 17, currency: 'usd', dates: { [today()]: 17 }, status: 'Earning' });
  });

  it('pages the referred accounts 10 at a time', async () => {
    const other = await signUpUser(t.http, { name: 'Other Referrer' });
    await t.http.patch(`/client_side_api/v1/admin/accounts/${other.id}/flags`).set(bearer(admin)).send({ flag: 'referralTracker', enabled: true }).expect(200);
    const brought: string[] = [];
    for (let n = 0; n < 11; n += 1) brought.unshift((await signUpReferred(other.username, `Person ${String.fromCharCode(65 + n)}`)).id);
    const first = await referrals(other, other.id);
    expect(first).toMatchObject({ totalCount: 11, page: 1, perPage: 10 });
    expect(first.data.map((row) => row.referredAccountUuid)).toEqual(brought.slice(0, 10));
    expect((await referrals(other, other.id, { page: 2 })).data.map((row) => row.referredAccountUuid)).toEqual(brought.slice(10));
  });

  it('refuses the tracker while its flag is off, and to anyone who does not manage the owner', async () => {
    const newcomer = await signUpUser(t.http);
    for (const path of [REFERRALS, PAYOUTS]) {
      const refused = await t.http.get(path).query({ ownerId: newcomer.id }).set(bearer(newcomer)).expect(403);
      expect(refused.body).toEqual({ message: 'The Referral Tracker is not turned on for this account' });
      const stranger = await t.http.get(path).query({ ownerId: referrer.id }).set(bearer(newcomer)).expect(403);
      expect(stranger.body).toEqual({ message: 'You are not allowed to manage this account' });
      await t.http.get(path).query({ ownerId: referrer.id }).expect(401);
    }
  });

  it('lets only a site admin record a referral payout, logged in the admin actions, and lists the payouts to the referrer newest first', async () => {
    const record = (as: TestUser, body: Record<string, unknown>) => t.http.post(RECORD_PAYOUT).set(bearer(as)).send(body);
    expect((await record(referrer, { accountId: referrer.id, amount: 2500, currency: 'usd' }).expect(403)).body).toEqual({ message: expect.any(String) });
    expect((await t.http.get(PAYOUTS).query({ ownerId: referrer.id }).set(bearer(referrer)).expect(200)).body).toEqual({ data: [], totalCount: 0, page: 1, perPage: 10 });

    // Bad input is told, an unknown account is not found, and nothing is recorded.
    expect((await record(admin, { accountId: referrer.id, amount: 0, currency: 'usd' }).expect(400)).body).toEqual([{ message: 'amount must be a whole number of minor units, at least 1' }]);
    expect((await record(admin, { accountId: referrer.id, amount: 12.5, currency: 'usd' }).expect(400)).body).toEqual([{ message: 'amount must be a whole number of minor units, at least 1' }]);
    expect((await record(admin, { accountId: referrer.id, amount: 100, currency: 'xyz' }).expect(400)).body).toEqual([{ message: 'currency must be one of the supported currencies' }]);
    expect((await record(admin, { accountId: '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22', amount: 100, currency: 'usd' }).expect(404)).body).toEqual({ message: "Sorry! That profile wasn't found." });

    const first = (await record(admin, { accountId: referrer.id, amount: 2500, currency: 'usd' }).expect(201)).body;
    expect(first).toEqual({ id: expect.any(String), paidAt: expect.any(String), amount: 2500, currency: 'usd' });
    const second = (await record(admin, { accountId: referrer.id, amount: 1200, currency: 'eur' }).expect(201)).body;

    const listed = (await t.http.get(PAYOUTS).query({ ownerId: referrer.id }).set(bearer(referrer)).expect(200)).body;
    expect(listed).toEqual({ data: [second, first], totalCount: 2, page: 1, perPage: 10 });
    expect((await t.http.get(PAYOUTS).query({ ownerId: referrer.id, page: 2, perPage: 1 }).set(bearer(referrer)).expect(200)).body.data).toEqual([first]);

    const log = (await t.http.get('/client_side_api/v1/admin/actions').set(bearer(admin)).expect(200)).body.data;
    expect(log[0]).toMatchObject({ actor: { id: admin.id }, action: 'referral_payout.recorded', target: { id: referrer.id }, detail: { payoutId: second.id, amount: 1200, currency: 'eur' } });
  });
});

describe('referral tracker in the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoData(t.app);
  });
  afterAll(() => t.close());

  it("shows Kofi the fees of Riverside's demo sales and the payout made to him", async () => {
    const session = await t.http.post('/client_side_api/v1/auth/login').send({ email: DEMO_ARTISTS.kofi.email, password: DEMO_ARTISTS.kofi.password }).expect(200);
    const kofi = { token: session.body.accessToken as string };
    const me = (await t.http.get('/client_side_api/v1/me').set(bearer(kofi)).expect(200)).body;
    expect(me.referralTracker).toBe(true);
    const [riverside] = await sql<{ id: string }>(t, 'SELECT id FROM accounts.profiles WHERE username = $1', [DEMO_ACCOUNTS.organization.username]);
    await projectUntil(t, async () => (await sql(t, `SELECT 1 FROM reporting.revenue_facts WHERE owner_id = $1`, [riverside!.id])).length === 5);

    // Riverside's five demo orders, paid today, carry $8.45 of platform fees: 33 % is $2.79.
    const page = (await t.http.get(REFERRALS).query({ ownerId: me.id }).set(bearer(kofi)).expect(200)).body;
    expect(page.data).toEqual([{ referredAccountUuid: riverside!.id, referredAccountName: DEMO_ACCOUNTS.organization.name, amountEarned: 279, currency: 'usd', dates: { [today()]: 279 }, status: 'Earning' }]);
    const payouts = (await t.http.get(PAYOUTS).query({ ownerId: me.id }).set(bearer(kofi)).expect(200)).body;
    expect(payouts.data).toEqual([{ id: expect.any(String), paidAt: expect.any(String), amount: 100, currency: 'usd' }]);
  });
});
