import { formatMoney } from '../../lib/money';
import { profilePath as sharedProfilePath } from '../../lib/profile-path';

/** '$20 / month', '$20.50 / year': the seeds' prices (2 decimals, an integer when whole) with their interval. */
export const formatPlan = (amount: number, currency: string, interval: string) => `${formatMoney(amount, currency)} / ${interval}`;

/** Seed 002 §2.2: 'Limited (N of M remaining)' for a tier with a subscriptions limit, else nothing. */
export const capacityText = (tier: { validSubscriptionsLimit: number | null; remaining: number | null }) =>
  tier.validSubscriptionsLimit === null ? null : `Limited (${tier.remaining ?? 0} of ${tier.validSubscriptionsLimit} remaining)`;

/** A profile's page: /p/ for a user, /o/ for an organization (the API spells the type 'user' or 'User' by call). */
export const profilePath = (type: string, username: string) => sharedProfilePath({ type, username });

/** The public membership page; the private address adds the owner's private id. */
export const membershipPagePath = (type: string, username: string, privateUuid?: string | null) =>
  `${profilePath(type, username)}/membership${privateUuid ? `/${privateUuid}` : ''}`;

/** A path of this site ('/…', not '//host' or '/\host'), or undefined: only those are followed. */
export const sameSitePath = (value: unknown): string | undefined =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : undefined;
