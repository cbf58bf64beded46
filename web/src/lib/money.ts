/** The seeds' currencies: symbol and minor-unit digits. */
const CURRENCIES: Record<string, { symbol: string; digits: number }> = {
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
};

const currencyOf = (code: string) => CURRENCIES[code.toLowerCase()] ?? CURRENCIES.usd!;

/** Minor units as the seeds show prices: 2 decimals, or an integer when whole ($20, $20.50). */
export function formatMoney(amount: number, currency = 'usd'): string {
  const { symbol, digits } = currencyOf(currency);
  const major = amount / 10 ** digits;
  const sign = major < 0 ? '-' : '';
  const value = Math.abs(major);
  return `${sign}${symbol}${Number.isInteger(value) ? value.toString() : value.toFixed(digits)}`;
}

/** A major-unit amount typed by a person, in minor units (null when it is not a number). */
export function toMinor(text: string, currency = 'usd'): number | null {
  const value = Number(text.replace(/[^0-9.-]/g, ''));
  if (!text.trim() || !Number.isFinite(value)) return null;
  return Math.round(value * 10 ** currencyOf(currency).digits);
}

/** Minor units as a plain decimal number of major units, for files people open in spreadsheets ('25.00', '-3.50'). */
export function toMajorText(amount: number, currency = 'usd'): string {
  const { digits } = currencyOf(currency);
  return (amount / 10 ** digits).toFixed(digits);
}
