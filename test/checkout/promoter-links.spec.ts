import { signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { publishedEvent } from '../support/checkout.js';
import { createEvent } from '../support/events.js';

const COOKIES = '/client_side_api/v1/cookies/set';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

/** Each test its own client address, so the per-address limit of one test does not spill into another. */
let addresses = 0;
const address = () => `198.51.100.${++addresses}`;

describe('checkout: the promoter cookie (POST /v1/cookies/set)', () => {
  let t: TestApp;
  let owner: TestUser;
  let promoter: TestUser;
  let eventId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Maya Lind' });
    promoter = await signUpUser(t.http, { name: 'Priya Shah' });
    ({ eventId } = await publishedEvent(t, owner));
  });
  afterAll(() => t.close());

  it('remembers the promoter of the event for 30 days in an httpOnly, SameSite=Lax cookie on every path', async () => {
    const response = await t.http.post(COOKIES).set('X-Forwarded-For', address()).send({ courseId: eventId, promoterUsername: promoter.username, name: 'promoter' }).expect(200);
    expect(response.body).toEqual({ message: 'Cookie set' });
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    const [pair, ...attributes] = cookies[0]!.split('; ');
    expect(pair).toBe(`promoter_${eventId}=${promoter.id}`);
    expect(attributes).toEqual(expect.arrayContaining([`Max-Age=${THIRTY_DAYS_S}`, 'Path=/', 'HttpOnly', 'SameSite=Lax']));
    const expires = Date.parse(attributes.find((a) => a.startsWith('Expires='))!.slice('Expires='.length));
    expect(Math.abs(expires - (Date.now() + THIRTY_DAYS_S * 1000))).toBeLessThan(60_000);
  });

  it('takes its fields from the query as well (seed 002 §7), the username in any case, name defaulting to promoter', async () => {
    const query = new URLSearchParams({ courseId: eventId.toUpperCase(), promoterUsername: promoter.username.toUpperCase() });
    const response = await t.http.post(`${COOKIES}?${query}`).set('X-Forwarded-For', address()).expect(200);
    expect(response.body).toEqual({ message: 'Cookie set' });
    expect((response.headers['set-cookie'] as unknown as string[])[0]).toMatch(new RegExp(`^promoter_${eventId}=${promoter.id};`));
  });

  it('answers 404 for an unknown or unpublished event and for an unknown promoter, setting no cookie', async () => {
    const draft = await createEvent(t.http, owner, owner.id);
    for (const courseId of [draft, '6d8a1c55-8a4e-4f55-9f68-3b1f9b0d1e22', 'not-an-event']) {
      const refused = await t.http.post(COOKIES).set('X-Forwarded-For', address()).send({ courseId, promoterUsername: promoter.username }).expect(404);
      expect(refused.body).toEqual({ message: 'Event not found' });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const unknown = await t.http.post(COOKIES).set('X-Forwarded-For', address()).send({ courseId: eventId, promoterUsername: 'nobody-by-that-name' }).expect(404);
    expect(unknown.body).toEqual({ message: 'Promoter not found' });
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('tells what is missing or wrong with the seeds’ style of messages', async () => {
    expect((await t.http.post(COOKIES).set('X-Forwarded-For', address()).send({}).expect(400)).body).toEqual([{ message: 'courseId is required' }, { message: 'promoterUsername is required' }]);
    const wrongName = await t.http.post(COOKIES).set('X-Forwarded-For', address()).send({ courseId: eventId, promoterUsername: promoter.username, name: 'session' }).expect(400);
    expect(wrongName.body).toEqual([{ message: "name must be 'promoter'" }]);
  });

  it('is rate limited per client address like the other public writes', async () => {
    const from = address();
    for (let n = 0; n < 30; n++) await t.http.post(COOKIES).set('X-Forwarded-For', from).send({ courseId: eventId, promoterUsername: promoter.username }).expect(200);
    const refused = await t.http.post(COOKIES).set('X-Forwarded-For', from).send({ courseId: eventId, promoterUsername: promoter.username }).expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please try again in 15 minutes.' });
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Another address is not held back.
    await t.http.post(COOKIES).set('X-Forwarded-For', address()).send({ courseId: eventId, promoterUsername: promoter.username }).expect(200);
  });
});
