import { describe, expect, it } from 'vitest';
import { benefitRequest, benefitFields, checkBenefitValue, checkPriceAmount, tierFields, tierRequest } from './manage-rules';

describe('amounts typed into the tier and benefit forms', () => {
  it('takes plain decimal amounts in the range and sends exactly them in minor units', () => {
    expect(checkPriceAmount('20.5')).toBe(true);
    const tier = { ...tierFields(undefined, 'usd'), prices: [{ amount: '20.5', interval: 'month' as const, locked: false }] };
    expect(tierRequest(tier, 'usd').prices).toEqual([{ price: 2050, interval: 'month' }]);
    expect(checkBenefitValue('12.5', '')).toBe(true);
    expect(benefitRequest({ ...benefitFields(undefined, 'usd'), amount: '12.5' }, 'usd').amount).toBe(1250);
  });

  it('refuses what would be read as another amount than the one typed (1e3 would go out as $13, 0x10 as $10)', () => {
    for (const typed of ['1e3', '0x10', '1,000', '$20', '-5', '.5.']) {
      expect(checkPriceAmount(typed)).toBe('Price must be between 1 and 10000');
      expect(checkBenefitValue(typed, '')).toBe('Amount must be between 1 and 10000');
    }
  });
});
