import type { SubscriptionStatus } from './subscription.js';

/**
 * Seed 002 §4: the status a member row shows, derived from the stored status and the expiry, and the
 * members list's status filter.
 */

/** A member's stored status: its subscription's. */
export type MemberStatus = SubscriptionStatus;
export type DisplayStatus = MemberStatus | 'renews' | 'expires';

export const DISPLAY_STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = {
  active: 'Active',
  renews: 'Renews',
  expires: 'Expires',
  expired: 'Expired',
  invited: 'Invited',
  past_due: 'Past due',
  canceled: 'Canceled',
};

export const MEMBER_STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  expired: 'Expired',
  invited: 'Invited',
};

/**
 * Active with an expiry renews; canceled with a future expiry expires; anything else not active with a
 * past expiry is expired; otherwise an expiry means invited; otherwise the status itself.
 */
export function displayStatus(status: MemberStatus, expiresAt: string | null, now: Date): DisplayStatus {
  if (!expiresAt) return status;
  const future = Date.parse(expiresAt) > now.getTime();
  if (status === 'active') return 'renews';
  if (status === 'canceled' && future) return 'expires';
  if (!future) return 'expired';
  return 'invited';
}

export const MEMBER_FILTERS = ['all', 'active', 'invited', 'expired'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_FILTER_LABELS: Readonly<Record<MemberFilter, string>> = { all: 'All', active: 'Active', invited: 'Invited', expired: 'Expired' };

/** The display statuses each filter shows: active (active or renews), invited, expired (expired or canceled, also while it runs out). */
export const FILTER_DISPLAY_STATUSES: Readonly<Record<Exclude<MemberFilter, 'all'>, readonly DisplayStatus[]>> = {
  active: ['active', 'renews'],
  invited: ['invited'],
  expired: ['expired', 'expires', 'canceled'],
};
