import { describe, expect, it } from 'vitest';
import { checkAmount, checkCategories, checkCode, checkPercentage, checkQuantity, cleanCode, discountText, PROMO_TEXT, promoFields, promoRequest, randomCode, statusText } from './promo-code';

describe('promo code text', () => {
  it('keeps letters and digits only, uppercased, at most 10', () => {
    expect(cleanCode('spring-26 sale!')).toBe('SPRING26SA');
    expect(cleanCode('ümlaut 1')).toBe('MLAUT1');
  });

  it('generates 10 random uppercase letters and digits', () => {
    const code = randomCode();
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(randomCode()).not.toBe(code);
    // Bytes 252 and above would favour the first letters: they are drawn again.
    const bytes = [new Uint8Array([255, 0, 1, 35, 36, 252, 61, 2, 3, 4]), new Uint8Array([5, 6, 7, 8, 9, 10, 11, 12, 13, 14])];
    expect(randomCode(() => bytes.shift()!)).toBe('AB9AZCDEFG');
  });
});

describe('the list', () => {
  it("shows 'Expired', 'Activates on dd.MM.yyyy' or 'Active'", () => {
    const startsAt = new Date(2030, 5, 5, 9, 0).toISOString();
    expect(statusText({ status: 'future', startsAt })).toBe('Activates on 05.06.2030');
    expect(statusText({ status: 'expired', startsAt })).toBe('Expired');
    expect(statusText({ status: 'active', startsAt })).toBe('Active');
  });

  it('shows an amount in its currency or a percentage', () => {
    expect(discountText({ amount: 1050, percentageValue: null, currency: 'usd' })).toBe('$10.50');
    expect(discountText({ amount: 500, percentageValue: null, currency: 'jpy' })).toBe('¥500');
    expect(discountText({ amount: null, percentageValue: 15, currency: 'usd' })).toBe('15%');
  });
});

describe('the form rules', () => {
  it('require a code', () => {
    expect(checkCode('')).toBe('Code is required');
    expect(checkCode('SPRING26')).toBe(true);
  });

  it('require a usage limit of at least 1 only when limited', () => {
    expect(checkQuantity(false, '')).toBe(true);
    expect(checkQuantity(true, '')).toBe('Usage limit is required');
    expect(checkQuantity(true, '0')).toBe('Usage limit must be at least 1');
    expect(checkQuantity(true, '2.5')).toBe('Usage limit must be at least 1');
    expect(checkQuantity(true, '5')).toBe(true);
  });

  it('require an amount of 1 to 10000 or a percentage of 1 to 100', () => {
    expect(checkAmount('', '')).toBe('Discount amount is required');
    expect(checkPercentage('', '')).toBe('Discount percentage is required');
    expect(checkAmount('', '10')).toBe(true);
    expect(checkPercentage('', '10')).toBe(true);
    expect(checkAmount('0', '')).toBe(PROMO_TEXT.amountRange);
    expect(checkAmount('10000.01', '')).toBe(PROMO_TEXT.amountRange);
    expect(checkAmount('12.50', '')).toBe(true);
    expect(checkPercentage('101', '')).toBe(PROMO_TEXT.percentRange);
    expect(checkPercentage('12.5', '')).toBe(PROMO_TEXT.percentRange);
    expect(checkPercentage('100', '')).toBe(true);
  });

  it('require a category when the code is for categories', () => {
    expect(checkCategories('course_categories', [])).toBe('Select at least one category');
    expect(checkCategories('course_categories', ['c1'])).toBe(true);
    expect(checkCategories('owner', [])).toBe(true);
  });

  it('send minor units, local times as instants, and null for what is not set', () => {
    const fields = { ...promoFields(), code: 'SPRING26', amount: '12.5', startDate: '2030-06-05', startTime: '14:30', scope: 'course_categories' as const, categoryIds: ['c1'] };
    expect(promoRequest(fields, 'usd')).toEqual({
      startsAt: new Date(2030, 5, 5, 14, 30).toISOString(),
      endsAt: null,
      scope: 'course_categories',
      courseCategoryIds: ['c1'],
      amount: 1250,
      percentageValue: null,
      quantity: null,
    });
    const limited = { ...fields, amount: '', percentage: '20', limited: true, quantity: '5', scope: 'owner' as const, expires: true, endDate: '2030-06-06', endTime: '00:00' };
    expect(promoRequest(limited, 'usd')).toMatchObject({ endsAt: new Date(2030, 5, 6, 0, 0).toISOString(), amount: null, percentageValue: 20, quantity: 5, courseCategoryIds: [] });
  });

  it('fill the edit form from a saved code', () => {
    const saved = {
      code: 'SPRING26',
      amount: 1250,
      currency: 'usd',
      percentageValue: null,
      quantity: 5,
      scope: 'course_categories' as const,
      courseCategories: [{ uuid: 'c1', name: 'Music' }],
      startsAt: new Date(2030, 5, 5, 14, 30).toISOString(),
      endsAt: null,
    };
    expect(promoFields(saved)).toEqual({
      code: 'SPRING26',
      limited: true,
      quantity: '5',
      amount: '12.5',
      percentage: '',
      scope: 'course_categories',
      categoryIds: ['c1'],
      startDate: '2030-06-05',
      startTime: '14:30',
      expires: false,
      endDate: '',
      endTime: '',
    });
  });
});
