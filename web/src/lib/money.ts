import { Currency as currencySchema, stripeCurrencyCodes } from './api/contract.gen';

/** A currency code of the API contract. */
export type Currency = (typeof currencySchema.enum)[number];
export const CURRENCY_CODES: readonly Currency[] = currencySchema.enum;
/** The contract's currency table: each code's symbol and minor-unit digits. */
export const CURRENCIES: Readonly<Record<Currency, { readonly symbol: string; readonly digits: number }>> = currencySchema['x-currencies'];
/** What a new ticket type starts with. The only default: nothing else falls back to it. */
export const DEFAULT_CURRENCY: Currency = currencySchema['x-default'];

export const isCurrency = (code: string): code is Currency => Object.hasOwn(CURRENCIES, code);

/** A code outside the contract is a bug (the API sends only the contract's codes): it fails loudly, never read as another currency. */
function asCurrency(code: string): Currency {
  const lower = code.toLowerCase();
  if (!isCurrency(lower)) throw new Error(`Unknown currency ${code}`);
  return lower;
}
const currencyOf = (code: string) => CURRENCIES[asCurrency(code)];

/** Stripe's code of a currency (the seeds' ksh is Stripe's kes), the one the server's payments are made in. */
export const stripeCurrency = (code: string): string => stripeCurrencyCodes[asCurrency(code)];

/** Digits after the decimal point of a currency's major unit (jpy has none). */
export const minorDigits = (currency: string) => currencyOf(currency).digits;

/** Minor units as the seeds show prices: 2 decimals, or an integer when whole ($20, $20.50). */
export function formatMoney(amount: number, currency: string): string {
  const { symbol, digits } = currencyOf(currency);
  const major = amount / 10 ** digits;
  const sign = major < 0 ? '-' : '';
  const value = Math.abs(major);
  return `${sign}${symbol}${Number.isInteger(value) ? value.toString() : value.toFixed(digits)}`;
}

/** A major-unit amount typed by a person, in minor units (null when it is not a number). */
export function toMinor(text: string, currency: string): number | null {
  const value = Number(text.replace(/[^0-9.-]/g, ''));
  if (!text.trim() || !Number.isFinite(value)) return null;
  return Math.round(value * 10 ** minorDigits(currency));
}

/** Minor units as a person types the amount into a field ('20', '20.5', '1500'). */
export const toMajorInput = (amount: number, currency: string) => String(amount / 10 ** minorDigits(currency));

/** Minor units as a plain decimal number of major units, for files people open in spreadsheets ('25.00', '-3.50'). */
export function toMajorText(amount: number, currency: string): string {
  const digits = minorDigits(currency);
  return (amount / 10 ** digits).toFixed(digits);
}
