import { FakeStripe } from '../support/fake-stripe.js';
import { terminalReaderRoutes } from '../support/fake-stripe-terminal-readers.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';

const API = '/client_side_api/v1';
const venue = { name: 'Riverside Hall', address: '350 5th Ave', apartment: 'Suite 300', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US', lat: 40.7484, long: -73.9857 };

describe('card readers: Stripe Terminal', () => {
  const stripeApi = new FakeStripe();
  const terminal = terminalReaderRoutes(stripeApi);
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    const apiBase = await stripeApi.start();
    t = await startTestApp({ stripe: { secretKey: 'sk_test_limelight', publishableKey: 'pk_test_limelight', webhookSecret: 'whsec_test', apiBase } });
    owner = await signUpUser(t.http);
    await sql(t, `UPDATE accounts.profiles SET stripe_account_id = 'acct_owner', stripe_charges_enabled = true WHERE id = $1`, [owner.id]);
  });
  afterAll(async () => {
    await t.close();
    await stripeApi.stop();
  });

  const addLocation = () => t.http.post(`${API}/profile_management/locations`).set(bearer(owner)).send({ ownerId: owner.id, location: venue }).expect(201);

  it("creates the location and the reader on the owner's connected account", async () => {
    const location = await addLocation();
    const [createdLocation] = stripeApi.callsTo('POST', '/v1/terminal/locations').slice(-1);
    expect(createdLocation!.stripeAccount).toBe('acct_owner');
    expect(Object.fromEntries(createdLocation!.body)).toEqual({
      display_name: 'Riverside Hall',
      'address[line1]': '350 5th Ave',
      'address[line2]': 'Suite 300',
      'address[city]': 'New York',
      'address[state]': 'NY',
      'address[postal_code]': '10118',
      'address[country]': 'US',
    });
    const stripeLocationId = [...terminal.locations.keys()].at(-1)!;

    const reader = await t.http.post(`${API}/stripe_terminals`).set(bearer(owner)).send({ ownerId: owner.id, name: 'Front desk', locationId: location.body.id, pairingCode: 'simulated-wpe' }).expect(201);
    const [registered] = stripeApi.callsTo('POST', '/v1/terminal/readers').slice(-1);
    expect(registered!.stripeAccount).toBe('acct_owner');
    expect(Object.fromEntries(registered!.body)).toEqual({ registration_code: 'simulated-wpe', label: 'Front desk', location: stripeLocationId });
    const stripeReader = [...terminal.readers.values()].at(-1)!.object;
    expect(reader.body).toEqual({ id: expect.any(String), name: 'Front desk', stripeSerialNumber: stripeReader.serial_number });

    const list = await t.http.get(`${API}/stripe_terminals/list_readers`).query({ ownerId: owner.id }).set(bearer(owner)).expect(200);
    expect(list.body).toEqual([{ id: reader.body.id, name: 'Front desk', stripeReaderId: stripeReader.id, stripeSerialNumber: stripeReader.serial_number }]);
  });

  it("answers a registration code Stripe refuses with the seeds' pairing-code message, and keeps no reader", async () => {
    const location = await addLocation();
    const before = (await sql(t, 'SELECT count(*) AS n FROM accounts.card_readers'))[0]!.n;
    const response = await t.http.post(`${API}/stripe_terminals`).set(bearer(owner)).send({ ownerId: owner.id, name: 'Door', locationId: location.body.id, pairingCode: 'wrong-code' }).expect(400);
    expect(response.body).toEqual({ message: 'Please enter a valid pairing code' });
    expect((await sql(t, 'SELECT count(*) AS n FROM accounts.card_readers'))[0]!.n).toBe(before);
  });
});
