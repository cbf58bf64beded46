import pg from 'pg';
import { AccountRepository } from '../../src/accounts/application/ports/account-repository.port.js';
import { bearer, createOrganization, makeSiteAdmin, signUpUser, startTestApp, type TestApp } from '../support/app.js';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const signUp = (body: Record<string, string>) => t.http.post('/client_side_api/v1/auth/sign_up').send(body);
  const valid = (suffix: string) => ({ name: 'Nina Simone', username: `nina${suffix}`, email: `nina${suffix}@example.com`, password: 'secret1' });

  async function query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    try {
      return (await client.query<T>(sql, params)).rows;
    } finally {
      await client.end();
    }
  }

  describe('sign up', () => {
    it('trims and lowercases the e-mail, strips a leading @ from the username and logs the user in', async () => {
      const response = await signUp({ ...valid('a'), email: '  Nina.A@Example.COM ', username: '@NinaA' }).expect(201);
      expect(typeof response.body.accessToken).toBe('string');
      const me = await t.http.get('/client_side_api/v1/me').set(bearer({ token: response.body.accessToken })).expect(200);
      expect(me.body).toMatchObject({ email: 'nina.a@example.com', username: 'NinaA', name: 'Nina Simone', type: 'User', siteAdmin: false, organizations: [] });
    });

    it.each([
      [{ name: 'N1na' }, 'Name must not contain @ $ # ! % ^ & * ( ) , or digits'],
      [{ name: 'Nina (Jazz)' }, 'Name must not contain @ $ # ! % ^ & * ( ) , or digits'],
      [{ name: '   ' }, 'Name must not be blank'],
      [{ name: 'A'.repeat(30) }, 'Name must be shorter than 30 characters'],
      [{ username: 'has space' }, 'Please check your username and try again'],
      [{ username: 'a'.repeat(21) }, 'Please check your username and try again'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ password: '12345' }, 'Password must be at least 6 characters'],
    ])('refuses %j with the seeds’ message', async (change, message) => {
      const response = await signUp({ ...valid(`r${Math.random().toString(36).slice(2, 8)}`), ...change }).expect(400);
      expect(response.body).toEqual(expect.arrayContaining([{ message }]));
    });

    it('accepts a 29-character name and a 20-character username', async () => {
      await signUp({ ...valid('x'), name: 'A'.repeat(29), username: 'b'.repeat(20) }).expect(201);
    });

    it('refuses a taken username (any case) and a taken e-mail, and keeps the first account', async () => {
      await signUp(valid('dup')).expect(201);
      const sameName = await signUp({ ...valid('other'), username: 'NINADUP' }).expect(400);
      expect(sameName.body).toEqual([{ message: 'Username is already taken' }]);
      const sameMail = await signUp({ ...valid('other2'), email: 'NinaDup@example.com' }).expect(400);
      expect(sameMail.body).toEqual([{ message: 'Email is already registered' }]);
      await t.http.post('/client_side_api/v1/auth/login').send({ email: 'ninadup@example.com', password: 'secret1' }).expect(200);
    });

    it('lets one of several simultaneous sign-ups with one e-mail through and refuses the others with the seeds’ message', async () => {
      const email = `race${Date.now().toString(36)}@example.com`;
      const responses = await Promise.all(
        Array.from({ length: 4 }, (_, n) => signUp({ ...valid(`race${n}${Date.now().toString(36)}`), email }).set('X-Forwarded-For', `192.0.2.${n + 1}`)),
      );
      expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
      for (const refused of responses.filter((r) => r.status !== 201)) expect(refused.body).toEqual([{ message: 'Email is already registered' }]);
      // A refused sign-up leaves no profile behind: its username is still free.
      const profiles = await query<{ username: string }>('SELECT p.username FROM accounts.profiles p WHERE p.username LIKE $1', ['ninarace%']);
      expect(profiles).toHaveLength(1);
    });

    it('stores the password as an argon2id hash and the session token only hashed', async () => {
      const user = await signUpUser(t.http, { password: 'plain-secret' });
      const [row] = await query<{ password_hash: string }>('SELECT password_hash FROM accounts.users WHERE id = $1', [user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('plain-secret');
      const sessions = await query<{ token_hash: string }>('SELECT token_hash FROM accounts.sessions WHERE user_id = $1', [user.id]);
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.map((s) => s.token_hash)).not.toContain(user.token);
    });
  });

  it('refuses sign-ups beyond ten an hour from one address, and still admits other addresses', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n += 1) {
      const response = await signUp(valid(`burst${n}`)).set('X-Forwarded-For', '203.0.113.50');
      statuses.push(response.status);
      if (response.status === 429) expect(response.body).toEqual({ message: 'Too many accounts were created from this address. Please try again in an hour.' });
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    const refusedUsers = await query('SELECT 1 FROM accounts.users WHERE email LIKE $1', ['ninaburst%']);
    expect(refusedUsers).toHaveLength(10);
    await signUp(valid('elsewhere')).set('X-Forwarded-For', '198.51.100.77').expect(201);
  });

  describe('log in and log out', () => {
    it('returns accessToken and sets it as an httpOnly cookie for one year', async () => {
      const user = await signUpUser(t.http);
      const response = await t.http.post('/client_side_api/v1/auth/login').send({ email: ` ${user.email.toUpperCase()} `, password: user.password }).expect(200);
      expect(typeof response.body.accessToken).toBe('string');
      const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('accessToken='));
      expect(cookie).toContain(`accessToken=${response.body.accessToken}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Max-Age=31536000/);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const me = await t.http.get('/client_side_api/v1/me').set('Cookie', `accessToken=${response.body.accessToken}`).expect(200);
      expect(me.body.id).toBe(user.id);
    });

    it('answers 401 with a message for a wrong password, and 401 for /me without a session', async () => {
      const user = await signUpUser(t.http);
      const wrong = await t.http.post('/client_side_api/v1/auth/login').send({ email: user.email, password: 'wrong-one' }).expect(401);
      expect(wrong.body).toEqual({ message: 'Invalid email or password' });
      const anonymous = await t.http.get('/client_side_api/v1/me').expect(401);
      expect(anonymous.body).toEqual({ message: 'Please log in to continue' });
    });

    it('limits repeated failures with 429, even for the right password', async () => {
      const user = await signUpUser(t.http);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await t.http.post('/client_side_api/v1/auth/login').send({ email: user.email, password: 'nope-nope' }).expect(401);
      }
      const limited = await t.http.post('/client_side_api/v1/auth/login').send({ email: user.email, password: user.password }).expect(429);
      expect(limited.body).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.' });
    });

    it("keys the limit by account and address: failures from elsewhere do not lock the user out", async () => {
      const user = await signUpUser(t.http);
      const login = (from: string, password: string) => t.http.post('/client_side_api/v1/auth/login').set('X-Forwarded-For', from).send({ email: user.email, password });
      for (let attempt = 0; attempt < 5; attempt += 1) await login('203.0.113.7', 'guessing').expect(401);
      await login('203.0.113.7', user.password).expect(429);
      // The user, from their own address, logs in; their success clears only their own count.
      await login('198.51.100.20', user.password).expect(200);
      await login('203.0.113.7', user.password).expect(429);
    });

    it('counts each attempt before checking it, so a burst cannot slip past the limit', async () => {
      const user = await signUpUser(t.http);
      const burst = await Promise.all(
        Array.from({ length: 12 }, () => t.http.post('/client_side_api/v1/auth/login').set('X-Forwarded-For', '203.0.113.8').send({ email: user.email, password: 'guessing' })),
      );
      expect(burst.filter((r) => r.status === 401)).toHaveLength(5);
      expect(burst.filter((r) => r.status === 429)).toHaveLength(7);
    });

    it('log out revokes the session and clears the cookie', async () => {
      const user = await signUpUser(t.http);
      const response = await t.http.post('/client_side_api/v1/auth/logout').set(bearer(user)).expect(200);
      expect(response.body).toBe(true);
      const cleared = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('accessToken='));
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
      await t.http.get('/client_side_api/v1/me').set(bearer(user)).expect(401);
    });
  });

  describe('organizations and profiles', () => {
    it('makes the creator the owner with an admin affiliation, listed in /me', async () => {
      const user = await signUpUser(t.http);
      const organization = await createOrganization(t.http, user, 'Blue Note Club');
      const me = await t.http.get('/client_side_api/v1/me').set(bearer(user)).expect(200);
      expect(me.body.organizations).toEqual([
        expect.objectContaining({ id: organization.id, name: 'Blue Note Club', username: organization.username, type: 'School', owner: true, admin: true }),
      ]);
    });

    it('refuses an organization username that a user already has', async () => {
      const user = await signUpUser(t.http);
      const response = await t.http.post('/client_side_api/v1/schools').set(bearer(user)).send({ name: 'Clash', username: user.username.toUpperCase() }).expect(400);
      expect(response.body).toEqual([{ message: 'Username is already taken' }]);
    });

    it('creates one of several simultaneous organizations with one username and refuses the others with the seeds’ message', async () => {
      const user = await signUpUser(t.http);
      const username = `race${Date.now().toString(36)}`;
      const responses = await Promise.all(Array.from({ length: 4 }, () => t.http.post('/client_side_api/v1/schools').set(bearer(user)).send({ name: 'Race Hall', username })));
      expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
      for (const refused of responses.filter((r) => r.status !== 201)) {
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual([{ message: 'Username is already taken' }]);
      }
      const me = await t.http.get('/client_side_api/v1/me').set(bearer(user)).expect(200);
      expect(me.body.organizations).toHaveLength(1);
    });

    it('needs a login to create an organization', async () => {
      await t.http.post('/client_side_api/v1/schools').send({ name: 'Nobody', username: 'nobodyorg' }).expect(401);
    });

    it('serves public profiles by username and type, and 404 with the seeds’ message', async () => {
      const user = await signUpUser(t.http, { name: 'Miles Davis' });
      const organization = await createOrganization(t.http, user, 'Kind Of Blue');
      const profile = await t.http.get(`/client_side_api/v1/profiles/${user.username}`).expect(200);
      expect(profile.body).toMatchObject({
        id: user.id,
        name: 'Miles Davis',
        username: user.username,
        identifier: user.username,
        type: 'user',
        organizations: [{ id: organization.id, name: 'Kind Of Blue', username: organization.username, avatar: null }],
        hasEvents: false,
      });
      expect(profile.body).not.toHaveProperty('email');
      await t.http.get(`/client_side_api/v1/profiles/${organization.username}?type=school`).expect(200);
      const wrongType = await t.http.get(`/client_side_api/v1/profiles/${organization.username}?type=user`).expect(404);
      expect(wrongType.body).toEqual({ message: "Sorry! That profile wasn't found." });
      await t.http.get('/client_side_api/v1/profiles/nosuchperson').expect(404);
    });

    it('starts a new account in the default currency and time zone', async () => {
      const user = await signUpUser(t.http);
      const organization = await createOrganization(t.http, user, 'Default Hall');
      for (const username of [user.username, organization.username]) {
        const profile = await t.http.get(`/client_side_api/v1/profiles/${username}`).expect(200);
        expect(profile.body).toMatchObject({ currency: 'usd', timezone: 'America/New_York' });
      }
    });

    it('shows a profile’s settings to those who manage it, with a user’s private e-mail', async () => {
      const user = await signUpUser(t.http, { name: 'Ella Fitzgerald' });
      const organization = await createOrganization(t.http, user, 'Ella Hall');
      const own = await t.http.get(`/client_side_api/v1/profiles/${user.id}/settings`).set(bearer(user)).expect(200);
      expect(own.body).toEqual({
        id: user.id,
        type: 'User',
        name: 'Ella Fitzgerald',
        username: user.username,
        email: user.email,
        description: '',
        timezone: 'America/New_York',
        currency: 'usd',
        avatar: null,
        banner: null,
        publicEmail: null,
        phone: null,
        websiteUrl: null,
        instagramUrl: null,
        facebookUrl: null,
        twitterUrl: null,
        youtubeUrl: null,
        tiktokUrl: null,
        googleAnalyticsId: null,
        metaPixelId: null,
        googleTagManagerContainerId: null,
        stripeAccountId: null,
        developerZone: false,
        referralTracker: false,
        canDelete: true,
      });
      const school = await t.http.get(`/client_side_api/v1/profiles/${organization.id}/settings`).set(bearer(user)).expect(200);
      expect(school.body).toMatchObject({ id: organization.id, type: 'School', name: 'Ella Hall', email: null });
      const stranger = await signUpUser(t.http);
      await t.http.get(`/client_side_api/v1/profiles/${user.id}/settings`).set(bearer(stranger)).expect(403);
      const admin = await signUpUser(t.http);
      await makeSiteAdmin(t.db, admin.id);
      const missing = await t.http.get('/client_side_api/v1/profiles/00000000-0000-4000-8000-000000000000/settings').set(bearer(admin)).expect(404);
      expect(missing.body).toEqual({ message: "Sorry! That profile wasn't found." });
    });

    it('finds at most ten collaborators, the exact username first', async () => {
      const tag = `zq${Date.now().toString(36).slice(-6)}`;
      const people = [];
      for (let n = 0; n < 11; n += 1) people.push(await signUpUser(t.http, { name: 'Cole Porter', username: `${tag}${String.fromCharCode(97 + n)}` }));
      const exact = await signUpUser(t.http, { name: 'Cole Porter', username: tag });
      const found = await t.http.get(`/client_side_api/search_collaborators?query=@${tag.toUpperCase()}`).set(bearer(exact)).expect(200);
      expect(found.body).toHaveLength(10);
      expect(found.body[0]).toEqual({ id: exact.id, name: 'Cole Porter', username: tag, avatar: null, type: 'user' });
      expect(found.body.slice(1).map((p: { username: string }) => p.username)).toEqual(people.slice(0, 9).map((p) => p.username));
    });
  });

  describe('account store', () => {
    it('answers which unique field is taken when the database refuses an account, and writes none of its rows', async () => {
      const accounts = t.app.get(AccountRepository);
      const user = await signUpUser(t.http);
      const tag = Date.now().toString(36);
      const newUser = { name: 'Late Comer', passwordHash: 'x', siteAdmin: false, referredBy: null };
      await expect(accounts.addUser({ ...newUser, username: `late${tag}`, email: user.email })).resolves.toEqual({ taken: 'email' });
      await expect(accounts.addUser({ ...newUser, username: user.username.toUpperCase(), email: `late${tag}@example.com` })).resolves.toEqual({ taken: 'username' });
      await expect(accounts.addOrganization({ username: user.username, name: 'Late Hall', referredBy: null }, { userId: user.id, role: 'Organizer', owner: true, admin: true })).resolves.toEqual({
        taken: 'username',
      });
      expect(await query('SELECT 1 FROM accounts.profiles WHERE lower(username) = $1', [`late${tag}`])).toHaveLength(0);
      expect(await query('SELECT 1 FROM accounts.users WHERE email = $1', [`late${tag}@example.com`])).toHaveLength(0);
      expect(await query('SELECT 1 FROM accounts.affiliations WHERE user_id = $1', [user.id])).toHaveLength(0);
    });
  });
});
