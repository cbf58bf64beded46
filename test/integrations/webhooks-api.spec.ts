import { sql } from '../support/checkout.js';
import { bearer, signUpUser, startTestApp, turnOnDeveloperZone, type TestApp, type TestUser } from '../support/app.js';

const WEBHOOKS = '/client_side_api/v1/profile_management/webhooks';
const DELIVERIES = '/client_side_api/v1/profile_management/webhook_event_deliveries';

describe('Developer Zone: webhooks API', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await developer();
    other = await developer();
  });
  afterAll(() => t.close());

  /** A user whose Developer Zone a site admin turned on. */
  const developer = async () => {
    const user = await signUpUser(t.http);
    await turnOnDeveloperZone(t.db, user.id);
    return user;
  };

  const list = async (user: TestUser, query = '') => (await t.http.get(`${WEBHOOKS}?ownerId=${user.id}${query}`).set(bearer(user)).expect(200)).body;
  const create = (user: TestUser, body: Record<string, unknown>) => t.http.post(WEBHOOKS).set(bearer(user)).send({ ownerId: user.id, ...body });
  const createOne = async (user: TestUser, url: string) => {
    await create(user, { url, eventTypes: ['order.created'] }).expect(201);
    return (await list(user, '&perPage=100')).data.find((w: { url: string }) => w.url === url) as { id: string };
  };

  it('creates an active webhook with a Standard Webhooks secret, and lists it', async () => {
    const created = await create(owner, {
      url: ' https://example.com/hooks ',
      description: '<p><strong>Orders</strong> to our <u>CRM</u><script>alert(1)</script><img src=x onerror=alert(1)></p>',
      eventTypes: ['order.completed', 'ticket.issued', 'order.completed'],
      // New webhooks are created active, whatever is sent.
      status: 'inactive',
    }).expect(201);
    expect(created.body).toBe(true);

    const page = await list(owner);
    expect(page).toMatchObject({ totalCount: 1, page: 1, perPage: 10 });
    const [webhook] = page.data;
    expect(webhook).toMatchObject({
      ownerId: owner.id,
      url: 'https://example.com/hooks',
      description: '<p><strong>Orders</strong> to our <u>CRM</u></p>',
      status: 'active',
      eventTypes: ['order.completed', 'ticket.issued'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(webhook.secretKey).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(webhook.secretKey.slice(6), 'base64')).toHaveLength(32);

    const detail = await t.http.get(`${WEBHOOKS}/${webhook.id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200);
    expect(detail.body).toEqual(webhook);
  });

  it("answers the form's rules with the seeds' messages, saving nothing", async () => {
    const before = (await list(owner)).totalCount;
    const cases: [Record<string, unknown>, string][] = [
      [{ eventTypes: ['order.created'] }, 'Webhook URL is required'],
      [{ url: '   ', eventTypes: ['order.created'] }, 'Webhook URL is required'],
      [{ url: 42, eventTypes: ['order.created'] }, 'Webhook URL is required'],
      [{ url: 'http://example.com/hooks', eventTypes: ['order.created'] }, 'Invalid Webhook URL: HTTPS Required'],
      [{ url: 'example.com/hooks', eventTypes: ['order.created'] }, 'Invalid Webhook URL: HTTPS Required'],
      [{ url: 'https://', eventTypes: ['order.created'] }, 'Invalid Webhook URL'],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, eventTypes: ['order.created'] }, 'Webhook URL can be at most 2000 characters'],
      [{ url: 'https://example.com/hooks' }, 'Please select at least one event'],
      [{ url: 'https://example.com/hooks', eventTypes: [] }, 'Please select at least one event'],
      [{ url: 'https://example.com/hooks', eventTypes: 'order.created' }, 'Please select at least one event'],
      [{ url: 'https://example.com/hooks', eventTypes: ['order.created', 'order.exploded'] }, 'Please select events from the list'],
      [{ url: 'https://example.com/hooks', eventTypes: ['order.created'], description: `<p>${'x'.repeat(2001)}</p>` }, 'Description can be at most 2000 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await create(owner, body).expect(400);
      expect(response.body).toEqual({ message });
    }
    expect((await list(owner)).totalCount).toBe(before);
    // 2000 characters as the reader sees them are fine, however much markup carries them.
    await create(owner, { url: 'https://example.com/long', eventTypes: ['order.created'], description: `<p><strong>${'&amp;'.repeat(1000)}</strong><em>${'y'.repeat(1000)}</em></p>` }).expect(201);
  });

  it('edits a webhook: URL, description, events, and pauses and resumes it', async () => {
    const { id } = await createOne(owner, 'https://example.com/edit-me');
    const put = (body: Record<string, unknown>) => t.http.put(`${WEBHOOKS}/${id}`).set(bearer(owner)).send({ ownerId: owner.id, ...body });
    expect((await put({ url: 'https://example.com/edited', description: '<ul><li>one</li></ul>', eventTypes: ['ticket.refunded'], status: 'inactive' }).expect(200)).body).toBe(true);
    const get = async () => (await t.http.get(`${WEBHOOKS}/${id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body;
    expect(await get()).toMatchObject({ url: 'https://example.com/edited', description: '<ul><li>one</li></ul>', eventTypes: ['ticket.refunded'], status: 'inactive' });
    // No status: it stays as it is.
    await put({ url: 'https://example.com/edited', eventTypes: ['ticket.refunded'] }).expect(200);
    expect((await get()).status).toBe('inactive');
    await put({ url: 'https://example.com/edited', eventTypes: ['ticket.refunded'], status: 'active' }).expect(200);
    expect((await get()).status).toBe('active');

    expect((await put({ url: 'http://example.com', eventTypes: ['ticket.refunded'] }).expect(400)).body).toEqual({ message: 'Invalid Webhook URL: HTTPS Required' });
    expect((await put({ url: 'https://example.com', eventTypes: [] }).expect(400)).body).toEqual({ message: 'Please select at least one event' });
    expect((await put({ url: 'https://example.com', eventTypes: ['ticket.refunded'], status: 'paused' }).expect(400)).body).toEqual({ message: 'Status must be active or inactive' });
    expect(await get()).toMatchObject({ url: 'https://example.com/edited', status: 'active' });
  });

  it('deletes a webhook for good', async () => {
    const { id } = await createOne(owner, 'https://example.com/delete-me');
    expect((await t.http.delete(`${WEBHOOKS}/${id}`).set(bearer(owner)).send({ ownerId: owner.id }).expect(200)).body).toBe(true);
    expect((await t.http.get(`${WEBHOOKS}/${id}?ownerId=${owner.id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Webhook not found' });
    expect((await t.http.delete(`${WEBHOOKS}/${id}`).set(bearer(owner)).send({ ownerId: owner.id }).expect(404)).body).toEqual({ message: 'Webhook not found' });
  });

  it("keeps owners apart: another owner's webhook is not found, and acting for another owner is forbidden", async () => {
    const { id } = await createOne(owner, 'https://example.com/private');
    const asOther = { ownerId: other.id };
    expect((await t.http.get(`${WEBHOOKS}/${id}?ownerId=${other.id}`).set(bearer(other)).expect(404)).body).toEqual({ message: 'Webhook not found' });
    await t.http.put(`${WEBHOOKS}/${id}`).set(bearer(other)).send({ ...asOther, url: 'https://evil.example.com', eventTypes: ['order.created'] }).expect(404);
    await t.http.delete(`${WEBHOOKS}/${id}`).set(bearer(other)).send(asOther).expect(404);
    expect((await list(other)).data).toEqual([]);
    // Naming the owner does not help.
    await t.http.get(`${WEBHOOKS}/${id}?ownerId=${owner.id}`).set(bearer(other)).expect(403);
    await t.http.delete(`${WEBHOOKS}/${id}`).set(bearer(other)).send({ ownerId: owner.id }).expect(403);
    await t.http.get(`${WEBHOOKS}?ownerId=${owner.id}`).set(bearer(other)).expect(403);
    expect((await t.http.get(`${WEBHOOKS}/${id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.url).toBe('https://example.com/private');
    expect((await t.http.get(`${WEBHOOKS}/not-a-uuid?ownerId=${owner.id}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Webhook not found' });
  });

  it('pages the webhooks, newest first', async () => {
    const user = await developer();
    for (const n of [1, 2, 3]) await createOne(user, `https://example.com/${n}`);
    const first = await list(user, '&page=1&perPage=2');
    expect(first).toMatchObject({ totalCount: 3, page: 1, perPage: 2 });
    expect(first.data.map((w: { url: string }) => w.url)).toEqual(['https://example.com/3', 'https://example.com/2']);
    expect((await list(user, '&page=2&perPage=2')).data.map((w: { url: string }) => w.url)).toEqual(['https://example.com/1']);
    await t.http.get(`${WEBHOOKS}?ownerId=${user.id}&perPage=101`).set(bearer(user)).expect(400);
  });

  it('has no delivery logs before anything happened, and answers unknown logs and filters clearly', async () => {
    const logs = await t.http.get(`${DELIVERIES}?ownerId=${owner.id}`).set(bearer(owner)).expect(200);
    expect(logs.body).toEqual({ data: [], totalCount: 0, page: 1, perPage: 100 });
    const missing = await t.http.get(`${DELIVERIES}/00000000-0000-4000-8000-000000000000?ownerId=${owner.id}`).set(bearer(owner)).expect(404);
    expect(missing.body).toEqual({ message: 'Webhook log not found' });
    const badStatus = await t.http.get(`${DELIVERIES}?ownerId=${owner.id}&status=pending`).set(bearer(owner)).expect(400);
    expect(badStatus.body).toEqual([{ message: 'Status must be delivered or failed' }]);
  });

  it('refuses every webhook call of an owner without the Developer Zone, whoever calls', async () => {
    const plain = await signUpUser(t.http);
    const id = (await createOne(owner, 'https://example.com/flagged')).id;
    const refused = { message: 'The Developer Zone is not turned on for this account' };
    const calls = [
      () => t.http.get(`${WEBHOOKS}?ownerId=${plain.id}`),
      () => t.http.post(WEBHOOKS).send({ ownerId: plain.id, url: 'https://example.com/sneaky', eventTypes: ['order.created'] }),
      () => t.http.get(`${WEBHOOKS}/${id}?ownerId=${plain.id}`),
      () => t.http.put(`${WEBHOOKS}/${id}`).send({ ownerId: plain.id, url: 'https://example.com/sneaky', eventTypes: ['order.created'] }),
      () => t.http.delete(`${WEBHOOKS}/${id}`).send({ ownerId: plain.id }),
      () => t.http.get(`${DELIVERIES}?ownerId=${plain.id}`),
      () => t.http.get(`${DELIVERIES}/00000000-0000-4000-8000-000000000000?ownerId=${plain.id}`),
    ];
    for (const call of calls) expect((await call().set(bearer(plain)).expect(403)).body).toEqual(refused);
    // Nothing was created, and the other owner's webhook is untouched.
    const [{ count }] = await sql<{ count: string }>(t, 'SELECT count(*) FROM integrations.webhooks WHERE owner_id = $1', [plain.id]);
    expect(Number(count)).toBe(0);
    expect((await t.http.get(`${WEBHOOKS}/${id}?ownerId=${owner.id}`).set(bearer(owner)).expect(200)).body.url).toBe('https://example.com/flagged');
  });
});
