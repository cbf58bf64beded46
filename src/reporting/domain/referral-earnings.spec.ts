import { referralEarnings, referralShare, referralStatus } from './referral-earnings.js';

describe('referral earnings', () => {
  it('are 33 percent of each day’s platform fees, rounded to a whole minor unit, net of refunded fees', () => {
    expect(referralShare(188)).toBe(62); // 62.04
    expect(referralShare(150)).toBe(50); // 49.5 rounds up
    expect(referralShare(-150)).toBe(-50); // a refund day rounds away from zero, as the sale did
    expect(referralShare(1)).toBe(0);
    expect(Object.is(referralShare(-1), -0)).toBe(false);

    expect(referralEarnings([
      { day: '2026-03-02', platformFees: 219 },
      { day: '2026-03-01', platformFees: 188 },
      { day: '2026-03-03', platformFees: 1 },
      { day: '2026-03-04', platformFees: -94 },
    ])).toEqual({ amountEarned: 62 + 72 - 31, dates: { '2026-03-01': 62, '2026-03-02': 72, '2026-03-04': -31 } });
    expect(referralEarnings([])).toEqual({ amountEarned: 0, dates: {} });
  });
});

describe('referral status', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const earned = (dates: Record<string, number>) => ({ amountEarned: Object.values(dates).reduce((a, b) => a + b, 0), dates });

  it('is Pending until something is earned', () => {
    expect(referralStatus(earned({}), 'usd', now)).toBe('Pending');
  });

  it('is Earning below 1000 in major units within a year of the first earning', () => {
    expect(referralStatus(earned({ '2025-03-10': 500, '2026-03-01': 99_999 - 500 }), 'usd', now)).toBe('Earning');
    expect(referralStatus(earned({ '2026-03-10': 999 }), 'jpy', now)).toBe('Earning');
  });

  it('is Complete once the earnings reach 1000 in major units of their currency', () => {
    expect(referralStatus(earned({ '2026-03-01': 100_000 }), 'usd', now)).toBe('Complete');
    expect(referralStatus(earned({ '2026-03-01': 1000 }), 'jpy', now)).toBe('Complete');
  });

  it('is Complete once the first earning is more than a year old, whatever the total', () => {
    expect(referralStatus(earned({ '2025-03-09': 10, '2026-03-01': 10 }), 'usd', now)).toBe('Complete');
    // Exactly a year ago (in UTC days) is not yet more than a year.
    expect(referralStatus(earned({ '2025-03-10': 10 }), 'usd', now)).toBe('Earning');
  });
});
