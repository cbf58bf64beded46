import { describe, expect, it } from 'vitest';
import { monthlyEarnings, sparklinePoints } from './referral-sparkline';

describe('referral sparkline', () => {
  const today = new Date('2026-03-10T12:00:00Z');

  it('sums the dates map into the last 12 months, oldest first, leaving out older days', () => {
    const monthly = monthlyEarnings({ '2026-03-01': 100, '2026-03-09': 50, '2026-01-31': 7, '2025-04-02': 3, '2025-03-31': 999 }, today);
    expect(monthly).toHaveLength(12);
    expect(monthly[0]).toBe(3); // April 2025
    expect(monthly[9]).toBe(7); // January 2026
    expect(monthly[11]).toBe(150); // this month
    expect(monthly.reduce((a, b) => a + b, 0)).toBe(160);
  });

  it('draws 12 points across the width, with 1000 in major units at the top and nothing at the bottom', () => {
    const monthly = [0, 50_000, 100_000, 250_000, 0, 0, 0, 0, 0, 0, 0, -10];
    const points = sparklinePoints(monthly, 'usd', 110, 20).split(' ');
    expect(points).toHaveLength(12);
    expect(points.slice(0, 4)).toEqual(['0,20', '10,10', '20,0', '30,0']);
    expect(points[11]).toBe('110,20');
    // Currencies without minor units reach the top at ¥1000.
    expect(sparklinePoints([1000, 500], 'jpy', 10, 20)).toBe('0,0 10,10');
  });
});
