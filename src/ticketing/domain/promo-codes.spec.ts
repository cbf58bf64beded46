import {
  amountRange,
  checkBulkPromoCodes,
  checkPromoCode,
  cleanCode,
  PROMO_CODE_MESSAGES as M,
  promoStatus,
  takenMessage,
  type PromoCodeInput,
} from './promo-codes.js';

const CATEGORY = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const form = (overrides: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  code: 'SUMMER10',
  startsAt: '2030-06-01T10:00:00.000Z',
  endsAt: null,
  scope: 'owner',
  courseCategoryIds: [],
  amount: null,
  percentageValue: 10,
  quantity: null,
  ...overrides,
});
const errorsOf = (checked: { errors: string[] } | { fields: unknown }) => ('errors' in checked ? checked.errors : []);

describe('promo code rules', () => {
  it('keeps letters and digits of a typed code, upper-cased', () => {
    expect(cleanCode(' summer-10! ')).toBe('SUMMER10');
    expect(checkPromoCode(form({ code: 'early bird' }), 'usd')).toEqual({
      fields: { code: 'EARLYBIRD', startsAt: new Date('2030-06-01T10:00:00.000Z'), endsAt: null, scope: 'owner', courseCategoryIds: [], amount: null, percentageValue: 10, quantity: null },
    });
  });

  it.each([
    ['nothing', undefined, [M.codeRequired]],
    ['only punctuation', '-- !', [M.codeRequired]],
    ['a number', 12, [M.codeRequired]],
    ['11 characters', 'ABCDEFGHIJK', [M.codeTooLong]],
    ['10 characters', 'abcdefghij', []],
    ['1 character', 'x', []],
  ])('code %s: %j', (_, code, errors) => {
    expect(errorsOf(checkPromoCode(form({ code }), 'usd'))).toEqual(errors);
  });

  it.each([
    ['unlimited', null, []],
    ['1 use', 1, []],
    ['0 uses', 0, [M.usageLimit]],
    ['a fraction', 1.5, [M.usageLimit]],
    ['text', '5', [M.usageLimit]],
    ['past storage', 1_000_001, [M.usageLimitTooLarge]],
  ])('usage limit %s', (_, quantity, errors) => {
    expect(errorsOf(checkPromoCode(form({ quantity }), 'usd'))).toEqual(errors);
  });

  it.each([
    ['neither', null, null, [M.amountRequired, M.percentRequired]],
    ['both', 500, 10, [M.amountAndPercent]],
    ['$1', 100, null, []],
    ['$10,000', 1_000_000, null, []],
    ['99 cents', 99, null, [M.amountRange]],
    ['$10,000.01', 1_000_001, null, [M.amountRange]],
    ['1%', null, 1, []],
    ['100%', null, 100, []],
    ['0%', null, 0, [M.percentRange]],
    ['101%', null, 101, [M.percentRange]],
    ['12.5%', null, 12.5, [M.percentRange]],
  ])('discount: %s', (_, amount, percentageValue, errors) => {
    expect(errorsOf(checkPromoCode(form({ amount, percentageValue }), 'usd'))).toEqual(errors);
  });

  it("takes a fixed amount of 1 to 10000 major units of the owner's currency", () => {
    expect(amountRange('usd')).toEqual({ min: 100, max: 1_000_000 });
    expect(amountRange('jpy')).toEqual({ min: 1, max: 10_000 });
    expect(errorsOf(checkPromoCode(form({ amount: 10_000, percentageValue: null }), 'jpy'))).toEqual([]);
    expect(errorsOf(checkPromoCode(form({ amount: 10_001, percentageValue: null }), 'jpy'))).toEqual([M.amountRange]);
  });

  it.each([
    ['missing', undefined, [M.startRequired]],
    ['not a date', 'tomorrow', [M.startRequired]],
    ['without a time zone', '2030-06-01T10:00:00', [M.startRequired]],
    ['on the half hour', '2030-06-01T10:30:00Z', []],
    ['on the half hour of a zone a quarter off UTC (Kathmandu 16:00)', '2030-06-01T16:00:00+05:45', []],
    ['off the step', '2030-06-01T10:10:00Z', [M.startStep]],
    ['with seconds', '2030-06-01T10:00:30Z', [M.startStep]],
  ])('start %s', (_, startsAt, errors) => {
    expect(errorsOf(checkPromoCode(form({ startsAt }), 'usd'))).toEqual(errors);
  });

  it.each([
    ['none', null, []],
    ['empty', '', []],
    ['a minute after the start', '2030-06-01T10:01:00Z', []],
    ['at the start', '2030-06-01T10:00:00Z', [M.endAfterStart]],
    ['before the start', '2030-05-31T10:00:00Z', [M.endAfterStart]],
    ['not a date', 'never', [M.endRequired]],
  ])('end %s', (_, endsAt, errors) => {
    expect(errorsOf(checkPromoCode(form({ endsAt }), 'usd'))).toEqual(errors);
  });

  it('applies to every event of the owner, or to at least one category', () => {
    expect(errorsOf(checkPromoCode(form({ scope: 'course_categories', courseCategoryIds: [] }), 'usd'))).toEqual([M.categories]);
    expect(errorsOf(checkPromoCode(form({ scope: 'course_categories', courseCategoryIds: ['not-a-uuid'] }), 'usd'))).toEqual([M.categories]);
    expect(errorsOf(checkPromoCode(form({ scope: 'everything' }), 'usd'))).toEqual([M.scope]);
    const scoped = checkPromoCode(form({ scope: 'course_categories', courseCategoryIds: [CATEGORY.toUpperCase(), CATEGORY] }), 'usd');
    expect('fields' in scoped && scoped.fields.courseCategoryIds).toEqual([CATEGORY]);
    // Only the chosen scope's list is kept.
    const owner = checkPromoCode(form({ scope: 'owner', courseCategoryIds: [CATEGORY] }), 'usd');
    expect('fields' in owner && owner.fields.courseCategoryIds).toEqual([]);
  });

  it('lists every problem at once, in the form’s order', () => {
    const checked = checkPromoCode({ code: '', quantity: 0, startsAt: '2030-06-01T10:10:00Z', endsAt: '2030-06-01T09:00:00Z', scope: 'course_categories', courseCategoryIds: [] }, 'usd');
    expect(errorsOf(checked)).toEqual([M.codeRequired, M.usageLimit, M.amountRequired, M.percentRequired, M.startStep, M.endAfterStart, M.categories]);
  });
});

