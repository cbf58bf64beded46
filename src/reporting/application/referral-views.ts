import type { Currency } from '../../shared/money.js';
import type { ReferralStatus } from '../domain/referral-earnings.js';

/** The platform fees of one referred account on one UTC day in one currency (net of refunded fees), from the revenue facts. */
export interface ReferralFeeDay {
  ownerId: string;
  currency: Currency;
  /** yyyy-MM-dd. */
  day: string;
  platformFees: number;
}

/** Seed 001 §3 "Referral row": one referred account (one row per currency it earned in). */
export interface ReferralRow {
  referredAccountUuid: string;
  referredAccountName: string;
  /** Minor units of `currency`. */
  amountEarned: number;
  currency: Currency;
  /** yyyy-MM-dd → what was earned that day (minor units). */
  dates: Record<string, number>;
  status: ReferralStatus;
}

export interface ReferralsPage {
  data: ReferralRow[];
  totalCount: number;
  page: number;
  perPage: number;
  /** The referrer's link: the sign-up page with their username. */
  referralLink: string;
}
