import { createLogger } from '../../src/shared/logging.js';
import { bearer, signUpUser, startTestApp, type TestApp } from '../support/app.js';

describe('API errors and safety', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.http.get('/client_side_api/v1/no_such_thing').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ message: 'Not found' });
  });

  it('answers validation failures with 400 and each field’s message', async () => {
    const response = await t.http.post('/client_side_api/v1/auth/sign_up').send({ name: 'Ok Name', username: 'okname' }).expect(400);
    expect(response.body).toEqual(expect.arrayContaining([{ message: 'Invalid email address' }]));
    expect(response.body.every((e: { message?: unknown }) => typeof e.message === 'string')).toBe(true);
  });

  it('answers a malformed body with 400 and no stack trace', async () => {
    const response = await t.http.post('/client_side_api/v1/auth/login').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(response.body).toEqual({ message: 'Malformed request body' });
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses text with a null character (PostgreSQL cannot store one) with 400, in a body, a query or a path', async () => {
    const refused = [{ message: 'Text cannot contain null characters' }];
    const signUp = { name: 'Nul Person', username: 'nulperson', email: 'nul@example.com', password: 'secret-123' };
    await t.http.post('/client_side_api/v1/auth/sign_up').send({ ...signUp, referrer: 'ka\u0000m' }).expect(400, refused);
    await t.http.get('/client_side_api/v1/tickets/validate_code?eventId=x&promoCode=a%00b').expect(400, refused);
    await t.http.get('/client_side_api/v1/profiles/a%00b').expect(400, refused);
  });

  it('sets security headers', async () => {
    const response = await t.http.get('/client_side_api/v1/profiles/nobody');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('refuses a cookie-authenticated write from another site, but not a Bearer call or a same-site one', async () => {
    const user = await signUpUser(t.http);
    const crossSite = await t.http
      .post('/client_side_api/v1/schools')
      .set('Cookie', `accessToken=${user.token}`)
      .set('Origin', 'https://evil.example')
      .send({ name: 'Evil Org', username: 'evilorg' })
      .expect(403);
    expect(crossSite.body).toEqual({ message: 'Cross-site request refused' });
    await t.http.post('/client_side_api/v1/schools').set('Cookie', `accessToken=${user.token}`).set('Sec-Fetch-Site', 'cross-site').send({ name: 'Evil Org', username: 'evilorg' }).expect(403);
    await t.http.post('/client_side_api/v1/schools').set(bearer(user)).set('Origin', 'https://evil.example').send({ name: 'Api Org', username: 'apiorg' }).expect(201);
    await t.http.post('/client_side_api/v1/schools').set('Cookie', `accessToken=${user.token}`).set('Sec-Fetch-Site', 'same-origin').send({ name: 'Web Org', username: 'weborg' }).expect(201);
    // A browser's same-origin form post under `Referrer-Policy: no-referrer` sends `Origin: null`.
    await t.http.post('/client_side_api/v1/schools').set('Cookie', `accessToken=${user.token}`).set('Sec-Fetch-Site', 'same-origin').set('Origin', 'null').send({ name: 'Form Org', username: 'formorg' }).expect(201);
    await t.http.post('/client_side_api/v1/schools').set('Cookie', `accessToken=${user.token}`).set('Origin', 'null').send({ name: 'Null Org', username: 'nullorg' }).expect(403);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const document = await t.http.get('/api/docs-json').expect(200);
    expect(document.body.paths).toHaveProperty('/client_side_api/v1/auth/login');
    await t.http.get('/api/docs').expect(200);
  });
});

describe('logs', () => {
  it('are JSON lines that never contain a password, a token or a session cookie', async () => {
    const lines: string[] = [];
    const t = await startTestApp({}, createLogger('debug', { write: (line: string) => void lines.push(line) }));
    try {
      const user = await signUpUser(t.http, { password: 'very-secret-password' });
      await t.http.post('/client_side_api/v1/auth/login').send({ email: user.email, password: 'very-secret-password' }).expect(200);
      await t.http.get('/client_side_api/v1/me').set('Cookie', `accessToken=${user.token}`).expect(200);
      await t.http.get('/client_side_api/v1/me').set(bearer(user)).expect(200);
    } finally {
      await t.close();
    }
    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(log).toContain('/client_side_api/v1/me');
    expect(log).not.toContain('very-secret-password');
    expect(log).not.toMatch(/accessToken=[A-Za-z0-9_-]{20,}/);
    expect(log).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
