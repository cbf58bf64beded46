/** The seeds' currencies with their symbols and minor-unit digits (jpy has none). */
export const CURRENCIES = {
  usd: { symbol: '$', digits: 2 },
  mxn: { symbol: 'MX$', digits: 2 },
  hkd: { symbol: 'HK$', digits: 2 },
  eur: { symbol: '€', digits: 2 },
  gbp: { symbol: '£', digits: 2 },
  inr: { symbol: '₹', digits: 2 },
  pln: { symbol: 'zł', digits: 2 },
  chf: { symbol: 'CHF', digits: 2 },
  cad: { symbol: 'CA$', digits: 2 },
  ksh: { symbol: 'KSh', digits: 2 },
  jpy: { symbol: '¥', digits: 0 },
} as const;

export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];
export const isCurrency = (value: string): value is Currency => Object.hasOwn(CURRENCIES, value);

/** Stripe's code of a currency: ours follow the seeds, where the Kenyan shilling is ksh (ISO 4217 and Stripe: kes). */
export const stripeCurrencyCode = (currency: Currency): string => (currency === 'ksh' ? 'kes' : currency);

/** Our currency for a code Stripe answers with (throws on one outside the table). */
export const fromStripeCurrencyCode = (code: string): Currency => asCurrency(code.toLowerCase() === 'kes' ? 'ksh' : code.toLowerCase());

/** The seeds' default currency: what a new account and a new ticket type start with. The only default. */
export const DEFAULT_CURRENCY: Currency = 'usd';

/** A stored currency code; anything outside the table is a broken invariant, never quietly read as usd. */
export function asCurrency(code: string): Currency {
  if (!isCurrency(code)) throw new Error(`Unknown currency ${code}`);
  return code;
}

/** Rounds half away from zero to a whole number of minor units. */
const roundHalfUp = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The ticket fee, $0.69 + 1% per ticket, in minor units of the ticket's currency.
 * Rounding rule: the fixed part is 0.69 of the currency's major unit and the 1% part is taken of the
 * price; each is rounded half up to a whole minor unit, then added (usd $20.00 → 69 + 20 = 89;
 * $10.50 → 69 + 11 = 80; ¥2,000 → 1 + 20 = 21). Free tickets carry no fee.
 */
export function ticketFee(price: number, currency: Currency): number {
  if (price <= 0) return 0;
  return fixedTicketFee(currency) + roundHalfUp((price * TICKET_FEE_PERCENT) / 100);
}

/** The percentage part of the ticket fee. */
export const TICKET_FEE_PERCENT = 1;

/** The fixed part of the ticket fee (0.69 of the major unit) in minor units of `currency`. */
export const fixedTicketFee = (currency: Currency) => roundHalfUp(0.69 * 10 ** CURRENCIES[currency].digits);

/** What the buyer pays for one ticket: price plus fee. */
export const ticketCost = (price: number, currency: Currency) => price + ticketFee(price, currency);

/** Seeds: prices with 2 decimals, or as an integer when whole ($20, $20.50). */
export function formatMoney(amount: number, currency: Currency): string {
  const { symbol, digits } = CURRENCIES[currency];
  const major = amount / 10 ** digits;
  return `${symbol}${Number.isInteger(major) ? major.toString() : major.toFixed(digits)}`;
}