describe('bulk upload rules', () => {
  const bulk = (codes: unknown) => checkBulkPromoCodes({ ...form(), codes }, 'usd');

  it('takes 6 to 10 letters and digits per line, upper-cased', () => {
    expect(bulk(['spring01', 'SPRING0002 '])).toMatchObject({ fields: { codes: ['SPRING01', 'SPRING0002'], percentageValue: 10 } });
  });

  it("answers each line's problem with the browser's message and its line number", () => {
    expect(errorsOf(bulk(['SPRING01', 'abc', 'SPR-NG02', 'ABCDEFGHIJK', 'spring01', '']))).toEqual([
      'Code on line 2 is too short. Codes must be at least 6 characters.',
      'Code on line 3 contains invalid characters. Only letters and numbers are allowed.',
      'Code on line 4 is too long. Codes must be at most 10 characters.',
      'Code on line 5 appears on an earlier line. Each code must be unique.',
      'Code on line 6 is too short. Codes must be at least 6 characters.',
    ]);
  });

  it('needs codes, at most 1000, and checks the shared terms too', () => {
    expect(errorsOf(bulk([]))).toEqual([M.codesRequired]);
    expect(errorsOf(bulk(undefined))).toEqual([M.codesRequired]);
    expect(errorsOf(bulk(Array.from({ length: 1001 }, (_, n) => `CODE${String(n).padStart(4, '0')}`)))).toEqual([M.tooManyCodes]);
    expect(errorsOf(checkBulkPromoCodes({ codes: ['SPRING01'], startsAt: null, percentageValue: 10, scope: 'owner' }, 'usd'))).toEqual([M.startRequired]);
  });

  it('names the codes the owner already has', () => {
    expect(takenMessage(['SPRING01'])).toBe('This code already exists: SPRING01');
    expect(takenMessage(['SPRING01', 'SPRING02'])).toBe('These codes already exist: SPRING01, SPRING02');
  });
});

describe('promo code status', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  it.each([
    ['future before its start', '2030-06-01T12:30:00Z', null, 'future'],
    ['active from its start', '2030-06-01T12:00:00Z', null, 'active'],
    ['active before its end', '2030-05-01T00:00:00Z', '2030-06-01T12:00:01Z', 'active'],
    ['expired at its end', '2030-05-01T00:00:00Z', '2030-06-01T12:00:00Z', 'expired'],
    ['expired after its end', '2030-05-01T00:00:00Z', '2030-05-02T00:00:00Z', 'expired'],
  ])('is %s', (_, startsAt, endsAt, status) => {
    expect(promoStatus({ startsAt: new Date(startsAt), endsAt: endsAt === null ? null : new Date(endsAt) }, now)).toBe(status);
  });
});
