import pg from 'pg';
import { bearer, createOrganization, signUpUser, startTestApp, type TestApp } from '../support/app.js';

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
  });
});
