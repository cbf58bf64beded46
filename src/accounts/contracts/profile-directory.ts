import type { Currency } from '../../shared/money.js';

/** What other contexts may know of profiles (owners): the accounts context answers through this port. */
export interface ProfileSummary {
  id: string;
  name: string;
  username: string;
  type: 'User' | 'School';
  avatar: string | null;
  /** A payment account is connected and may charge cards, so paid tickets can be sold. */
  paymentsEnabled: boolean;
  /** The connected payment account (Stripe account id) that receives the owner's payouts. */
  paymentAccount: string | null;
  /** The owner's currency setting (what new memberships are priced in). */
  currency: Currency;
  /** The owner's analytics ids (account settings), for the tracking pixels of their event pages and checkout. */
  tracking: OwnerTracking;
}

/** Each null when the owner has not set it. */
export interface OwnerTracking {
  googleAnalyticsId: string | null;
  metaPixelId: string | null;
  googleTagManagerContainerId: string | null;
}

export abstract class ProfileDirectory {
  abstract findByIds(ids: readonly string[]): Promise<ProfileSummary[]>;
  /** The open (not deleted) profile with this username, in any case; null when there is none. */
  abstract findByUsername(username: string): Promise<ProfileSummary | null>;
  /** The sign-in e-mail of a user account (lowercase), or null when there is no such user. */
  abstract accountEmail(userId: string): Promise<string | null>;
  /** The display names of the open user accounts that sign in with these e-mails (lowercase), by e-mail; addresses without one are left out. */
  abstract accountNames(emails: readonly string[]): Promise<Map<string, string>>;
}
