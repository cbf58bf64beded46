import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { FakeGoogleMaps, type FakePlace } from '../support/fake-google-maps.js';

const API = '/client_side_api/v1';
const KEY = 'maps-test-key';

const empireState: FakePlace = {
  placeId: 'ChIJtcaxrqlZwokRfwmmibzPsTU',
  description: 'Empire State Building, 5th Avenue, New York, NY, USA',
  components: [
    { long_name: '350', short_name: '350', types: ['street_number'] },
    { long_name: '5th Avenue', short_name: '5th Ave', types: ['route'] },
    { long_name: 'Manhattan', short_name: 'Manhattan', types: ['political', 'sublocality', 'sublocality_level_1'] },
    { long_name: 'New York', short_name: 'New York', types: ['locality', 'political'] },
    { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    { long_name: '10118', short_name: '10118', types: ['postal_code'] },
  ],
  location: { lat: 40.7484405, lng: -73.98566439999999 },
};
const brooklyn: FakePlace = {
  placeId: 'ChIJCSF8lBZEwokRhngABHRcdoI',
  description: 'Brooklyn, NY, USA',
  components: [
    { long_name: 'Brooklyn', short_name: 'Brooklyn', types: ['political', 'sublocality', 'sublocality_level_1'] },
    { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
  ],
  location: { lat: 40.6781784, lng: -73.9441579 },
};

describe('address search: Google Places', () => {
  const google = new FakeGoogleMaps(KEY, [empireState, brooklyn]);
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    const apiBase = await google.start();
    t = await startTestApp({ googleMaps: { apiKey: KEY, apiBase } });
    user = await signUpUser(t.http);
  });
  afterAll(async () => {
    await t.close();
    await google.stop();
  });

  it('asks Google for US geocodes and answers its suggestions', async () => {
    const response = await t.http.get(`${API}/places/autocomplete`).query({ input: '5th avenue' }).set(bearer(user)).expect(200);
    expect(response.body).toEqual([{ description: empireState.description, placeId: empireState.placeId }]);
    const call = google.calls.at(-1)!;
    expect(call.path).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(call.query)).toEqual({ input: '5th avenue', types: 'geocode', region: 'us', components: 'country:us', key: KEY });
  });

  it('answers no suggestions when Google finds none', async () => {
    expect((await t.http.get(`${API}/places/autocomplete`).query({ input: 'nowhere at all' }).set(bearer(user)).expect(200)).body).toEqual([]);
  });

  it("gives a chosen place's parts with its coordinates", async () => {
    const response = await t.http.get(`${API}/places/${empireState.placeId}`).set(bearer(user)).expect(200);
    expect(response.body).toEqual({ address: '350 5th Avenue', city: 'New York', state: 'New York', stateCode: 'NY', zipcode: '10118', country: 'US', lat: 40.7484405, long: -73.98566439999999 });
    expect(google.calls.at(-1)!.query.get('place_id')).toBe(empireState.placeId);
  });

  it('asks for a more specific address for a borough, and refuses an unknown place', async () => {
    expect((await t.http.get(`${API}/places/${brooklyn.placeId}`).set(bearer(user)).expect(422)).body).toEqual({ message: 'Please enter a more specific address' });
    expect((await t.http.get(`${API}/places/ChIJnothing`).set(bearer(user)).expect(404)).body).toEqual({ message: 'Please enter a valid address' });
  });
});
