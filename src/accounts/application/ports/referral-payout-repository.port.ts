import type { Currency } from '../../../shared/money.js';
import type { ReferralPayout } from '../../domain/referrals.js';

/** A site admin recording a referral payout. */
export interface NewReferralPayout {
  referrerId: string;
  amount: number;
  currency: Currency;
  /** The site admin, recorded in the admin action log. */
  actorId: string;
}

/** Port: referral payouts, each recorded with the admin action that made it. */
export abstract class ReferralPayoutRepository {
  /** Records the payout and its admin action (REFERRAL_PAYOUT_ACTION) in one transaction; null when there is no such account. */
  abstract record(payout: NewReferralPayout): Promise<ReferralPayout | null>;
}
