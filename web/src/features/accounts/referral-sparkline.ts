import { minorDigits } from '../../lib/money';

/** Seed 001 §9: the referral sparkline has 12 points (the last 12 months, the current one last)… */
export const SPARKLINE_POINTS = 12;
/** …on a scale whose top is 1000 (major units of the currency). */
export const SPARKLINE_SCALE = 1000;

/** 'yyyy-MM' of the month `offset` months from `today`'s (UTC, as the dates map names days). */
const monthKey = (today: Date, offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);

/** What was earned in each of the last 12 months, oldest first (minor units), from the dates map (yyyy-MM-dd → amount). */
export function monthlyEarnings(dates: Record<string, number>, today: Date): number[] {
  const months = Array.from({ length: SPARKLINE_POINTS }, (_, n) => monthKey(today, n - SPARKLINE_POINTS + 1));
  const sums = new Map(months.map((month) => [month, 0]));
  for (const [day, amount] of Object.entries(dates)) {
    const month = day.slice(0, 7);
    const sum = sums.get(month);
    if (sum !== undefined) sums.set(month, sum + amount);
  }
  return months.map((month) => sums.get(month) ?? 0);
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The points of an SVG polyline `width` × `height` for the monthly amounts: spread evenly from left to right,
 * nothing at the bottom and SPARKLINE_SCALE (or more) at the top.
 */
export function sparklinePoints(monthly: readonly number[], currency: string, width: number, height: number): string {
  const top = SPARKLINE_SCALE * 10 ** minorDigits(currency);
  const step = monthly.length > 1 ? width / (monthly.length - 1) : 0;
  return monthly.map((amount, n) => `${round(n * step)},${round(height - Math.min(Math.max(amount / top, 0), 1) * height)}`).join(' ');
}
