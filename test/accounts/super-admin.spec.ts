import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';

const ACCOUNTS = '/client_side_api/v1/admin/accounts';
const ACTIONS = '/client_side_api/v1/admin/actions';
const WEBHOOKS = '/client_side_api/v1/profile_management/webhooks';

describe('Super Admin: accounts, feature flags and the admin action log', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let organization: { id: string; username: string };
  // One word unique to this run, in every name searched for, so that other accounts never match.
  const tag = `zq${Date.now().toString(36)}`;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signUpUser(t.http, { name: 'Ada Admin' });
    await makeSiteAdmin(t.db, admin.id);
    owner = await signUpUser(t.http, { name: 'Harriet Quill', email: `harriet.${tag}@example.com` });
    organization = await createOrganization(t.http, owner, 'Quill Harbour Players');
  });
  afterAll(() => t.close());

  const search = async (query: string, page = 1) =>
    (await t.http.get(ACCOUNTS).query({ query, page }).set(bearer(admin)).expect(200)).body as {
      data: { id: string; type: string; name: string; username: string; email: string | null; createdAt: string; flags: Record<string, boolean> }[];
      page: number;
      perPage: number;
      totalCount: number;
    };
  const setFlag = (id: string, flag: string, enabled: boolean, as: TestUser = admin) => t.http.patch(`${ACCOUNTS}/${id}/flags`).set(bearer(as)).send({ flag, enabled });
  const actions = async (page = 1) => (await t.http.get(ACTIONS).query({ page }).set(bearer(admin)).expect(200)).body;

  it('finds users and organizations by name, username and e-mail, without case, by prefix or contained text', async () => {
    const byName = await search('harriet QUILL');
    expect(byName.data.map((a) => a.id)).toEqual([owner.id]);
    expect(byName.data[0]).toEqual({
      id: owner.id,
      type: 'User',
      name: 'Harriet Quill',
      username: owner.username,
      email: `harriet.${tag}@example.com`,
      createdAt: expect.any(String),
      flags: { developerZone: false, referralTracker: false },
    });

    // Contained text matches the user (e-mail) and nothing else; the organization is found by its name and username.
    expect((await search(tag.toUpperCase())).data.map((a) => a.id)).toEqual([owner.id]);
    expect((await search(`@${owner.username.toUpperCase()}`)).data.map((a) => a.id)).toEqual([owner.id]);
    const byOrganizationName = await search('harbour play');
    expect(byOrganizationName.data).toEqual([expect.objectContaining({ id: organization.id, type: 'School', email: null, username: organization.username })]);
    expect((await search(organization.username.slice(0, -1))).data.map((a) => a.id)).toContain(organization.id);

    // LIKE wildcards are plain characters: '%' matches no name.
    expect((await search('%')).data).toEqual([]);
    expect((await search('_')).totalCount).toBe(0);
  });

  it('lists every account, newest first, 20 per page, when nothing is typed', async () => {
    for (let i = 0; i < 18; i += 1) await signUpUser(t.http);
    const first = await search('');
    expect(first).toMatchObject({ page: 1, perPage: 20, totalCount: 21 });
    expect(first.data).toHaveLength(20);
    const created = first.data.map((a) => a.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const second = await search('', 2);
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.id).toBe(admin.id);
  });

  it('turning the Developer Zone on lets the owner call the webhook routes; off refuses them again', async () => {
    const listWebhooks = () => t.http.get(WEBHOOKS).query({ ownerId: owner.id }).set(bearer(owner));
    expect((await listWebhooks().expect(403)).body).toEqual({ message: 'The Developer Zone is not turned on for this account' });

    const turnedOn = await setFlag(owner.id, 'developerZone', true).expect(200);
    expect(turnedOn.body).toMatchObject({ id: owner.id, flags: { developerZone: true, referralTracker: false } });
    await listWebhooks().expect(200);
    expect((await t.http.get('/client_side_api/v1/me').set(bearer(owner)).expect(200)).body.developerZone).toBe(true);

    // Another flag leaves this one as it is.
    expect((await setFlag(owner.id, 'referralTracker', true).expect(200)).body.flags).toEqual({ developerZone: true, referralTracker: true });

    expect((await setFlag(owner.id, 'developerZone', false).expect(200)).body.flags).toEqual({ developerZone: false, referralTracker: true });
    await listWebhooks().expect(403);
    expect((await search(owner.email)).data[0]!.flags).toEqual({ developerZone: false, referralTracker: true });

    // An organization's flag is its own.
    await setFlag(organization.id, 'developerZone', true).expect(200);
    await t.http.get(WEBHOOKS).query({ ownerId: organization.id }).set(bearer(owner)).expect(200);
    await listWebhooks().expect(403);
  });

  it('records every change with the admin who made it and when, newest first', async () => {
    const before = Date.now();
    await setFlag(organization.id, 'referralTracker', true).expect(200);
    await setFlag(organization.id, 'referralTracker', false).expect(200);
    const after = Date.now();

    const log = await actions();
    expect(log).toMatchObject({ page: 1, perPage: 20 });
    expect(log.totalCount).toBe(6);
    const [newest, previous] = log.data;
    expect(newest).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { id: admin.id, name: 'Ada Admin', username: admin.username },
      action: 'flag.disabled',
      target: { id: organization.id, name: 'Quill Harbour Players', username: organization.username, type: 'School' },
      detail: { flag: 'referralTracker' },
    });
    expect(previous).toMatchObject({ action: 'flag.enabled', target: { id: organization.id }, detail: { flag: 'referralTracker' } });
    for (const entry of [newest, previous]) {
      const at = Date.parse(entry.at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after + 1000);
    }
    expect(log.data.map((entry: { action: string; detail: { flag: string }; target: { id: string } }) => `${entry.action} ${entry.detail.flag} ${entry.target.id}`)).toEqual([
      `flag.disabled referralTracker ${organization.id}`,
      `flag.enabled referralTracker ${organization.id}`,
      `flag.enabled developerZone ${organization.id}`,
      `flag.disabled developerZone ${owner.id}`,
      `flag.enabled referralTracker ${owner.id}`,
      `flag.enabled developerZone ${owner.id}`,
    ]);
    expect((await actions(2)).data).toEqual([]);
  });

  it('refuses unknown flags, bad values and unknown accounts, and records nothing for them', async () => {
    const { totalCount } = await actions();
    expect((await setFlag(owner.id, 'teleporter', true).expect(400)).body).toEqual([{ message: 'flag must be one of: developerZone, referralTracker' }]);
    expect((await setFlag(owner.id, 'developerZone', 'yes' as never).expect(400)).body).toEqual([{ message: 'enabled must be true or false' }]);
    expect((await setFlag('3f1d2c4b-5a69-4788-9abc-def012345678', 'developerZone', true).expect(404)).body).toEqual({ message: "Sorry! That profile wasn't found." });
    await setFlag('not-an-id', 'developerZone', true).expect(400);
    expect((await actions()).totalCount).toBe(totalCount);
  });

  it('is for site admins only: others get 403, anonymous callers 401', async () => {
    const calls = [
      () => t.http.get(ACCOUNTS).query({ query: 'a' }),
      () => t.http.patch(`${ACCOUNTS}/${owner.id}/flags`).send({ flag: 'developerZone', enabled: true }),
      () => t.http.get(ACTIONS),
    ];
    for (const call of calls) {
      expect((await call().expect(401)).body).toEqual({ message: 'Please log in to continue' });
      expect((await call().set(bearer(owner)).expect(403)).body).toEqual({ message: 'Only site admins can do this' });
    }
    expect((await search(owner.email)).data[0]!.flags.developerZone).toBe(false);
  });
});
