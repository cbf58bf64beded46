import type { ApiPropertyOptions } from '@nestjs/swagger';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY } from '../money.js';

/**
 * The named enum `Currency` of the contract. It carries the currency table (`x-currencies`: symbol and
 * minor-unit digits) and the default (`x-default`), so that clients read them from the contract instead of
 * repeating src/shared/money.ts.
 */
const CURRENCY_SCHEMA = {
  description: 'A currency code; x-currencies gives its symbol and minor-unit digits, x-default the one new accounts and ticket types start with',
  'x-currencies': CURRENCIES,
  'x-default': DEFAULT_CURRENCY,
};

/** `@ApiProperty(currencyProperty())`: a property holding a currency code. */
export const currencyProperty = (options: { description?: string } = {}) =>
  ({ ...options, enum: CURRENCY_CODES, enumName: 'Currency', enumSchema: CURRENCY_SCHEMA }) as ApiPropertyOptions;
