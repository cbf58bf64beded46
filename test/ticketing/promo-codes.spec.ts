import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { connectPayments, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const PROMO_CODES = '/client_side_api/v1/profile_management/promo_codes';
const HALF_HOUR = 30 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;
/** A time on the form's 30-minute step, `ms` from now. */
const onStep = (ms: number) => new Date(Math.floor((Date.now() + ms) / HALF_HOUR) * HALF_HOUR).toISOString();

/**
 * The Marketing tab's global promo codes (seed 001 §2.7, §5, §7, §8): every call of the owner's management,
 * each refusal with its message, and the codes at checkout.
 */
describe('global promo codes', () => {
  let t: TestApp;
  let maya: TestUser;
  let categories: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp();
    maya = await signUpUser(t.http, { name: 'Maya Lind' });
    const list = (await t.http.get('/client_side_api/v1/course_categories').expect(200)).body as { id: string; name: string }[];
    categories = Object.fromEntries(list.map((c) => [c.name, c.id]));
  });
  afterAll(() => t.close());

  const form = (owner: TestUser, overrides: Record<string, unknown> = {}) => ({
    ownerId: owner.id,
    code: 'SUMMER10',
    startsAt: onStep(-DAY),
    endsAt: null,
    scope: 'owner',
    courseCategoryIds: [],
    amount: null,
    percentageValue: 10,
    quantity: null,
    ...overrides,
  });
  const create = (owner: TestUser, overrides: Record<string, unknown> = {}) => t.http.post(PROMO_CODES).set(bearer(owner)).send(form(owner, overrides));
  const list = (owner: TestUser, query = '') => t.http.get(`${PROMO_CODES}?ownerId=${owner.id}${query}`).set(bearer(owner)).expect(200);

  it("adds a code: letters and digits kept, upper-cased, in the owner's currency, with no uses yet", async () => {
    const [startsAt, endsAt] = [onStep(-DAY), onStep(30 * DAY)];
    const created = await create(maya, { code: 'spring-24!', startsAt, endsAt, amount: 1500, percentageValue: null, quantity: 50 }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      code: 'SPRING24',
      amount: 1500,
      currency: 'usd',
      percentageValue: null,
      quantity: 50,
      uses: 0,
      status: 'active',
      startsAt,
      endsAt,
      scope: 'owner',
      courseCategories: [],
      ownerId: maya.id,
    });
    expect((await t.http.get(`${PROMO_CODES}/${created.body.id}?ownerId=${maya.id}`).set(bearer(maya)).expect(200)).body).toEqual(created.body);

    // A fixed amount is in the owner's currency: yen have no minor unit, so ¥10000 is the most.
    const kenji = await signUpUser(t.http);
    await sql(t, `UPDATE accounts.profiles SET currency = 'jpy' WHERE id = $1`, [kenji.id]);
    expect((await create(kenji, { code: 'YEN', amount: 10_000, percentageValue: null }).expect(201)).body).toMatchObject({ amount: 10_000, currency: 'jpy' });
    expect((await create(kenji, { code: 'YEN2', amount: 10_001, percentageValue: null }).expect(400)).body).toEqual([{ message: 'Discount amount must be between 1 and 10000' }]);
  });

  it("answers every problem of the form at once, as a list of the seeds' messages", async () => {
    const refused = await create(maya, { code: ' -- ', quantity: 0, amount: null, percentageValue: null, startsAt: '', scope: 'course_categories', courseCategoryIds: [] }).expect(400);
    expect(refused.body).toEqual([
      { message: 'Code is required' },
      { message: 'Usage limit must be at least 1' },
      { message: 'Discount amount is required' },
      { message: 'Discount percentage is required' },
      { message: 'Start date is required' },
      { message: 'Select at least one category' },
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'ABCDEFGHIJK' }, 'Code must be at most 10 characters'],
      [{ amount: 500, percentageValue: 10 }, 'Enter a discount amount or a percentage, not both'],
      [{ amount: 99, percentageValue: null }, 'Discount amount must be between 1 and 10000'],
      [{ percentageValue: 101 }, 'Discount percentage must be between 1 and 100'],
      [{ startsAt: '2030-06-01T10:10:00Z' }, 'Start time must be on a 30-minute step'],
      [{ startsAt: '2030-06-01T10:00:00Z', endsAt: '2030-06-01T09:30:00Z' }, 'End time must be after the start time'],
      [{ endsAt: 'soon' }, 'End date is required'],
      [{ scope: 'everywhere' }, 'Choose where the code applies'],
      [{ scope: 'course_categories', courseCategoryIds: ['6f1c2d3e-4a5b-4c6d-8e7f-901234567890'] }, 'Select categories from the list'],
    ];
    for (const [overrides, message] of cases) expect([overrides, (await create(maya, { code: 'NEVER', ...overrides }).expect(400)).body]).toEqual([overrides, [{ message }]]);
    await create(maya, { ownerId: 'nobody' }).expect(400, [{ message: 'ownerId is required' }]);
    expect((await list(maya, '&query=never')).body.totalCount).toBe(0);
  });

  it('refuses a code the owner already has, whatever its case, with 409; another owner may have it', async () => {
    await create(maya, { code: 'TWICE' }).expect(201);
    expect((await create(maya, { code: 'twice' }).expect(409)).body).toEqual([{ message: 'This code already exists' }]);
    const other = await signUpUser(t.http);
    await create(other, { code: 'twice' }).expect(201);
  });

  it('imports codes in bulk with the same terms, all of them or none', async () => {
    const lena = await signUpUser(t.http);
    const bulk = (body: Record<string, unknown>) => {
      const { code: _, ...terms } = form(lena, { quantity: 1, scope: 'course_categories', courseCategoryIds: [categories.Music, categories.Dance] });
      return t.http.post(`${PROMO_CODES}/create_bulk`).set(bearer(lena)).send({ ...terms, ...body });
    };
    const created = await bulk({ codes: ['spring01', 'SPRING02', 'SPRING03'] }).expect(201);
    expect(created.body).toHaveLength(3);
    expect(created.body.map((c: { code: string }) => c.code)).toEqual(['SPRING01', 'SPRING02', 'SPRING03']);
    expect(created.body[0]).toMatchObject({
      quantity: 1,
      uses: 0,
      percentageValue: 10,
      scope: 'course_categories',
      courseCategories: [
        { uuid: categories.Music, name: 'Music' },
        { uuid: categories.Dance, name: 'Dance' },
      ],
    });

    // One taken code (whatever its case) and nothing is added.
    expect((await bulk({ codes: ['SUMMER01', 'spring02', 'SUMMER02'] }).expect(409)).body).toEqual([{ message: 'This code already exists: SPRING02' }]);
    expect((await bulk({ codes: ['spring01', 'SPRING02'] }).expect(409)).body).toEqual([{ message: 'These codes already exist: SPRING01, SPRING02' }]);
    // The server checks each line as the browser did.
    expect((await bulk({ codes: ['SUMMER01', 'abc', 'SUM MER2'] }).expect(400)).body).toEqual([
      { message: 'Code on line 2 is too short. Codes must be at least 6 characters.' },
      { message: 'Code on line 3 contains invalid characters. Only letters and numbers are allowed.' },
    ]);
    expect((await bulk({ codes: [] }).expect(400)).body).toEqual([{ message: 'Uploaded codes are required' }]);
    expect((await bulk({ codes: ['SUMMER01'], percentageValue: null }).expect(400)).body).toEqual([{ message: 'Discount amount is required' }, { message: 'Discount percentage is required' }]);
    expect((await list(lena)).body.data.map((c: { code: string }) => c.code).sort()).toEqual(['SPRING01', 'SPRING02', 'SPRING03']);
  });

  it('changes a code and its terms, keeping its uses', async () => {
    const code = (await create(maya, { code: 'AUTUMN', quantity: 10 }).expect(201)).body;
    await sql(t, 'UPDATE ticketing.promo_codes SET uses = 3 WHERE id = $1', [code.id]);
    const endsAt = onStep(10 * DAY);
    const changed = await t.http
      .patch(`${PROMO_CODES}/${code.id}`)
      .set(bearer(maya))
      .send(form(maya, { code: 'fall24', amount: 250, percentageValue: null, quantity: 20, endsAt, scope: 'course_categories', courseCategoryIds: [categories.Comedy] }))
      .expect(200);
    expect(changed.body).toMatchObject({ id: code.id, code: 'FALL24', amount: 250, percentageValue: null, quantity: 20, uses: 3, endsAt, courseCategories: [{ uuid: categories.Comedy, name: 'Comedy' }] });
    expect((await t.http.get(`${PROMO_CODES}/${code.id}?ownerId=${maya.id}`).set(bearer(maya)).expect(200)).body).toEqual(changed.body);

    expect((await t.http.patch(`${PROMO_CODES}/${code.id}`).set(bearer(maya)).send(form(maya, { code: 'twice' })).expect(409)).body).toEqual([{ message: 'This code already exists' }]);
    expect((await t.http.patch(`${PROMO_CODES}/${code.id}`).set(bearer(maya)).send(form(maya, { percentageValue: 0 })).expect(400)).body).toEqual([
      { message: 'Discount percentage must be between 1 and 100' },
    ]);
    // Another owner's code is not found, for its own managers too.
    const other = await signUpUser(t.http);
    await t.http.patch(`${PROMO_CODES}/${code.id}`).set(bearer(other)).send(form(other)).expect(404, { message: 'No promo code found' });
    await t.http.get(`${PROMO_CODES}/${code.id}?ownerId=${other.id}`).set(bearer(other)).expect(404, { message: 'No promo code found' });
    await t.http.get(`${PROMO_CODES}/not-an-id?ownerId=${maya.id}`).set(bearer(maya)).expect(404, { message: 'No promo code found' });
  });

  it('deletes a code', async () => {
    const code = (await create(maya, { code: 'GONE' }).expect(201)).body;
    expect((await t.http.delete(`${PROMO_CODES}/${code.id}?ownerId=${maya.id}`).set(bearer(maya)).expect(200)).body).toEqual({ message: 'Promo code deleted successfully' });
    await t.http.get(`${PROMO_CODES}/${code.id}?ownerId=${maya.id}`).set(bearer(maya)).expect(404, { message: 'No promo code found' });
    await t.http.delete(`${PROMO_CODES}/${code.id}?ownerId=${maya.id}`).set(bearer(maya)).expect(404, { message: 'No promo code found' });
    // The code may be added again.
    await create(maya, { code: 'gone' }).expect(201);
  });

  it('lists codes newest first, searched by code, sorted by code, discount or uses, 10 per page', async () => {
    const ana = await signUpUser(t.http);
    const discounts = [
      { amount: 500, percentageValue: null },
      { amount: 100, percentageValue: null },
      { amount: null, percentageValue: 5 },
      { amount: null, percentageValue: 50 },
    ];
    for (let n = 0; n < 12; n++) await create(ana, { code: `CODE${String(n).padStart(2, '0')}`, ...discounts[n % 4] }).expect(201);
    await create(ana, { code: 'OTHER' }).expect(201);
    await sql(t, `UPDATE ticketing.promo_codes SET uses = 7 WHERE owner_id = $1 AND code = 'CODE03'`, [ana.id]);
    await sql(t, `UPDATE ticketing.promo_codes SET uses = 2 WHERE owner_id = $1 AND code = 'CODE07'`, [ana.id]);
    const codes = (body: { data: { code: string }[] }) => body.data.map((c) => c.code);

    const first = (await list(ana)).body;
    expect({ totalCount: first.totalCount, perPage: first.perPage, page: first.page }).toEqual({ totalCount: 13, perPage: 10, page: 1 });
    expect(codes(first)).toEqual(['OTHER', 'CODE11', 'CODE10', 'CODE09', 'CODE08', 'CODE07', 'CODE06', 'CODE05', 'CODE04', 'CODE03']);
    expect(codes((await list(ana, '&page=2')).body)).toEqual(['CODE02', 'CODE01', 'CODE00']);
    expect(codes((await list(ana, '&page=2&perPage=5&sort=code')).body)).toEqual(['CODE05', 'CODE06', 'CODE07', 'CODE08', 'CODE09']);

    const searched = (await list(ana, '&query=de1&sort=code&direction=desc')).body;
    expect([searched.totalCount, codes(searched)]).toEqual([2, ['CODE11', 'CODE10']]);
    expect((await list(ana, '&query=%25')).body.totalCount).toBe(0);

    // Fixed amounts (smallest first), then percentages.
    expect(codes((await list(ana, '&sort=discount&perPage=4')).body)).toEqual(['CODE01', 'CODE05', 'CODE09', 'CODE00']);
    expect(codes((await list(ana, '&sort=discount&direction=desc&perPage=4')).body)).toEqual(['CODE03', 'CODE07', 'CODE11', 'OTHER']);
    expect(codes((await list(ana, '&sort=uses&direction=desc&perPage=3')).body)).toEqual(['CODE03', 'CODE07', 'CODE00']);

    await t.http.get(`${PROMO_CODES}?ownerId=${ana.id}&sort=name`).set(bearer(ana)).expect(400, [{ message: 'sort must be code, discount or uses' }]);
    await t.http.get(`${PROMO_CODES}?ownerId=${ana.id}&perPage=101`).set(bearer(ana)).expect(400, [{ message: 'perPage must be at most 100' }]);
  });

  it('shows each code as expired once its end has come, future before its start, and active between', async () => {
    const ida = await signUpUser(t.http);
    await create(ida, { code: 'PAST', startsAt: onStep(-10 * DAY), endsAt: onStep(-DAY) }).expect(201);
    await create(ida, { code: 'LATER', startsAt: onStep(2 * DAY), endsAt: null }).expect(201);
    await create(ida, { code: 'NOW', startsAt: onStep(-DAY), endsAt: onStep(DAY) }).expect(201);
    const statuses = Object.fromEntries((await list(ida)).body.data.map((c: { code: string; status: string }) => [c.code, c.status]));
    expect(statuses).toEqual({ PAST: 'expired', LATER: 'future', NOW: 'active' });
  });

  it('applies at checkout only within its dates and to the events of its categories', async () => {
    const owner = await signUpUser(t.http);
    await connectPayments(t, owner.id);
    const music = await publishedEvent(t, owner, { categoryId: categories.Music, ticketTypes: [ticket({ name: 'General', price: 2000 })] });
    const comedy = await publishedEvent(t, owner, { categoryId: categories.Comedy, ticketTypes: [ticket({ name: 'General', price: 2000 })] });
    await create(owner, { code: 'MUSICFAN', scope: 'course_categories', courseCategoryIds: [categories.Music] }).expect(201);
    await create(owner, { code: 'LATER', startsAt: onStep(2 * DAY) }).expect(201);
    await create(owner, { code: 'PAST', startsAt: onStep(-10 * DAY), endsAt: onStep(-DAY) }).expect(201);
    const validate = (dateId: string, code: string) => t.http.get(`/client_side_api/v1/tickets/validate_code?eventId=${dateId}&promoCode=${code}`);
    expect((await validate(music.dateId, 'musicfan').expect(200)).body).toMatchObject({ kind: 'promo', promo: { name: 'MUSICFAN', percentageValue: 10 } });
    const unknown = { message: 'Sorry, we don’t recognize that code.' };
    expect((await validate(comedy.dateId, 'MUSICFAN').expect(422)).body).toEqual(unknown);
    expect((await validate(music.dateId, 'LATER').expect(422)).body).toEqual(unknown);
    expect((await validate(music.dateId, 'PAST').expect(422)).body).toEqual(unknown);
  });
});
