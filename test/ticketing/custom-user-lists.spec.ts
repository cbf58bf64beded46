import { bearer, createOrganization, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { createEvent } from '../support/events.js';

const LISTS = '/client_side_api/v1/profile_management/custom_user_lists';
const USERS = '/client_side_api/v1/profile_management/custom_user_lists_users';
const NOT_FOUND = { message: 'Sorry! That list wasn’t found.' };
const UNKNOWN_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';

/**
 * Private access lists (seed 001 §2.3, §5, §7, §8): the owner's lists of e-mail addresses, every call of the
 * owner's management, each refusal with its message.
 */
describe('private access lists', () => {
  let t: TestApp;
  let maya: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
  });
  afterAll(() => t.close());

  const create = (owner: TestUser, name: unknown, ownerId = owner.id) => t.http.post(LISTS).set(bearer(owner)).send({ ownerId, name });
  const newList = async (owner: TestUser, name = 'Friends') => (await create(owner, name).expect(201)).body as { id: string; name: string };
  const addEmails = (owner: TestUser, listId: string, emails: unknown) => t.http.post(`${USERS}/create_bulk`).set(bearer(owner)).send({ customUserListId: listId, emails });
  const users = async (owner: TestUser, listId: string, query = '') => (await t.http.get(`${USERS}?customUserListId=${listId}${query}`).set(bearer(owner)).expect(200)).body;
  const emailsOf = (page: { data: { email: string }[] }) => page.data.map((u) => u.email);

  it('creates a list with a trimmed name, renames it and deletes it', async () => {
    const created = await create(maya, '  Friends & family ').expect(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'Friends & family', userCount: 0, createdAt: expect.any(String), ownerId: maya.id });
    const url = `${LISTS}/${created.body.id}`;
    expect((await t.http.get(url).set(bearer(maya)).expect(200)).body).toEqual(created.body);

    const renamed = await t.http.patch(url).set(bearer(maya)).send({ name: ' Close friends ' }).expect(200);
    expect(renamed.body).toEqual({ ...created.body, name: 'Close friends' });
    expect((await t.http.get(url).set(bearer(maya)).expect(200)).body.name).toBe('Close friends');

    expect((await t.http.delete(url).set(bearer(maya)).expect(200)).body).toEqual({ message: 'List deleted successfully' });
    await t.http.get(url).set(bearer(maya)).expect(404, NOT_FOUND);
    await t.http.patch(url).set(bearer(maya)).send({ name: 'Again' }).expect(404, NOT_FOUND);
    await t.http.delete(url).set(bearer(maya)).expect(404, NOT_FOUND);
    await t.http.get(`${LISTS}/not-an-id`).set(bearer(maya)).expect(404, NOT_FOUND);
  });

  it("refuses a missing or too long name with the seeds' message", async () => {
    for (const name of [undefined, '', '   ', 42]) expect([name, (await create(maya, name).expect(400)).body]).toEqual([name, [{ message: 'Name is required' }]]);
    expect((await create(maya, 'x'.repeat(101)).expect(400)).body).toEqual([{ message: 'Name must be at most 100 characters' }]);
    expect((await create(maya, 'x'.repeat(100)).expect(201)).body.name).toHaveLength(100);
    await create(maya, 'Nobody', 'nobody').expect(400, [{ message: 'ownerId is required' }]);

    const list = await newList(maya, 'Keeps its name');
    await t.http.patch(`${LISTS}/${list.id}`).set(bearer(maya)).send({ name: ' ' }).expect(400, [{ message: 'Name is required' }]);
    expect((await t.http.get(`${LISTS}/${list.id}`).set(bearer(maya)).expect(200)).body.name).toBe('Keeps its name');
  });

  it('adds e-mails in bulk, trimmed and lowercased, and counts them on the list', async () => {
    const list = await newList(maya);
    const added = await addEmails(maya, list.id, [' Ana@Example.com', 'bo@example.com', '', 'CY@example.COM ']).expect(201);
    expect(added.body).toEqual({ message: '3 users added successfully', count: 3 });
    expect(emailsOf(await users(maya, list.id)).sort()).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com']);
    expect((await t.http.get(`${LISTS}/${list.id}`).set(bearer(maya)).expect(200)).body.userCount).toBe(3);

    // Up to 5000 at once.
    const big = await newList(maya, 'Big');
    expect((await addEmails(maya, big.id, Array.from({ length: 5000 }, (_, n) => `listed-member-number-${n}@riverside-arts-collective.example.com`)).expect(201)).body).toEqual({ message: '5000 users added successfully', count: 5000 });
  });

  it("refuses a bulk add with every problem as a list of the seeds' messages, adding nothing", async () => {
    const list = await newList(maya);
    await addEmails(maya, list.id, ['ana@example.com', 'bo@example.com']).expect(201);
    const refusals: [unknown, string[]][] = [
      [[], ['Please enter at least one email address']],
      [['', '  '], ['Please enter at least one email address']],
      [undefined, ['Please enter at least one email address']],
      ['cy@example.com', ['Please enter at least one email address']],
      [[42, { email: 'cy@example.com' }], ['Please enter a valid email address']],
      [['cy@example.com', 'not-an-email'], ['Please enter a valid email address']],
      [['cy@example.com', 'dee@example'], ['Please enter a valid email address']],
      [['cy@example.com', 'Dee@example.com', 'CY@example.com', 'dee@example.com'], ['Please remove the following duplicate entries: cy@example.com, dee@example.com']],
      [['cy@example.com', 'ANA@example.com', ' bo@EXAMPLE.com'], ['The following emails already exist in the list: ana@example.com, bo@example.com']],
      [
        ['nope', 'cy@example.com', 'cy@example.com', 'Ana@example.com'],
        ['Please enter a valid email address', 'Please remove the following duplicate entries: cy@example.com', 'The following emails already exist in the list: ana@example.com'],
      ],
      [Array.from({ length: 5001 }, (_, n) => `a${n}@x.co`), ['Add at most 5000 emails at once']],
    ];
    for (const [emails, messages] of refusals) {
      const refused = await addEmails(maya, list.id, emails).expect(400);
      expect([emails, refused.body]).toEqual([emails, messages.map((message) => ({ message }))]);
    }
    expect((await users(maya, list.id)).totalCount).toBe(2);
    // Two adds of one address at the same moment: the second is told it is on the list by then.
    const race = await Promise.all([addEmails(maya, list.id, ['same@example.com']), addEmails(maya, list.id, ['Same@example.com'])]);
    expect(race.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(race.find((r) => r.status === 400)!.body).toEqual([{ message: 'The following emails already exist in the list: same@example.com' }]);
    // The same addresses may be on another list.
    const other = await newList(maya, 'Other');
    await addEmails(maya, other.id, ['ANA@example.com']).expect(201);

    await addEmails(maya, UNKNOWN_ID, ['ana@example.com']).expect(404, NOT_FOUND);
    await addEmails(maya, 'not-an-id', ['ana@example.com']).expect(400, [{ message: 'customUserListId is required' }]);
  });

  it('shows the name of the account signed in with each e-mail, and null for the others', async () => {
    const ana = await signUpUser(t.http, { name: 'Ana Ortiz' });
    const list = await newList(maya);
    await addEmails(maya, list.id, [ana.email.toUpperCase(), 'no-account@example.com']).expect(201);
    const page = await users(maya, list.id);
    expect(page.data.sort((a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email))).toEqual(
      [
        { id: expect.any(String), email: ana.email, name: 'Ana Ortiz' },
        { id: expect.any(String), email: 'no-account@example.com', name: null },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it('pages the users of a list newest first, searched by e-mail, up to 1000 a page', async () => {
    const list = await newList(maya);
    await addEmails(maya, list.id, Array.from({ length: 12 }, (_, n) => `p${String(n).padStart(2, '0')}@example.com`)).expect(201);
    await addEmails(maya, list.id, ['later@example.com']).expect(201);
    const first = await users(maya, list.id);
    expect({ totalCount: first.totalCount, perPage: first.perPage, page: first.page, rows: first.data.length }).toEqual({ totalCount: 13, perPage: 10, page: 1, rows: 10 });
    expect(emailsOf(first)[0]).toBe('later@example.com');
    expect(emailsOf(await users(maya, list.id, '&page=2'))).toEqual(['p09@example.com', 'p10@example.com', 'p11@example.com']);
    expect(emailsOf(await users(maya, list.id, '&perPage=1000'))).toHaveLength(13);
    const searched = await users(maya, list.id, '&query=P1');
    expect([searched.totalCount, emailsOf(searched)]).toEqual([2, ['p10@example.com', 'p11@example.com']]);
    expect((await users(maya, list.id, '&query=%25')).totalCount).toBe(0);
    await t.http.get(`${USERS}?customUserListId=${list.id}&perPage=1001`).set(bearer(maya)).expect(400, [{ message: 'perPage must be at most 1000' }]);
    await t.http.get(`${USERS}?customUserListId=${UNKNOWN_ID}`).set(bearer(maya)).expect(404, NOT_FOUND);
  });

  it('removes a user from a list', async () => {
    const list = await newList(maya);
    await addEmails(maya, list.id, ['ana@example.com', 'bo@example.com']).expect(201);
    const ana = (await users(maya, list.id)).data.find((u: { email: string }) => u.email === 'ana@example.com');
    expect((await t.http.delete(`${USERS}/${ana.id}`).set(bearer(maya)).expect(200)).body).toEqual({ message: 'User removed successfully' });
    expect(emailsOf(await users(maya, list.id))).toEqual(['bo@example.com']);
    expect((await t.http.get(`${LISTS}/${list.id}`).set(bearer(maya)).expect(200)).body.userCount).toBe(1);
    await t.http.delete(`${USERS}/${ana.id}`).set(bearer(maya)).expect(404, { message: 'Sorry! That user wasn’t found on the list.' });
    // Once removed, the address may be added again.
    await addEmails(maya, list.id, ['ana@example.com']).expect(201);
  });

  it('lists the lists newest first, searched by name, sorted by name, users or creation, 10 per page', async () => {
    const ida = await signUpUser(t.http);
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) ids.push((await newList(ida, `List ${String(n).padStart(2, '0')}`)).id);
    ids.push((await newList(ida, 'another')).id);
    // Creation times a minute apart, in the order made; user counts 0, 1, 2, 0, 1, 2, …
    for (const [n, id] of ids.entries()) {
      await sql(t, `UPDATE ticketing.custom_user_lists SET created_at = now() - make_interval(mins => $2) WHERE id = $1`, [id, 100 - n]);
      if (n % 3) await addEmails(ida, id, Array.from({ length: n % 3 }, (_, k) => `u${k}@example.com`)).expect(201);
    }
    const list = async (query = '') => (await t.http.get(`${LISTS}?ownerId=${ida.id}${query}`).set(bearer(ida)).expect(200)).body;
    const names = (page: { data: { name: string }[] }) => page.data.map((l) => l.name);

    const first = await list();
    expect({ totalCount: first.totalCount, perPage: first.perPage, page: first.page }).toEqual({ totalCount: 13, perPage: 10, page: 1 });
    expect(first.data[0]).toEqual({ id: ids[12], name: 'another', userCount: 0, createdAt: expect.any(String) });
    expect(names(first).slice(0, 3)).toEqual(['another', 'List 11', 'List 10']);
    expect(names(await list('&page=2'))).toEqual(['List 02', 'List 01', 'List 00']);
    expect(names(await list('&sort=name&perPage=3'))).toEqual(['another', 'List 00', 'List 01']);
    expect(names(await list('&sort=name&direction=desc&perPage=2'))).toEqual(['List 11', 'List 10']);
    expect(names(await list('&sort=createdAt&perPage=2'))).toEqual(['List 00', 'List 01']);
    expect((await list('&sort=userCount&direction=desc&perPage=4')).data.map((l: { name: string; userCount: number }) => [l.name, l.userCount])).toEqual([
      ['List 02', 2],
      ['List 05', 2],
      ['List 08', 2],
      ['List 11', 2],
    ]);
    const searched = await list('&query=st 1&sort=name');
    expect([searched.totalCount, names(searched)]).toEqual([2, ['List 10', 'List 11']]);
    expect((await list('&query=_')).totalCount).toBe(0);

    await t.http.get(`${LISTS}?ownerId=${ida.id}&sort=size`).set(bearer(ida)).expect(400, [{ message: 'sort must be name, userCount or createdAt' }]);
    await t.http.get(`${LISTS}?ownerId=${ida.id}&perPage=101`).set(bearer(ida)).expect(400, [{ message: 'perPage must be at most 100' }]);
  });

  it("leaves a deleted list's ticket types in scope 'list' with no list", async () => {
    const list = await newList(maya);
    const eventId = await createEvent(t.http, maya, maya.id);
    const [ticketType] = await sql<{ id: string }>(t, `UPDATE ticketing.ticket_types SET visibility_scope = 'list' WHERE event_id = $1 RETURNING id`, [eventId]);
    await sql(t, 'INSERT INTO ticketing.ticket_type_lists (ticket_type_id, list_id) VALUES ($1, $2)', [ticketType!.id, list.id]);
    await t.http.delete(`${LISTS}/${list.id}`).set(bearer(maya)).expect(200);
    expect(await sql(t, 'SELECT list_id FROM ticketing.ticket_type_lists WHERE ticket_type_id = $1', [ticketType!.id])).toEqual([]);
    expect(await sql(t, 'SELECT visibility_scope FROM ticketing.ticket_types WHERE id = $1', [ticketType!.id])).toEqual([{ visibility_scope: 'list' }]);
  });

  it("lets an organization's admins manage its lists, and refuses another owner with 403", async () => {
    const admin = await signUpUser(t.http);
    const organization = await createOrganization(t.http, admin);
    const list = (await t.http.post(LISTS).set(bearer(admin)).send({ ownerId: organization.id, name: 'Members' }).expect(201)).body;
    expect(list.ownerId).toBe(organization.id);
    await addEmails(admin, list.id, ['ana@example.com']).expect(201);
    const [user] = (await users(admin, list.id)).data;

    const forbidden = { message: 'You are not allowed to manage this account' };
    await t.http.get(`${LISTS}?ownerId=${organization.id}`).set(bearer(maya)).expect(403, forbidden);
    await t.http.post(LISTS).set(bearer(maya)).send({ ownerId: organization.id, name: 'Mine now' }).expect(403, forbidden);
    await t.http.get(`${LISTS}/${list.id}`).set(bearer(maya)).expect(403, forbidden);
    await t.http.patch(`${LISTS}/${list.id}`).set(bearer(maya)).send({ name: 'Mine now' }).expect(403, forbidden);
    await t.http.delete(`${LISTS}/${list.id}`).set(bearer(maya)).expect(403, forbidden);
    await t.http.get(`${USERS}?customUserListId=${list.id}`).set(bearer(maya)).expect(403, forbidden);
    await addEmails(maya, list.id, ['eve@example.com']).expect(403, forbidden);
    await t.http.delete(`${USERS}/${user.id}`).set(bearer(maya)).expect(403, forbidden);
    await t.http.get(`${LISTS}/${list.id}`).expect(401);
    // Naming her own list in the query does not let her add to theirs in the body.
    const own = await newList(maya, 'Own');
    const mismatch = [{ message: 'customUserListId must name the same list everywhere in the request' }];
    await t.http.post(`${USERS}/create_bulk?customUserListId=${own.id}`).set(bearer(maya)).send({ customUserListId: list.id, emails: ['eve@example.com'] }).expect(400, mismatch);
    await t.http.get(`${USERS}?customUserListId=${list.id}`).set(bearer(maya)).send({ customUserListId: own.id }).expect(400, mismatch);

    expect((await t.http.get(`${LISTS}/${list.id}`).set(bearer(admin)).expect(200)).body).toMatchObject({ name: 'Members', userCount: 1 });
  });
});
