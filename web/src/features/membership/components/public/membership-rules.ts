import * as schemas from '../../../../lib/api/contract.gen';
import { membershipPagePath, profilePath } from '../../format';
import type { ProfileType, PublicTier, ViewerMembership } from '../../api/public';

export const PUBLIC_MEMBERSHIP_MESSAGES = {
  /** What the API answers for a missing profile (404). */
  notFound: schemas.ProfileResponse['x-messages'].profileNotFound,
  loadFailed: 'We are having trouble loading all the content on this page. Please try again.',
  notSetUp: (name: string) => `${name} hasn't set up memberships yet.`,
  heading: 'Choose your membership',
  currentPlan: 'Your current plan',
  addedManually: 'Added Manually',
  errorTitle: 'Error!',
  processingTitle: 'Processing...',
  claimedTitle: 'Membership added',
  claimed: 'This membership is now linked to your account.',
  redirecting: 'Redirecting you to checkout…',
} as const;

/** Ticket types a card lists before 'See more' (seed 002 §9). */
export const TICKETS_SHOWN = 10;
/** The membership redirect screen posts to the provider after this delay (seed 002 §9). */
export const REDIRECT_DELAY_MS = 2000;

/**
 * The checkout redirect screen for one price. `back` is where the provider returns to (a membership page path);
 * it is only added when it is not the public membership page, the default.
 */
export function subscribeRedirectPath(type: ProfileType, username: string, priceId: string, ownerId: string, back?: string): string {
  const path = `${profilePath(type, username)}/redirect_stripe/${priceId}/${ownerId}`;
  return back && back !== membershipPagePath(type, username) ? `${path}?redirect_to=${encodeURIComponent(back)}` : path;
}

/** Private ids are uuids; anything else in the address cannot match one, so it is not sent. */
export const privateIdOf = (value: string | undefined) => (value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : undefined);

/** Only active memberships make a tier the viewer's current plan (seed 002 §2.2). */
export const currentMemberships = (memberships: readonly ViewerMembership[]) => memberships.filter((m) => m.status === 'active');

/** Tier cards in the owner's order, the viewer's current tiers first. */
export function sortTiers<T extends Pick<PublicTier, 'id' | 'position'>>(tiers: readonly T[], current: readonly Pick<ViewerMembership, 'tierId'>[]): T[] {
  const held = new Set(current.map((m) => m.tierId));
  return [...tiers].sort((a, b) => Number(held.has(b.id)) - Number(held.has(a.id)) || a.position - b.position);
}
