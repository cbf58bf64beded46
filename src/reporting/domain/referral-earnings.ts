import { CURRENCIES, type Currency } from '../../shared/money.js';

/** Seed 001 §4, §9: a referrer earns 33 percent of the platform fees of the accounts they referred. */
export const REFERRAL_SHARE_PERCENT = 33;
/** Seed 001 §9: a referral is complete once its earnings reach 1000 (major units of their currency)… */
export const REFERRAL_COMPLETE_TOTAL = 1000;
/** …or once its first earning is more than a year old. */
export const REFERRAL_COMPLETE_AFTER_YEARS = 1;
/** Seed 001 §9: the referral table shows 10 per page. */
export const REFERRALS_PER_PAGE = 10;

export type ReferralStatus = 'Pending' | 'Earning' | 'Complete';

/** The platform fees (net of refunded fees) of one account on one UTC day, in minor units of one currency. */
export interface FeeDay {
  /** yyyy-MM-dd. */
  day: string;
  platformFees: number;
}

export interface ReferralEarnings {
  /** The sum of `dates`, in minor units. */
  amountEarned: number;
  /** yyyy-MM-dd → the referrer's share of that day's fees; days whose share is nothing are left out. */
  dates: Record<string, number>;
}

/** The referrer's share of an amount of fees, rounded half away from zero to a whole minor unit. */
export function referralShare(platformFees: number): number {
  const share = (platformFees * REFERRAL_SHARE_PERCENT) / 100;
  return Math.sign(share) * Math.round(Math.abs(share)) || 0;
}

/** What a referrer earned from one account in one currency, day by day. */
export function referralEarnings(days: readonly FeeDay[]): ReferralEarnings {
  const dates: Record<string, number> = {};
  for (const { day, platformFees } of [...days].sort((a, b) => a.day.localeCompare(b.day))) {
    const share = referralShare(platformFees);
    if (share !== 0) dates[day] = (dates[day] ?? 0) + share;
  }
  return { amountEarned: Object.values(dates).reduce((sum, amount) => sum + amount, 0), dates };
}

/**
 * Pending: nothing earned yet. Complete: the first earning's day lies more than a year before today (UTC), or
 * the earnings reached REFERRAL_COMPLETE_TOTAL in major units. Otherwise Earning.
 */
export function referralStatus(earnings: ReferralEarnings, currency: Currency, now: Date): ReferralStatus {
  const [first] = Object.keys(earnings.dates).sort();
  if (first === undefined) return 'Pending';
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - REFERRAL_COMPLETE_AFTER_YEARS, now.getUTCMonth(), now.getUTCDate()));
  if (first < yearAgo.toISOString().slice(0, 10)) return 'Complete';
  if (earnings.amountEarned >= REFERRAL_COMPLETE_TOTAL * 10 ** CURRENCIES[currency].digits) return 'Complete';
  return 'Earning';
}
