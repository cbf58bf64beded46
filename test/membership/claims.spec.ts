import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MembershipAccess } from '../../src/membership/contracts/membership-access.js';
import { MembershipEmailSender } from '../../src/membership/infrastructure/membership-email.sender.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, sql } from '../support/checkout.js';
import { mailsTo } from '../support/mail.js';
import { TestClock } from '../support/test-clock.js';

const MEMBERS = '/client_side_api/v1/profile_management/membership_subscriptions';
const MEMBERSHIPS = '/client_side_api/v1/memberships';
const CLAIM = '/client_side_api/v1/memberships/claim';

/** The claim link of an invitation e-mail (its text part). */
const claimLinkIn = (mail: string): URL => {
  const found = /https?:\/\/\S+\/membership\?claim=\S+/.exec(mail);
  if (!found) throw new Error('No claim link in the mail');
  return new URL(found[0]);
};

describe('claiming a membership added by hand', () => {
  let t: TestApp;
  let owner: TestUser;
  let pool: pg.Pool;
  let mailDir: string;
  let sender: MembershipEmailSender;
  let tierId: string;
  const previousDataDir = process.env.DATA_DIR;
  const quiet = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'limelight-claim-mail-'));
    // The sender reads its settings when it sends: mail of this file goes to a folder of its own.
    process.env.DATA_DIR = mailDir;
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Stage Door' });
    tierId = randomUUID();
    await sql(
      t,
      `INSERT INTO membership.tiers (id, owner_id, name, description, position, currency, created_at, updated_at) VALUES ($1, $2, 'Gold', 'A tier', 0, 'usd', now(), now())`,
      [tierId, owner.id],
    );
    await sql(t, `INSERT INTO membership.prices (id, tier_id, amount, currency, interval, position, created_at) VALUES ($1, $2, 1000, 'usd', 'month', 0, now())`, [randomUUID(), tierId]);
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    sender = new MembershipEmailSender(pool, new TestClock(), quiet);
  });
  afterAll(async () => {
    await pool?.end();
    await t?.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(mailDir, { recursive: true, force: true });
  });

  const rowOf = async (id: string) => (await sql<{ user_id: string | null }>(t, 'SELECT user_id FROM membership.members WHERE subscription_id = $1', [id]))[0];
  const claim = (token: string, as?: TestUser) => {
    const call = t.http.post(CLAIM).send({ token });
    return as ? call.set(bearer(as)) : call;
  };
  const memberships = async (as: TestUser) => (await t.http.get(MEMBERSHIPS).query({ ownerId: owner.id }).set(bearer(as)).expect(200)).body as { subscriptionId: string; tierId: string; userId: string }[];

  /** The owner adds a member by hand; answers the member's id and the claim token of the invitation e-mail. */
  async function invite(email: string): Promise<{ id: string; token: string }> {
    const { id } = (await t.http.post(MEMBERS).set(bearer(owner)).send({ ownerId: owner.id, name: 'New Comer', email, tierId, priceInterval: 'month' }).expect(201)).body as { id: string };
    await projectUntil(t, async () => (await rowOf(id)) !== undefined);
    await sender.sendDue();
    const [mail] = await mailsTo(mailDir, email);
    expect(mail).toContain('Open this link and sign in (or sign up) to add this membership to your account.');
    const link = claimLinkIn(mail!);
    expect(link.pathname).toBe(`/p/${owner.username}/membership`);
    return { id, token: link.searchParams.get('claim')! };
  }

  it('links the invitation to whoever signs in with its link, whatever their address, and to nobody else', async () => {
    const { id, token } = await invite('newcomer@example.com');
    expect(await rowOf(id)).toEqual({ user_id: null });

    // Someone who signs up with another address and opens the link gets the membership.
    const newcomer = await signUpUser(t.http, { name: 'New Comer' });
    expect(await t.app.get(MembershipAccess).heldTierIds(owner.id, newcomer.id)).toEqual([]);
    const claimed = await claim(token, newcomer).expect(200);
    expect(claimed.body).toMatchObject({ subscriptionId: id, ownerId: owner.id, tierId, userId: newcomer.id, status: 'invited', manageUrl: null, stripeSubscription: null });
    await projectUntil(t, async () => (await rowOf(id))?.user_id === newcomer.id);
    expect(await memberships(newcomer)).toEqual([claimed.body]);
    // It counts for them now: members-only tickets and benefits of the tier.
    expect(await t.app.get(MembershipAccess).heldTierIds(owner.id, newcomer.id)).toEqual([tierId]);
    // Opening the link again changes nothing.
    expect((await claim(token, newcomer).expect(200)).body).toEqual(claimed.body);

    // A second account with the same link is refused; the membership stays with the first.
    const another = await signUpUser(t.http);
    expect((await claim(token, another).expect(422)).body).toEqual({ message: 'This membership belongs to another account' });
    expect(await memberships(another)).toEqual([]);
  });

  it('refuses a tampered or made-up link, a removed membership, and a caller who is not signed in', async () => {
    const { id, token } = await invite('leaving@example.com');
    const user = await signUpUser(t.http);
    const [, signature] = token.split('.') as [string, string];
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${randomUUID()}.${signature}`, id, 'nonsense']) {
      expect((await claim(bad, user).expect(422)).body).toEqual({ message: 'This invitation link is not valid' });
    }
    await claim(token).expect(401);

    await t.http.delete(`${MEMBERS}/${id}`).set(bearer(owner)).expect(200);
    expect((await claim(token, user).expect(422)).body).toEqual({ message: 'This membership has ended' });
    expect(await memberships(user)).toEqual([]);
  });

  it('sends no claim link to a member whose account was linked when added', async () => {
    const known = await signUpUser(t.http);
    const { id } = (await t.http.post(MEMBERS).set(bearer(owner)).send({ ownerId: owner.id, name: 'Known', email: known.email, tierId, priceInterval: 'month' }).expect(201)).body as { id: string };
    await projectUntil(t, async () => (await rowOf(id)) !== undefined);
    await sender.sendDue();
    const [mail] = await mailsTo(mailDir, known.email);
    expect(mail).toContain(`/p/${owner.username}/membership`);
    expect(mail).not.toContain('claim=');
  });
});
