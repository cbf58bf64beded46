import type { ProfileSummary } from '../../accounts/contracts/profile-directory.js';

/** Facade: what viewers donated to videos, for the media context's management list. */
export abstract class VideoDonations {
  /** The sum of the paid donations to each of these videos, in minor units of its owner's currency (videos without any are absent). */
  abstract totals(videoIds: readonly string[]): Promise<Map<string, number>>;
}

/**
 * The one rule of whether a video's owner takes donations: when they can take payments, as for paid tickets.
 * Answers the connected account donations are paid into, or null when donations are off.
 */
export const donationAccount = (owner: Pick<ProfileSummary, 'paymentsEnabled' | 'paymentAccount'>): string | null => (owner.paymentsEnabled ? owner.paymentAccount : null);
