import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import contract from '../../../openapi.yaml?raw';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, formatMoney, stripeCurrency, toMajorInput, toMajorText, toMinor } from './money';

interface CurrencySchema {
  enum: string[];
  'x-currencies': Record<string, { symbol: string; digits: number }>;
  'x-default': string;
}

describe('money', () => {
  it('uses the currency table, codes and default of the API contract (openapi.yaml)', () => {
    const currency = (load(contract) as { components: { schemas: { Currency: CurrencySchema } } }).components.schemas.Currency;
    expect(CURRENCIES).toEqual(currency['x-currencies']);
    expect(CURRENCY_CODES).toEqual(currency.enum);
    expect(DEFAULT_CURRENCY).toBe(currency['x-default']);
    expect(CURRENCY_CODES).toContain(DEFAULT_CURRENCY);
  });

  it('shows amounts in the currency’s own symbol and digits', () => {
    expect(formatMoney(2000, 'usd')).toBe('$20');
    expect(formatMoney(2089, 'usd')).toBe('$20.89');
    expect(formatMoney(2050, 'eur')).toBe('€20.50');
    expect(formatMoney(-350, 'gbp')).toBe('-£3.50');
    expect(formatMoney(1500, 'jpy')).toBe('¥1500');
    expect(toMinor('12.5', 'usd')).toBe(1250);
    expect(toMinor('1500', 'jpy')).toBe(1500);
    expect(toMinor('', 'usd')).toBeNull();
    expect(toMajorInput(2050, 'usd')).toBe('20.5');
    expect(toMajorInput(1500, 'jpy')).toBe('1500');
    expect(toMajorText(-350, 'usd')).toBe('-3.50');
    expect(toMajorText(1500, 'jpy')).toBe('1500');
  });

  it('gives Stripe the code the server pays in: the Kenyan shilling (the seeds’ ksh) is kes, the others their own', () => {
    expect(stripeCurrency('ksh')).toBe('kes');
    expect(stripeCurrency('usd')).toBe('usd');
    expect(stripeCurrency('JPY')).toBe('jpy');
    expect(() => stripeCurrency('kes')).toThrow('Unknown currency kes');
  });

  it('never reads an unknown currency as another one', () => {
    expect(() => formatMoney(2000, 'xyz')).toThrow('Unknown currency xyz');
    expect(() => toMinor('20', 'constructor')).toThrow('Unknown currency constructor');
    expect(() => toMajorText(2000, '')).toThrow('Unknown currency');
  });
});
