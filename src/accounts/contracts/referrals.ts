import type { Currency } from '../../shared/money.js';

/** An account a referrer brought: it signed up through their referral link, or a person who did created it. */
export interface ReferredAccount {
  id: string;
  name: string;
  username: string;
  /** The account's currency setting (what its new ticket types are priced in). */
  currency: Currency;
  /** When the account was made (it is referred from its first moment). */
  referredAt: Date;
}

/** Port: who referred whom; the accounts context answers. */
export abstract class Referrals {
  /** The accounts this profile referred, closed ones included (their sales were made), newest first. */
  abstract referredAccounts(referrerId: string): Promise<ReferredAccount[]>;
}

/** The referral link of a username, after the site's address: the sign-up page, which keeps `ref` through the sign-up form. */
export const referralPath = (username: string) => `/auth?ref=${encodeURIComponent(username)}`;
