import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { RecordBillingEventCommand } from '../../src/membership/application/record-billing-event/record-billing-event.command.js';
import { subscriptionIdOf } from '../../src/membership/application/subscription-ids.js';
import type { BillingFacts } from '../../src/membership/domain/billing-facts.js';
import { MembershipEmailSender } from '../../src/membership/infrastructure/membership-email.sender.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, sql } from '../support/checkout.js';
import { mailsTo } from '../support/mail.js';
import { TestClock } from '../support/test-clock.js';

const MEMBERS = '/client_side_api/v1/profile_management/membership_subscriptions';
const MEMBERSHIPS = '/client_side_api/v1/memberships';
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

interface Member {
  id: string;
  userId: string | null;
  userName: string;
  userEmail: string;
  tierName: string;
  status: string;
  displayStatus: string;
  expiresAt: string | null;
  addedManually: boolean;
}

describe('members', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let subscriber: TestUser;
  let grace: TestUser;
  let pool: pg.Pool;
  let mailDir: string;
  let sender: MembershipEmailSender;
  const tiers: Record<string, { id: string; month: string; year?: string }> = {};
  const previousDataDir = process.env.DATA_DIR;
  const quiet = { warn: () => undefined, error: () => undefined };

  /** A tier with a monthly price (and a yearly one when given), in USD. */
  async function tier(ownerId: string, name: string, month: number, year?: number, emailText = '') {
    const id = randomUUID();
    await sql(
      t,
      `INSERT INTO membership.tiers (id, owner_id, name, description, email_text, position, currency, created_at, updated_at)
       VALUES ($1, $2, $3, 'A tier', $4, 0, 'usd', now(), now())`,
      [id, ownerId, name, emailText],
    );
    const price = async (amount: number, interval: string, position: number) => {
      const priceId = randomUUID();
      await sql(t, `INSERT INTO membership.prices (id, tier_id, amount, currency, interval, position, created_at) VALUES ($1, $2, $3, 'usd', $4, $5, now())`, [priceId, id, amount, interval, position]);
      return priceId;
    };
    return { id, month: await price(month, 'month', 0), year: year ? await price(year, 'year', 1) : undefined };
  }

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'limelight-member-mail-'));
    // The sender reads its settings when it sends: mail of this file goes to a folder of its own.
    process.env.DATA_DIR = mailDir;
    t = await startTestApp();
    [owner, other, subscriber, grace] = await Promise.all([
      signUpUser(t.http, { name: 'Stage Door' }),
      signUpUser(t.http),
      signUpUser(t.http, { name: 'Ada Lovelace' }),
      signUpUser(t.http, { name: 'Grace Hopper' }),
    ]);
    tiers.gold = await tier(owner.id, 'Gold', 1000, 10000, 'Thanks for joining Gold, see you at the front row!');
    tiers.silver = await tier(owner.id, 'Silver', 500);
    tiers.others = await tier(other.id, 'Elsewhere', 700);
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    sender = new MembershipEmailSender(pool, new TestClock(), quiet);
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(mailDir, { recursive: true, force: true });
  });

  const add = (body: Record<string, unknown>, as: TestUser = owner) => t.http.post(MEMBERS).set(bearer(as)).send({ ownerId: owner.id, ...body });
  const list = async (query: Record<string, string | number> = {}) =>
    (await t.http.get(MEMBERS).query({ ownerId: owner.id, ...query }).set(bearer(owner)).expect(200)).body as { data: Member[]; page: number; perPage: number; totalCount: number };
  const rowOf = async (id: string) => (await sql<{ status: string }>(t, 'SELECT status FROM membership.members WHERE subscription_id = $1', [id]))[0];
  const projected = (id: string, status: string) => projectUntil(t, async () => (await rowOf(id))?.status === status);
  const record = (facts: BillingFacts) => t.app.get(CommandBus).execute(new RecordBillingEventCommand(facts));
  /** A provider event about a subscription to a tier's price (the owner's Gold monthly unless told otherwise). */
  const billing = (
    providerSubscriptionId: string,
    occurredAt: string,
    change: BillingFacts['change'],
    user = subscriber,
    plan = { ownerId: owner.id, tierId: tiers.gold!.id, priceId: tiers.gold!.month },
  ): BillingFacts => ({
    eventId: `evt_${randomUUID()}`,
    occurredAt,
    source: 'stripe',
    providerSubscriptionId,
    ...plan,
    userId: user.id,
    change,
  });

  it('adds a member by hand: invited, added manually, and invited by e-mail', async () => {
    const response = await add({ name: '  Grace Hopper ', email: grace.email.toUpperCase(), tierId: tiers.gold!.id, priceInterval: 'year' }).expect(201);
    // Grace has an account with that e-mail: the membership is linked to it.
    expect(response.body).toMatchObject({
      userId: grace.id,
      userName: 'Grace Hopper',
      userEmail: grace.email,
      tierId: tiers.gold!.id,
      tierName: 'Gold',
      priceId: tiers.gold!.year,
      priceAmount: 10000,
      priceInterval: 'year',
      currency: 'usd',
      status: 'invited',
      displayStatus: 'invited',
      expiresAt: null,
      autoRenew: false,
      stripeSubscription: null,
      addedManually: true,
      patronKey: grace.id,
    });
    const id = response.body.id as string;
    expect((await t.http.get(`${MEMBERS}/${id}`).set(bearer(owner)).expect(200)).body).toEqual(response.body);
    await projected(id, 'invited');
    expect((await list()).data.find((m) => m.id === id)).toMatchObject({ userName: 'Grace Hopper', addedManually: true, displayStatus: 'invited' });

    await sender.sendDue();
    const [mail] = await mailsTo(mailDir, grace.email);
    expect(mail).toContain('Stage Door added you as a member of Gold');
    expect(mail).toContain(`/p/${owner.username}/membership`);

    // The invited person sees it among their memberships, without the provider's Manage button.
    expect((await t.http.get(MEMBERSHIPS).query({ ownerId: owner.id }).set(bearer(grace)).expect(200)).body).toEqual([
      expect.objectContaining({ subscriptionId: id, tierId: tiers.gold!.id, priceAmount: 10000, priceInterval: 'year', manageUrl: null, stripeSubscription: null, status: 'invited' }),
    ]);
    const rows = (await t.http.get(`/client_side_api/v1/profiles/${grace.id}/membership_subscriptions`).set(bearer(grace)).expect(200)).body;
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        addedManually: true,
        manageUrl: null,
        displayStatus: 'invited',
        owner: expect.objectContaining({ id: owner.id, type: 'User', username: owner.username, name: 'Stage Door', email: owner.email }),
        tier: { name: 'Gold', amount: 10000, interval: 'year', currency: 'usd' },
      }),
    ]);
  });

  it("answers the form's problems with the seeds' messages", async () => {
    expect((await add({ name: ' ', email: 'nope', tierId: '', priceInterval: 'week' }).expect(400)).body).toEqual([
      { message: 'Name is required', field: 'name' },
      { message: 'Invalid email', field: 'email' },
      { message: 'Tier is required', field: 'tierId' },
      { message: 'Price interval is required', field: 'priceInterval' },
    ]);
    expect((await add({ name: 'Lin', email: 'lin@example.com', tierId: tiers.silver!.id, priceInterval: 'year' }).expect(422)).body).toEqual({ message: 'This tier has no year price' });
    expect((await add({ name: 'Lin', email: 'lin@example.com', tierId: tiers.others!.id, priceInterval: 'month' }).expect(404)).body).toEqual({ message: 'Tier not found' });
    // The check reads the members list: the first membership is listed before the second is asked for.
    await projected(((await add({ name: 'Kim', email: 'kim@example.com', tierId: tiers.silver!.id, priceInterval: 'month' }).expect(201)).body as Member).id, 'invited');
    expect((await add({ name: 'Kim Lee', email: 'KIM@example.com', tierId: tiers.silver!.id, priceInterval: 'month' }).expect(422)).body).toEqual({
      message: 'This person is already a member of this tier',
    });
    expect((await add({ name: 'Lin', email: 'lin@example.com', tierId: tiers.gold!.id, priceInterval: 'month', expiresAt: 'soon' }).expect(400)).body).toEqual([
      { message: 'Expiry must be a date', field: 'expiresAt' },
    ]);
    // A date the stores cannot keep (year 10000) is refused, not accepted to break the members list later.
    expect((await add({ name: 'Lin', email: 'lin@example.com', tierId: tiers.gold!.id, priceInterval: 'month', expiresAt: '+010000-01-01T00:00:00Z' }).expect(400)).body).toEqual([
      { message: 'Expiry must be a date', field: 'expiresAt' },
    ]);
  });

  it('moves a paying member through created, renewed, cancelled and expired, and thanks them with the tier’s text', async () => {
    const sub = 'sub_members_1';
    const id = subscriptionIdOf('stripe', sub);
    const payment = (n: number, periodEnd: string, occurredAt: string) =>
      billing(sub, occurredAt, { kind: 'payment_succeeded', providerPaymentId: `in_${n}`, amount: 1000, currency: 'usd', periodEnd, firstPayment: n === 1, providerFee: 59 });
    const started = payment(1, at(28 * DAY), at(-2 * DAY));
    expect(await record(started)).toEqual({ subscriptionId: id });
    await projected(id, 'active');
    const member = async () => (await list()).data.find((m) => m.id === id);
    expect(await member()).toMatchObject({ userName: 'Ada Lovelace', userEmail: subscriber.email, status: 'active', displayStatus: 'renews', addedManually: false, autoRenew: true, stripeSubscription: sub, patronKey: subscriber.id });

    await sender.sendDue();
    const [mail] = await mailsTo(mailDir, subscriber.email);
    expect(mail).toContain('Thanks for joining Gold, see you at the front row!');

    const renewedUntil = at(58 * DAY);
    await record(payment(2, renewedUntil, at(-1 * DAY)));
    await record(payment(2, renewedUntil, at(-1 * DAY))); // the same payment again changes nothing
    await projectUntil(t, async () => (await member())?.expiresAt === renewedUntil);

    await record(billing(sub, at(-12 * 3_600_000), { kind: 'subscription', status: 'active', currentPeriodEnd: renewedUntil, cancelAtPeriodEnd: true }));
    await projected(id, 'canceled');
    expect(await member()).toMatchObject({ status: 'canceled', displayStatus: 'expires', autoRenew: false, expiresAt: renewedUntil });
    const visible = (await t.http.get(MEMBERSHIPS).query({ ownerId: owner.id }).set(bearer(subscriber)).expect(200)).body;
    expect(visible).toEqual([
      {
        subscriptionId: id,
        tierId: tiers.gold!.id,
        priceId: tiers.gold!.month,
        priceAmount: 1000,
        priceInterval: 'month',
        currency: 'usd',
        stripeSubscription: sub,
        manageUrl: '/membership_subscriptions/manage',
        ownerId: owner.id,
        userId: subscriber.id,
        status: 'canceled',
        expiresAt: renewedUntil,
      },
    ]);

    const ended = at(-1 * 3_600_000);
    await record(billing(sub, ended, { kind: 'deleted', endedAt: ended }));
    // A renewal after the expiry changes nothing: expired is final.
    await record(payment(3, at(90 * DAY), at(-30 * 60_000)));
    await projected(id, 'expired');
    expect(await member()).toMatchObject({ status: 'expired', displayStatus: 'expired', expiresAt: ended });
    expect((await t.http.get(MEMBERSHIPS).query({ ownerId: owner.id }).set(bearer(subscriber)).expect(200)).body).toEqual([]);
    expect((await t.http.get(`/client_side_api/v1/profiles/${subscriber.id}/membership_subscriptions`).set(bearer(subscriber)).expect(200)).body).toEqual([]);
    // One thank-you for the whole story: renewals, the cancellation and the expiry mail nothing.
    await sender.sendDue();
    expect(await mailsTo(mailDir, subscriber.email)).toHaveLength(1);
  });

  it('shows a live paying member to the subscriber, and nothing to anyone else', async () => {
    const sub = 'sub_members_2';
    const id = subscriptionIdOf('stripe', sub);
    await record(billing(sub, at(-DAY), { kind: 'subscription', status: 'active', currentPeriodEnd: at(29 * DAY), cancelAtPeriodEnd: false }, grace));
    await projected(id, 'active');
    const rows = (await t.http.get(`/client_side_api/v1/profiles/${grace.id}/membership_subscriptions`).set(bearer(grace)).expect(200)).body as { id: string; manageUrl: string | null; stripeSubscription: string | null }[];
    expect(rows.find((r) => r.id === id)).toMatchObject({ manageUrl: '/membership_subscriptions/manage', stripeSubscription: sub, displayStatus: 'renews' });
    expect((await t.http.get(MEMBERSHIPS).query({ ownerId: owner.id }).expect(200)).body).toEqual([]);
    expect((await t.http.get(MEMBERSHIPS).query({ ownerId: owner.id }).set(bearer(other)).expect(200)).body).toEqual([]);
    expect((await t.http.get(`/client_side_api/v1/profiles/${grace.id}/membership_subscriptions`).set(bearer(other)).expect(403)).body).toEqual({
      message: 'You can only see your own subscriptions',
    });
  });

  it('filters by status and tier, searches, pages by 10 and exports every match', async () => {
    // An owner of its own, so that only this test's members are listed.
    const lister = await signUpUser(t.http, { name: 'Hall Keeper' });
    const gold = await tier(lister.id, 'Gold', 1000);
    const silver = await tier(lister.id, 'Silver', 500);
    const list = async (query: Record<string, string | number> = {}) =>
      (await t.http.get(MEMBERS).query({ ownerId: lister.id, ...query }).set(bearer(lister)).expect(200)).body as { data: Member[]; page: number; perPage: number; totalCount: number };
    const invitedIds: string[] = [];
    for (let n = 1; n <= 9; n++) {
      const body = { ownerId: lister.id, name: `Patron ${n}`, email: `patron${n}@example.com`, tierId: silver.id, priceInterval: 'month', expiresAt: n <= 3 ? at(-DAY) : n <= 6 ? at(30 * DAY) : null };
      invitedIds.push(((await t.http.post(MEMBERS).set(bearer(lister)).send(body).expect(201)).body as Member).id);
    }
    await t.http.post(MEMBERS).set(bearer(lister)).send({ ownerId: lister.id, name: 'Gold Guest', email: 'guest@example.com', tierId: gold.id, priceInterval: 'month' }).expect(201);
    // Ada pays for Gold and renews; Grace paid for it and has ended.
    const goldMonthly = { ownerId: lister.id, tierId: gold.id, priceId: gold.month };
    const paying = `sub_${randomUUID()}`;
    const ended = `sub_${randomUUID()}`;
    await record(billing(paying, at(-DAY), { kind: 'subscription', status: 'active', currentPeriodEnd: at(29 * DAY), cancelAtPeriodEnd: false }, subscriber, goldMonthly));
    await record(billing(ended, at(-40 * DAY), { kind: 'subscription', status: 'active', currentPeriodEnd: at(-10 * DAY), cancelAtPeriodEnd: false }, grace, goldMonthly));
    await record(billing(ended, at(-10 * DAY), { kind: 'deleted', endedAt: at(-10 * DAY) }, grace, goldMonthly));
    await projected(invitedIds.at(-1)!, 'invited');
    await projected(subscriptionIdOf('stripe', paying), 'active');
    await projected(subscriptionIdOf('stripe', ended), 'expired');

    // Patrons 1–3 (expired), 4–9 and the Gold guest (invited), Ada (renews), Grace (expired).
    const all = await list();
    expect(all).toMatchObject({ page: 1, perPage: 10, totalCount: 12 });
    expect(all.data).toHaveLength(10);
    const second = await list({ page: 2 });
    expect(second.data).toHaveLength(2);
    expect(new Set([...all.data, ...second.data].map((m) => m.id)).size).toBe(12);
    expect(await list({ page: 10_000, perPage: 100 })).toMatchObject({ data: [], totalCount: 12 });
    expect((await t.http.get(MEMBERS).query({ ownerId: lister.id, page: 1e20 }).set(bearer(lister)).expect(400)).body).toEqual([{ message: 'page must be at most 10000' }]);
    expect((await list({ status: 'active' })).data.map((m) => [m.userName, m.displayStatus])).toEqual([['Ada Lovelace', 'renews']]);
    expect((await list({ status: 'invited' })).totalCount).toBe(7);
    const expired = await list({ status: 'expired' });
    expect(expired.data.map((m) => m.userName).sort()).toEqual(['Grace Hopper', 'Patron 1', 'Patron 2', 'Patron 3']);
    expect((await list({ tierId: silver.id, status: 'invited' })).data.map((m) => m.userName).sort()).toEqual(['Patron 4', 'Patron 5', 'Patron 6', 'Patron 7', 'Patron 8', 'Patron 9']);
    expect((await list({ query: 'patron7@' })).data.map((m) => m.userName)).toEqual(['Patron 7']);
    expect((await list({ query: 'gold' })).data.map((m) => m.userName).sort()).toEqual(['Ada Lovelace', 'Gold Guest', 'Grace Hopper']);

    const exported = (await t.http.get(`${MEMBERS}/export`).query({ ownerId: lister.id, tierId: silver.id }).set(bearer(lister)).expect(200)).body as Member[];
    expect(exported).toHaveLength(9);
    // Without an account of that e-mail a member added by hand is known by the e-mail.
    expect(exported.find((m) => m.userEmail === 'patron4@example.com')).toMatchObject({ userId: null, patronKey: 'patron4@example.com', addedManually: true });
    expect((await t.http.get(`${MEMBERS}/export`).query({ ownerId: lister.id, status: 'expired' }).set(bearer(lister)).expect(200)).body).toHaveLength(4);
    expect((await t.http.get(MEMBERS).query({ ownerId: lister.id, status: 'lapsed' }).set(bearer(lister)).expect(400)).body).toEqual([{ message: 'Status must be all, active, invited or expired' }]);
  });

  it('edits and removes a member added by hand, and refuses both for a member the provider manages', async () => {
    const id = ((await add({ name: 'Lin Fan', email: 'lin@example.com', tierId: tiers.silver!.id, priceInterval: 'month' }).expect(201)).body as Member).id;
    const expiresAt = at(60 * DAY);
    const changed = await t.http.patch(`${MEMBERS}/${id}`).set(bearer(owner)).send({ name: 'Lin Fan-Li', tierId: tiers.gold!.id, priceInterval: 'year', expiresAt }).expect(200);
    expect(changed.body).toMatchObject({ id, userName: 'Lin Fan-Li', tierName: 'Gold', priceId: tiers.gold!.year, priceAmount: 10000, priceInterval: 'year', expiresAt, displayStatus: 'invited' });
    expect((await t.http.patch(`${MEMBERS}/${id}`).set(bearer(owner)).send({ name: '' }).expect(400)).body).toEqual([{ message: 'Name is required', field: 'name' }]);
    expect((await t.http.patch(`${MEMBERS}/${id}`).set(bearer(owner)).send({ tierId: tiers.silver!.id }).expect(422)).body).toEqual({ message: 'This tier has no year price' });

    const providerSubscription = `sub_${randomUUID()}`;
    const provider = subscriptionIdOf('stripe', providerSubscription);
    await record(billing(providerSubscription, at(-DAY), { kind: 'subscription', status: 'active', currentPeriodEnd: at(29 * DAY), cancelAtPeriodEnd: false }, grace));
    await projected(provider, 'active');
    const refusal = { message: 'This member subscribed through Stripe and manages their membership there' };
    expect((await t.http.patch(`${MEMBERS}/${provider}`).set(bearer(owner)).send({ name: 'Someone' }).expect(422)).body).toEqual(refusal);
    expect((await t.http.delete(`${MEMBERS}/${provider}`).set(bearer(owner)).expect(422)).body).toEqual(refusal);

    await projected(id, 'invited');
    expect((await t.http.delete(`${MEMBERS}/${id}`).set(bearer(owner)).expect(200)).body).toBe(true);
    await projectUntil(t, async () => !(await rowOf(id)));
    expect((await list({ query: 'Lin Fan' })).data).toEqual([]);
    expect((await t.http.get(`${MEMBERS}/${id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Member not found' });
    expect((await t.http.get(`${MEMBERS}/${randomUUID()}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Member not found' });
  });

  it("refuses another owner's manager everything about the owner's members", async () => {
    const id = ((await add({ name: 'Mo', email: 'mo@example.com', tierId: tiers.silver!.id, priceInterval: 'month' }).expect(201)).body as Member).id;
    await t.http.get(MEMBERS).query({ ownerId: owner.id }).set(bearer(other)).expect(403);
    await t.http.get(`${MEMBERS}/export`).query({ ownerId: owner.id }).set(bearer(other)).expect(403);
    await add({ name: 'X', email: 'x@example.com', tierId: tiers.gold!.id, priceInterval: 'month' }, other).expect(403);
    await t.http.get(`${MEMBERS}/${id}`).set(bearer(other)).expect(403);
    await t.http.patch(`${MEMBERS}/${id}`).set(bearer(other)).send({ name: 'X' }).expect(403);
    await t.http.delete(`${MEMBERS}/${id}`).set(bearer(other)).expect(403);
    await t.http.get(MEMBERS).query({ ownerId: owner.id }).expect(401);
    // Nothing of the member changed.
    expect((await t.http.get(`${MEMBERS}/${id}`).set(bearer(owner)).expect(200)).body).toMatchObject({ userName: 'Mo', tierId: tiers.silver!.id });
  });
});
