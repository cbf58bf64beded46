import type { Currency } from '../../shared/money.js';

/** A payment to a referrer for the accounts they brought, recorded by a site admin (the money moves outside Limelight). */
export interface ReferralPayout {
  id: string;
  referrerId: string;
  /** Minor units of `currency`, at least 1. */
  amount: number;
  currency: Currency;
  paidAt: Date;
}

/** What the admin action log calls recording a referral payout (detail: payoutId, amount, currency). */
export const REFERRAL_PAYOUT_ACTION = 'referral_payout.recorded';

/** Seed 001 §9: the referral tracker's payout table shows 10 per page. */
export const REFERRAL_PAYOUTS_PER_PAGE = 10;

export const REFERRAL_PAYOUT_MESSAGES = {
  accountId: 'accountId is required',
  amount: 'amount must be a whole number of minor units, at least 1',
  currency: 'currency must be one of the supported currencies',
} as const;
