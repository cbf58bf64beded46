import type { PriceInterval } from './membership-rules.js';

/** Subscribing through the payment provider and managing the subscription there (seed 002 §2.1, §7.1). */
export const SUBSCRIBE_MESSAGES = {
  full: 'This membership is full',
  priceUnavailable: 'This price is not available',
  paymentsOff: 'Memberships of this profile are not available yet',
  otherUser: 'You can only subscribe for yourself',
  alreadyMember: 'You are already a member of this tier',
  /** The Processing modal after the provider's checkout. */
  thanks: 'Thanks for subscribing! Your membership will show here as soon as the payment is confirmed.',
  noSubscription: 'You have no membership of this profile to manage',
  subscriptionNotFound: 'Subscription not found',
  sessionNotFound: 'Checkout session not found',
  sessionComplete: 'This checkout is already complete',
  subscriptionEnded: 'This subscription has ended',
  notYours: 'Only the subscriber can change this subscription',
} as const;

/**
 * Where a browser form may send the visitor back: a path of this site only ('/…' but not '//…' or '/\…',
 * which browsers read as another host); anything else becomes '/'.
 */
export function sameSitePath(candidate: unknown): string {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // Whitespace and control characters have no place in a path (browsers drop some, changing its meaning).
  if ([...candidate].some((c) => c.charCodeAt(0) < 0x20 || /\s/.test(c))) return '/';
  return candidate;
}

/** `path` with one more query parameter (before any `#fragment`, which the server never sees). */
export function withQuery(path: string, name: string, value: string): string {
  const hash = path.indexOf('#');
  const [base, fragment] = hash < 0 ? [path, ''] : [path.slice(0, hash), path.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}${fragment}`;
}

/** The end of the billing period that starts at `from` (the same day of the next month or year; month ends clamp). */
export function periodEnd(from: Date, interval: PriceInterval): Date {
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
