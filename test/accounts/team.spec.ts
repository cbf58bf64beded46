import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { InvitationEmailSender } from '../../src/accounts/infrastructure/invitation-email.sender.js';
import { bearer, clientAddress, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { invitationLinkIn, mailsTo } from '../support/mail.js';
import { TestClock } from '../support/test-clock.js';

const API = '/client_side_api/v1/profile_management';
const ORGANIZATIONS_ONLY = 'The team page is only available for organizations, please switch to an organization account to access this';

interface TeamRow {
  id: string;
  name: string;
  owner: boolean;
  admin: boolean;
  receiveNotifications: boolean;
  hidden: boolean;
  invited: boolean;
  email: string | null;
  user: { id: string; name: string; username: string; type: string } | null;
}

describe('accounts: an organization team', () => {
  let t: TestApp;
  let owner: TestUser;
  let organization: { id: string; username: string };
  let otherOwner: TestUser;
  let otherOrganization: { id: string; username: string };
  let pool: pg.Pool;
  let mailDir: string;
  let sender: InvitationEmailSender;
  let addresses = 100;
  const previousDataDir = process.env.DATA_DIR;
  const quiet = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'limelight-team-mail-'));
    // The sender reads its settings when it sends: mail of this file goes to a folder of its own.
    process.env.DATA_DIR = mailDir;
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    organization = await createOrganization(t.http, owner, 'Riverside Arts');
    otherOwner = await signUpUser(t.http);
    otherOrganization = await createOrganization(t.http, otherOwner, 'Harbour Hall');
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    sender = new InvitationEmailSender(pool, new TestClock(), quiet);
  });
  afterAll(async () => {
    await pool.end();
    await t.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(mailDir, { recursive: true, force: true });
  });

  const team = async (ownerId = organization.id, as: TestUser = owner) => (await t.http.get(`${API}/affiliations?ownerId=${ownerId}`).set(bearer(as)).expect(200)).body as { data: TeamRow[]; page: number; perPage: number; totalCount: number };
  const add = (body: Record<string, unknown>, as: TestUser = owner) => t.http.post(`${API}/affiliations`).set(bearer(as)).send({ ownerId: organization.id, ...body });
  const canManageEvents = async (user: TestUser) => (await t.http.get(`${API}/events?ownerId=${organization.id}`).set(bearer(user))).status;
  /** Sends the queued invitation e-mails and returns the newest link sent to the address. */
  const sendAndReadLink = async (email: string) => {
    await sender.sendDue();
    const mails = await mailsTo(mailDir, email);
    expect(mails.length).toBeGreaterThan(0);
    return invitationLinkIn(mails.at(-1)!);
  };
  const signUp = async (email: string, invitation?: string) => {
    addresses += 1;
    const unique = `${Date.now().toString(36)}${addresses}`.slice(-12);
    const response = await t.http
      .post('/client_side_api/v1/auth/sign_up')
      .set('X-Forwarded-For', clientAddress(addresses))
      .send({ name: 'Ada Brook', username: `t${unique}`, email, password: 'secret-123', invitation })
      .expect(201);
    return { id: '', username: '', email, password: 'secret-123', token: response.body.accessToken as string } satisfies TestUser;
  };
  const organizationsOf = async (user: TestUser) => (await t.http.get('/client_side_api/v1/me').set(bearer(user)).expect(200)).body.organizations as { id: string; admin: boolean; owner: boolean }[];

  it("lists the owner first with the role they created the organization with, 10 a page", async () => {
    const page = await team();
    expect(page).toMatchObject({ page: 1, perPage: 10, totalCount: 1 });
    expect(page.data).toEqual([
      {
        id: expect.any(String),
        name: 'Organizer',
        owner: true,
        admin: true,
        receiveNotifications: true,
        hidden: false,
        invited: false,
        email: null,
        user: { id: owner.id, name: 'Maya Lind', avatar: null, username: owner.username, type: 'user' },
      },
    ]);
  });

  it('adds a person found by search at once; an admin member may then manage the organization, until removed', async () => {
    const member = await signUpUser(t.http, { name: 'Jo Park' });
    expect(await canManageEvents(member)).toBe(403);
    const added = await add({ name: 'Producer', userId: member.id, admin: true, receiveNotifications: false, hidden: true }).expect(201);
    expect(added.body).toMatchObject({ name: 'Producer', owner: false, admin: true, receiveNotifications: false, hidden: true, invited: false, user: { id: member.id, name: 'Jo Park' } });
    expect((await team()).data.map((row) => row.user?.id)).toEqual([owner.id, member.id]);
    expect(await canManageEvents(member)).toBe(200);
    // The member manages the team too, as an admin.
    expect((await team(organization.id, member)).totalCount).toBe(2);

    await add({ name: 'Host', userId: member.id }).expect(400, [{ message: 'Already added' }]);
    await add({ name: 'Host', email: member.email.toUpperCase() }).expect(400, [{ message: 'Already added' }]);

    const edited = await t.http.patch(`${API}/affiliations/${added.body.id}`).set(bearer(owner)).send({ ownerId: organization.id, name: 'Curator', admin: false }).expect(200);
    expect(edited.body).toMatchObject({ name: 'Curator', admin: false, receiveNotifications: false, hidden: true });
    expect(await canManageEvents(member)).toBe(403);
    await t.http.patch(`${API}/affiliations/${added.body.id}`).set(bearer(owner)).send({ ownerId: organization.id, admin: true }).expect(200);
    expect(await canManageEvents(member)).toBe(200);

    await t.http.delete(`${API}/affiliations/${added.body.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(200, { message: 'Team member removed successfully' });
    expect(await canManageEvents(member)).toBe(403);
    expect((await team()).totalCount).toBe(1);
  });

  it('asks for a role and a person or an e-mail, and takes roles from the list only', async () => {
    const incomplete = [{ message: 'Please fill in all the fields to save' }];
    await add({ email: 'someone@example.com' }).expect(400, incomplete);
    await add({ name: 'Staff' }).expect(400, incomplete);
    await add({ name: 'Staff', email: '  ' }).expect(400, incomplete);
    await add({ name: 'Janitor', email: 'someone@example.com' }).expect(400, [{ message: 'Choose a role from the list' }]);
    await add({ name: 'Staff', email: 'not-an-address' }).expect(400, [{ message: 'Invalid email address' }]);
    await add({ name: 'Staff', userId: otherOrganization.id }).expect(400, [{ message: 'Only people can join a team; choose a person or enter their email address' }]);
    expect((await team()).totalCount).toBe(1);
  });

  it('invites an e-mail: the mail carries a link, and signing up with that e-mail from it makes a member who may manage the organization', async () => {
    const invited = await add({ name: 'Staff', email: ' New.Person@Example.com ', admin: true }).expect(201);
    expect(invited.body).toMatchObject({ name: 'Staff', invited: true, owner: false, admin: true, email: 'new.person@example.com', user: null });
    await add({ name: 'Host', email: 'new.person@example.com' }).expect(400, [{ message: 'Already added' }]);
    // Only the hash of the link's token is kept on the invitation.
    const [stored] = await sql<{ invitation_token_hash: string }>(t, 'SELECT invitation_token_hash FROM accounts.affiliations WHERE id = $1', [invited.body.id]);
    expect(stored!.invitation_token_hash).toMatch(/^[0-9a-f]{64}$/);

    const link = await sendAndReadLink('new.person@example.com');
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('email')).toBe('new.person@example.com');
    expect(link.searchParams.get('redirect_to')).toBe(`/manage/${organization.username}`);
    const token = link.searchParams.get('invitation')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Once sent, the outbox forgets the token too.
    expect(await sql(t, 'SELECT 1 FROM accounts.invitation_emails WHERE affiliation_id = $1 AND token IS NOT NULL', [invited.body.id])).toHaveLength(0);

    const newcomer = await signUp('new.person@example.com', token);
    expect(await organizationsOf(newcomer)).toEqual([expect.objectContaining({ id: organization.id, admin: true, owner: false })]);
    expect((await team()).data.find((row) => row.id === invited.body.id)).toMatchObject({ invited: false, user: { name: 'Ada Brook', type: 'user' } });
    expect(await canManageEvents(newcomer)).toBe(200);
    // The link is used up.
    const again = await signUp('second.person@example.com', token);
    expect(await organizationsOf(again)).toEqual([]);

    await t.http.delete(`${API}/affiliations/${invited.body.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(200);
    expect(await canManageEvents(newcomer)).toBe(403);
    expect(await organizationsOf(newcomer)).toEqual([]);
  });

  it('accepts an invitation when the invited person logs in from the link', async () => {
    const existing = await signUpUser(t.http);
    await add({ name: 'Teacher', email: existing.email, admin: true }).expect(201);
    const token = (await sendAndReadLink(existing.email)).searchParams.get('invitation')!;
    const login = await t.http.post('/client_side_api/v1/auth/login').send({ email: existing.email, password: existing.password, invitation: token }).expect(200);
    expect(await organizationsOf({ ...existing, token: login.body.accessToken })).toEqual([expect.objectContaining({ id: organization.id, admin: true })]);
    expect(await canManageEvents(existing)).toBe(200);
  });

  it('accepts nothing for a link sent to another address, or without the link', async () => {
    await add({ name: 'Staff', email: 'invited.only@example.com', admin: true }).expect(201);
    const token = (await sendAndReadLink('invited.only@example.com')).searchParams.get('invitation')!;
    // Someone else's address with the link, and the invited address without it: neither joins.
    const stranger = await signUp('someone.else@example.com', token);
    expect(await organizationsOf(stranger)).toEqual([]);
    const withoutLink = await signUp('invited.only@example.com');
    expect(await organizationsOf(withoutLink)).toEqual([]);
    expect(await canManageEvents(withoutLink)).toBe(403);
    expect((await team()).data.find((row) => row.email === 'invited.only@example.com')).toMatchObject({ invited: true });
  });

  it('cancels an invitation: its link stops working and an unsent mail is not sent', async () => {
    const invitation = await add({ name: 'Staff', email: 'cancelled@example.com', admin: true }).expect(201);
    await t.http.delete(`${API}/affiliations/${invitation.body.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(404, { message: 'Team member not found' });
    await t.http.delete(`${API}/collaborator_invitations/${invitation.body.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(200, { message: 'Invitation cancelled' });
    await t.http.delete(`${API}/collaborator_invitations/${invitation.body.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(404, { message: 'Invitation not found' });
    expect((await team()).data.some((row) => row.id === invitation.body.id)).toBe(false);
    await sender.sendDue();
    expect(await mailsTo(mailDir, 'cancelled@example.com')).toEqual([]);
  });

  it('sends an invitation again with a new link; the earlier link no longer works', async () => {
    const invitation = await add({ name: 'Volunteer', email: 'resent@example.com', admin: true }).expect(201);
    const first = (await sendAndReadLink('resent@example.com')).searchParams.get('invitation')!;
    await t.http.post(`${API}/collaborator_invitations/${invitation.body.id}/resend`).set(bearer(owner)).send({ ownerId: organization.id }).expect(200, { message: 'Invitation sent again' });
    const second = (await sendAndReadLink('resent@example.com')).searchParams.get('invitation')!;
    expect(await mailsTo(mailDir, 'resent@example.com')).toHaveLength(2);
    expect(second).not.toBe(first);
    const withOld = await signUp('resent@example.com', first);
    expect(await organizationsOf(withOld)).toEqual([]);
    const login = await t.http.post('/client_side_api/v1/auth/login').send({ email: 'resent@example.com', password: 'secret-123', invitation: second }).expect(200);
    expect(await organizationsOf({ ...withOld, token: login.body.accessToken })).toEqual([expect.objectContaining({ id: organization.id })]);
    // A member is no invitation: it cannot be sent again or cancelled.
    await t.http.post(`${API}/collaborator_invitations/${invitation.body.id}/resend`).set(bearer(owner)).send({ ownerId: organization.id }).expect(404, { message: 'Invitation not found' });
  });

  it('keeps the owner on the team with admin access', async () => {
    const ownerRow = (await team()).data.find((row) => row.owner)!;
    await t.http.delete(`${API}/affiliations/${ownerRow.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(422, { message: 'The owner of the organization cannot be removed or lose admin access' });
    await t.http.patch(`${API}/affiliations/${ownerRow.id}`).set(bearer(owner)).send({ ownerId: organization.id, admin: false }).expect(422);
    const renamed = await t.http.patch(`${API}/affiliations/${ownerRow.id}`).set(bearer(owner)).send({ ownerId: organization.id, name: 'Director', hidden: true }).expect(200);
    expect(renamed.body).toMatchObject({ owner: true, admin: true, name: 'Director', hidden: true });
    expect(await canManageEvents(owner)).toBe(200);
  });

  it("never reaches another organization's rows through its own ownerId", async () => {
    const theirs = (await team(otherOrganization.id, otherOwner)).data[0]!;
    const foreign = await t.http.post(`${API}/affiliations`).set(bearer(otherOwner)).send({ ownerId: otherOrganization.id, name: 'Staff', email: 'theirs@example.com' }).expect(201);
    await t.http.get(`${API}/affiliations/${theirs.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(404);
    await t.http.patch(`${API}/affiliations/${theirs.id}`).set(bearer(owner)).send({ ownerId: organization.id, name: 'Host' }).expect(404);
    await t.http.delete(`${API}/affiliations/${theirs.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(404);
    await t.http.delete(`${API}/collaborator_invitations/${foreign.body.id}?ownerId=${organization.id}`).set(bearer(owner)).expect(404);
    await t.http.post(`${API}/collaborator_invitations/${foreign.body.id}/resend`).set(bearer(owner)).send({ ownerId: organization.id }).expect(404);
    expect((await team(otherOrganization.id, otherOwner)).totalCount).toBe(2);
  });

  describe('who may call', () => {
    let memberRow: string;
    let invitationRow: string;
    beforeAll(async () => {
      memberRow = (await add({ name: 'Staff', userId: (await signUpUser(t.http)).id }).expect(201)).body.id;
      invitationRow = (await add({ name: 'Staff', email: 'guarded@example.com' }).expect(201)).body.id;
    });
    const calls = (ownerId: string) => [
      () => t.http.get(`${API}/affiliations?ownerId=${ownerId}`),
      () => t.http.get(`${API}/affiliations/${memberRow}?ownerId=${ownerId}`),
      () => t.http.post(`${API}/affiliations`).send({ ownerId, name: 'Staff', email: 'refused@example.com' }),
      () => t.http.patch(`${API}/affiliations/${memberRow}`).send({ ownerId, name: 'Host' }),
      () => t.http.delete(`${API}/affiliations/${memberRow}?ownerId=${ownerId}`),
      () => t.http.delete(`${API}/collaborator_invitations/${invitationRow}?ownerId=${ownerId}`),
      () => t.http.post(`${API}/collaborator_invitations/${invitationRow}/resend`).send({ ownerId }),
    ];

    it('refuses anonymous callers (401) and owners of other accounts (403) on every call', async () => {
      for (const call of calls(organization.id)) {
        await call().expect(401, { message: 'Please log in to continue' });
        await call().set(bearer(otherOwner)).expect(403);
      }
      expect((await team()).data.some((row) => row.id === memberRow)).toBe(true);
      expect((await team()).data.some((row) => row.id === invitationRow)).toBe(true);
    });

    it('tells a user account that teams are for organizations (422) on every call', async () => {
      for (const call of calls(owner.id)) await call().set(bearer(owner)).expect(422, { message: ORGANIZATIONS_ONLY });
    });
  });
});

/** A mail server that is up but refuses service: it greets every connection with 554 and hangs up. */
async function startRefusingSmtpServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((socket) => socket.end('554 5.3.2 Service unavailable\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('accounts: invitation e-mails that fail', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let mailDir: string;
  let smtp: Awaited<ReturnType<typeof startRefusingSmtpServer>>;
  const previousDataDir = process.env.DATA_DIR;
  const logged: { level: string; message: string }[] = [];
  const logger = { warn: (_: object, message: string) => logged.push({ level: 'warn', message }), error: (_: object, message: string) => logged.push({ level: 'error', message }) };

  beforeAll(async () => {
    mailDir = await mkdtemp(join(tmpdir(), 'limelight-team-retry-'));
    process.env.DATA_DIR = mailDir;
    t = await startTestApp();
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    smtp = await startRefusingSmtpServer();
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await smtp.close();
    await pool.end();
    await t.close();
    process.env.DATA_DIR = previousDataDir;
    await rm(mailDir, { recursive: true, force: true });
  });

  const outbox = async (email: string) =>
    (await sql<{ sent_at: Date | null; attempts: number; last_error: string | null; next_attempt_at: Date | null; failed_at: Date | null; has_token: boolean }>(
      t,
      'SELECT sent_at, attempts, last_error, next_attempt_at, failed_at, token IS NOT NULL AS has_token FROM accounts.invitation_emails WHERE email = $1',
      [email],
    ))[0]!;

  it('tries a refused mail again after a growing wait and sends it once the server takes it', async () => {
    const owner = await signUpUser(t.http);
    const organization = await createOrganization(t.http, owner);
    await t.http.post(`${API}/affiliations`).set(bearer(owner)).send({ ownerId: organization.id, name: 'Staff', email: 'retry@example.com' }).expect(201);
    const clock = new TestClock();
    const sender = new InvitationEmailSender(pool, clock, logger);

    process.env.SMTP_URL = smtp.url;
    try {
      expect(await sender.sendDue()).toBe(1);
      let row = await outbox('retry@example.com');
      expect(row).toMatchObject({ sent_at: null, failed_at: null, attempts: 1, last_error: expect.stringContaining('554'), has_token: true });
      expect(row.next_attempt_at!.getTime() - clock.now().getTime()).toBe(60_000);
      expect(logged).toContainEqual({ level: 'warn', message: 'invitation e-mail not sent; it is tried again later' });

      // Not before its time; the second failure waits twice as long.
      clock.advance(59_999);
      expect(await sender.sendDue()).toBe(0);
      clock.advance(1);
      expect(await sender.sendDue()).toBe(1);
      row = await outbox('retry@example.com');
      expect(row.attempts).toBe(2);
      expect(row.next_attempt_at!.getTime() - clock.now().getTime()).toBe(120_000);
    } finally {
      delete process.env.SMTP_URL;
    }
    expect(await mailsTo(mailDir, 'retry@example.com')).toEqual([]);
    clock.advance(120_000);
    expect(await sender.sendDue()).toBe(1);
    expect(await outbox('retry@example.com')).toMatchObject({ sent_at: clock.now(), attempts: 3, failed_at: null, has_token: false });
    expect(await mailsTo(mailDir, 'retry@example.com')).toHaveLength(1);
    clock.advance(24 * 3_600_000);
    expect(await sender.sendDue()).toBe(0);
  });

  it('leaves a claimed mail to another worker only once its lease runs out', async () => {
    const owner = await signUpUser(t.http);
    const organization = await createOrganization(t.http, owner);
    await t.http.post(`${API}/affiliations`).set(bearer(owner)).send({ ownerId: organization.id, name: 'Staff', email: 'leased@example.com' }).expect(201);
    const clock = new TestClock();
    // A worker claimed it and died before recording anything.
    await sql(t, `UPDATE accounts.invitation_emails SET lease_until = $1, lease_token = gen_random_uuid() WHERE email = 'leased@example.com'`, [new Date(clock.now().getTime() + 120_000)]);
    const sender = new InvitationEmailSender(pool, clock, logger);
    expect(await sender.sendDue()).toBe(0);
    clock.advance(120_000);
    expect(await sender.sendDue()).toBe(1);
    expect(await mailsTo(mailDir, 'leased@example.com')).toHaveLength(1);
  });
});
