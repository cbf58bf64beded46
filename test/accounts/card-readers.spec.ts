import { CardReaderDirectory } from '../../src/accounts/contracts/card-readers.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, sql } from '../support/checkout.js';

const API = '/client_side_api/v1';
const ADDRESS = '350 5th Ave, New York, NY 10118';
const venue = { name: 'Riverside Hall', address: '350 5th Ave', apartment: 'Suite 300', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US', lat: null, long: null };

describe('card readers (demo registry, typed addresses)', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, stranger] = [await signUpUser(t.http), await signUpUser(t.http)];
    await connectPayments(t, owner.id);
  });
  afterAll(() => t.close());

  const addLocation = (user: TestUser, ownerId: string, location: Record<string, unknown> = venue) => t.http.post(`${API}/profile_management/locations`).set(bearer(user)).send({ ownerId, location });
  const addReader = (user: TestUser, body: Record<string, unknown>) => t.http.post(`${API}/stripe_terminals`).set(bearer(user)).send(body);

  it('finds a typed address and gives its parts, with country US', async () => {
    const suggestions = await t.http.get(`${API}/places/autocomplete`).query({ input: ADDRESS }).set(bearer(owner)).expect(200);
    expect(suggestions.body).toEqual([{ description: ADDRESS, placeId: expect.any(String) }]);
    const place = await t.http.get(`${API}/places/${encodeURIComponent(suggestions.body[0].placeId)}`).set(bearer(owner)).expect(200);
    expect(place.body).toEqual({ address: '350 5th Ave', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US', lat: null, long: null });
  });

  it('searches from 3 characters on', async () => {
    expect((await t.http.get(`${API}/places/autocomplete`).query({ input: ' 35 ' }).set(bearer(owner)).expect(200)).body).toEqual([]);
    expect((await t.http.get(`${API}/places/autocomplete`).query({ input: '350' }).set(bearer(owner)).expect(200)).body).toHaveLength(1);
  });

  it('asks for a more specific address, and refuses a place it does not know', async () => {
    const [suggestion] = (await t.http.get(`${API}/places/autocomplete`).query({ input: 'New York, NY' }).set(bearer(owner)).expect(200)).body;
    const vague = await t.http.get(`${API}/places/${encodeURIComponent(suggestion.placeId)}`).set(bearer(owner)).expect(422);
    expect(vague.body).toEqual({ message: 'Please enter a more specific address' });
    expect((await t.http.get(`${API}/places/ChIJunknown`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Please enter a valid address' });
  });

  it('adds a location and a reader on it, and lists the reader', async () => {
    const location = await addLocation(owner, owner.id).expect(201);
    expect(location.body).toEqual({ id: expect.any(String) });
    const reader = await addReader(owner, { ownerId: owner.id, name: 'Front desk', locationId: location.body.id, pairingCode: 'simulated-wpe' }).expect(201);
    expect(reader.body).toEqual({ id: expect.any(String), name: 'Front desk', stripeSerialNumber: expect.stringMatching(/^WSC513-DEMO-/) });
    const list = await t.http.get(`${API}/stripe_terminals/list_readers`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200);
    expect(list.body).toEqual([{ id: reader.body.id, name: 'Front desk', stripeReaderId: expect.stringMatching(/^tmr_demo_/), stripeSerialNumber: reader.body.stripeSerialNumber }]);
    // Box-office sales find the reader through the accounts contract, for its owner only.
    const directory = t.app.get(CardReaderDirectory);
    expect(await directory.readerOf(owner.id, reader.body.id)).toEqual({ id: reader.body.id, name: 'Front desk', stripeReaderId: list.body[0].stripeReaderId });
    expect(await directory.readerOf(stranger.id, reader.body.id)).toBeNull();
    expect(await directory.readerOf(owner.id, 'not-a-reader')).toBeNull();
    // The simulated reader was registered on the owner's connected account.
    expect(await sql(t, 'SELECT account_id, label FROM checkout.demo_readers WHERE id = $1', [list.body[0].stripeReaderId])).toEqual([{ account_id: 'acct_test_owner', label: 'Front desk' }]);
  });

  it('accepts a real reader code of three words', async () => {
    const location = await addLocation(owner, owner.id).expect(201);
    await addReader(owner, { ownerId: owner.id, name: 'Bar', locationId: location.body.id, pairingCode: 'apple-banana-cherry' }).expect(201);
  });

  it("answers the seeds' messages for a missing name, a missing or invalid pairing code", async () => {
    const location = (await addLocation(owner, owner.id).expect(201)).body.id as string;
    expect((await addReader(owner, { ownerId: owner.id, name: ' ', locationId: location, pairingCode: '' }).expect(400)).body).toEqual([
      { field: 'name', message: 'Please enter a card reader name' },
      { field: 'pairingCode', message: 'Please enter a valid pairing code' },
    ]);
    expect((await addReader(owner, { ownerId: owner.id, name: 'Door', locationId: location, pairingCode: 'not a code' }).expect(400)).body).toEqual({ message: 'Please enter a valid pairing code' });
    expect((await addReader(owner, { ownerId: owner.id, name: 'Door', locationId: location, pairingCode: 42 }).expect(400)).body).toEqual([{ message: 'Please enter a valid pairing code' }]);
  });

  it("answers the seeds' messages for a location's missing fields", async () => {
    const response = await addLocation(owner, owner.id, { ...venue, name: '', apartment: undefined, zipcode: '' }).expect(400);
    expect(response.body).toEqual([
      { field: 'name', message: 'this field is required' },
      { field: 'apartment', message: 'this field is required' },
      { field: 'address', message: 'Please enter a valid address' },
    ]);
    expect((await addLocation(owner, owner.id, { ...venue, country: 'CA' }).expect(400)).body).toEqual([{ message: 'Please enter a valid address' }]);
    expect((await t.http.post(`${API}/profile_management/locations`).set(bearer(owner)).send({ ownerId: owner.id }).expect(400)).body).toEqual([{ message: 'Please enter a valid address' }]);
  });

  it("refuses a location of another owner as not found", async () => {
    await connectPayments(t, stranger.id);
    const theirs = (await addLocation(stranger, stranger.id).expect(201)).body.id as string;
    const response = await addReader(owner, { ownerId: owner.id, name: 'Door', locationId: theirs, pairingCode: 'simulated-wpe' }).expect(404);
    expect(response.body).toEqual({ message: 'Location not found' });
    await sql(t, 'UPDATE accounts.profiles SET stripe_account_id = NULL, stripe_charges_enabled = false WHERE id = $1', [stranger.id]);
  });

  it('refuses locations and readers while payments are not connected', async () => {
    const newcomer = await signUpUser(t.http);
    const refused = { message: 'Please connect a Stripe account before adding a card reader' };
    expect((await addLocation(newcomer, newcomer.id).expect(422)).body).toEqual(refused);
    // An account Stripe does not yet let charge cards is not connected either.
    await sql(t, `UPDATE accounts.profiles SET stripe_account_id = 'acct_pending' WHERE id = $1`, [newcomer.id]);
    expect((await addLocation(newcomer, newcomer.id).expect(422)).body).toEqual(refused);
    const location = (await addLocation(owner, owner.id).expect(201)).body.id as string;
    expect((await addReader(newcomer, { ownerId: newcomer.id, name: 'Door', locationId: location, pairingCode: 'simulated-wpe' }).expect(422)).body).toEqual(refused);
    expect((await t.http.get(`${API}/stripe_terminals/list_readers`).query({ ownerId: newcomer.id }).set(bearer(newcomer)).expect(200)).body).toEqual([]);
  });

  it("refuses another owner's readers and locations (403)", async () => {
    const location = (await addLocation(owner, owner.id).expect(201)).body.id as string;
    await addLocation(stranger, owner.id).expect(403);
    await addReader(stranger, { ownerId: owner.id, name: 'Door', locationId: location, pairingCode: 'simulated-wpe' }).expect(403);
    await t.http.get(`${API}/stripe_terminals/list_readers`).query({ ownerId: owner.id }).set(bearer(stranger)).expect(403);
  });

  it('limits address searches per user (120 a minute), not for others', async () => {
    const searcher = await signUpUser(t.http);
    const search = (user: TestUser) => t.http.get(`${API}/places/autocomplete`).query({ input: ADDRESS }).set(bearer(user));
    const answers = await Promise.all(Array.from({ length: 120 }, () => search(searcher)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await search(searcher).expect(429)).body).toEqual({ message: 'Too many address searches, please wait a minute and try again' });
    await t.http.get(`${API}/places/typed:abc`).set(bearer(searcher)).expect(429);
    await search(owner).expect(200);
  });

  it('asks anonymous callers to log in (401), the address search included', async () => {
    const login = { message: 'Please log in to continue' };
    expect((await t.http.post(`${API}/profile_management/locations`).send({ ownerId: owner.id, location: venue }).expect(401)).body).toEqual(login);
    expect((await t.http.post(`${API}/stripe_terminals`).send({ ownerId: owner.id, name: 'Door', locationId: owner.id, pairingCode: 'simulated-wpe' }).expect(401)).body).toEqual(login);
    expect((await t.http.get(`${API}/stripe_terminals/list_readers`).query({ ownerId: owner.id }).expect(401)).body).toEqual(login);
    expect((await t.http.get(`${API}/places/autocomplete`).query({ input: ADDRESS }).expect(401)).body).toEqual(login);
    expect((await t.http.get(`${API}/places/typed:abc`).expect(401)).body).toEqual(login);
  });
});
