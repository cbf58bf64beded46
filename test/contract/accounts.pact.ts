import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { createApiClient } from '../../web/src/lib/api/client';

const { like, eachLike, string, boolean } = MatchersV3;

export const MAYA = { name: 'Maya Lind', username: 'maya', email: 'maya@example.com', password: 'secret-123' };
/** The consumer sends some session cookie; the provider's request filter swaps in a real one. */
export const SESSION_COOKIE = 'accessToken=session-from-login';

const organizationSummary = { id: string('6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'), name: 'Riverside Arts', username: 'riverside', avatar: null, type: 'School', owner: true, admin: true, developerZone: false };
const profile = {
  id: string('6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'),
  name: 'Maya Lind',
  username: 'maya',
  identifier: 'maya',
  type: 'user',
  followersCount: like(0),
  followingCount: like(0),
  hasEvents: boolean(false),
  hasVideos: boolean(false),
  hasMembershipTiers: boolean(false),
  timezone: string('America/New_York'),
  currency: string('usd'),
};

/** The web app's account calls, as it makes them through the generated client. */
export function accountsConsumerTests(pact: () => PactV4) {
  it('logs in', () =>
    pact()
      .addInteraction()
      .given('a user maya exists')
      .uponReceiving('a login with the right password')
      .withRequest('POST', '/client_side_api/v1/auth/login', (b) => b.jsonBody({ email: MAYA.email, password: MAYA.password }))
      .willRespondWith(200, (b) => b.jsonBody({ accessToken: string('token') }))
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).POST('/client_side_api/v1/auth/login', { body: { email: MAYA.email, password: MAYA.password } });
        expect(typeof data?.accessToken).toBe('string');
      }));

  it('is told when the password is wrong', () =>
    pact()
      .addInteraction()
      .given('a user maya exists')
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/client_side_api/v1/auth/login', (b) => b.jsonBody({ email: MAYA.email, password: 'wrong-password' }))
      .willRespondWith(401, (b) => b.jsonBody({ message: 'Invalid email or password' }))
      .executeTest(async (server) => {
        const { error } = await createApiClient(server.url).POST('/client_side_api/v1/auth/login', { body: { email: MAYA.email, password: 'wrong-password' } });
        expect(error).toEqual({ message: 'Invalid email or password' });
      }));

  it('reads the signed-in user with their organizations', () =>
    pact()
      .addInteraction()
      .given('maya is logged in and owns the organization riverside')
      .uponReceiving('a request for the current user')
      .withRequest('GET', '/client_side_api/v1/me', (b) => b.headers({ Cookie: SESSION_COOKIE }))
      .willRespondWith(200, (b) =>
        b.jsonBody({ id: string('6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'), name: 'Maya Lind', username: 'maya', email: MAYA.email, type: 'User', siteAdmin: false, organizations: eachLike(organizationSummary) }),
      )
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url, { Cookie: SESSION_COOKIE }).GET('/client_side_api/v1/me');
        expect(data?.organizations[0]?.username).toBe('riverside');
      }));

  it('reads a public profile, and learns when there is none', async () => {
    await pact()
      .addInteraction()
      .given('a user maya exists')
      .uponReceiving('a request for the profile of maya')
      .withRequest('GET', '/client_side_api/v1/profiles/maya', (b) => b.query({ type: 'user' }))
      .willRespondWith(200, (b) => b.jsonBody(profile))
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url).GET('/client_side_api/v1/profiles/{username}', { params: { path: { username: 'maya' }, query: { type: 'user' } } });
        expect(data?.name).toBe('Maya Lind');
      });
    await pact()
      .addInteraction()
      .uponReceiving('a request for a profile that does not exist')
      .withRequest('GET', '/client_side_api/v1/profiles/nobody', (b) => b.query({ type: 'user' }))
      .willRespondWith(404, (b) => b.jsonBody({ message: "Sorry! That profile wasn't found." }))
      .executeTest(async (server) => {
        const { error } = await createApiClient(server.url).GET('/client_side_api/v1/profiles/{username}', { params: { path: { username: 'nobody' }, query: { type: 'user' } } });
        expect(error).toEqual({ message: "Sorry! That profile wasn't found." });
      });
  });

  it('creates an organization and logs out', async () => {
    await pact()
      .addInteraction()
      .given('maya is logged in')
      .uponReceiving('the creation of an organization')
      .withRequest('POST', '/client_side_api/v1/schools', (b) => b.headers({ Cookie: SESSION_COOKIE }).jsonBody({ name: 'Blue Note Club', username: 'bluenote' }))
      .willRespondWith(201, (b) => b.jsonBody({ id: string('7a1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'), name: 'Blue Note Club', username: 'bluenote', type: 'school' }))
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url, { Cookie: SESSION_COOKIE }).POST('/client_side_api/v1/schools', { body: { name: 'Blue Note Club', username: 'bluenote' } });
        expect(data?.username).toBe('bluenote');
      });
    await pact()
      .addInteraction()
      .given('maya is logged in')
      .uponReceiving('a logout')
      .withRequest('POST', '/client_side_api/v1/auth/logout', (b) => b.headers({ Cookie: SESSION_COOKIE }))
      .willRespondWith(200, (b) => b.jsonBody(true))
      .executeTest(async (server) => {
        const { data } = await createApiClient(server.url, { Cookie: SESSION_COOKIE }).POST('/client_side_api/v1/auth/logout');
        expect(data).toBe(true);
      });
  });
}

/** Provider states for the account interactions, set up through the API itself. */
export function accountsProviderStates(baseUrl: () => string, session: { token?: string }) {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const ensureMaya = async () => {
    const signedUp = await post('/client_side_api/v1/auth/sign_up', MAYA);
    const reply = signedUp.ok ? await signedUp.json() : await (await post('/client_side_api/v1/auth/login', { email: MAYA.email, password: MAYA.password })).json();
    session.token = (reply as { accessToken: string }).accessToken;
  };
  return {
    'a user maya exists': ensureMaya,
    'maya is logged in': ensureMaya,
    'maya is logged in and owns the organization riverside': async () => {
      await ensureMaya();
      await post('/client_side_api/v1/schools', { name: 'Riverside Arts', username: 'riverside' }, session.token); // 400 when it exists already
    },
  };
}

