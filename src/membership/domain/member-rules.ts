import { PRICE_INTERVALS, type PriceInterval } from './membership-rules.js';

/** Seed 002 §5: the owner's member form (members added by hand). */
export const MEMBER_MESSAGES = {
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email',
  tierRequired: 'Tier is required',
  intervalRequired: 'Price interval is required',
  noPrice: (interval: string) => `This tier has no ${interval} price`,
  notFound: 'Member not found',
  providerManaged: 'This member subscribed through Stripe and manages their membership there',
  alreadyMember: 'This person is already a member of this tier',
  invalidExpiry: 'Expiry must be a date',
  tierNotFound: 'Tier not found',
  notYours: 'You can only see your own subscriptions',
  // Claiming the membership of an invitation (the link in the invitation e-mail).
  claimInvalid: 'This invitation link is not valid',
  claimEnded: 'This membership has ended',
  claimTaken: 'This membership belongs to another account',
} as const;

export const NAME_MAX = 200;
export const EMAIL_MAX = 320;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: unknown): value is string => typeof value === 'string' && value.length <= EMAIL_MAX && EMAIL.test(value.trim());

/** A blank or missing name is none. */
export const cleanName = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, NAME_MAX) : null);

export const isInterval = (value: unknown): value is PriceInterval => typeof value === 'string' && (PRICE_INTERVALS as readonly string[]).includes(value);

/**
 * An expiry as sent: absent (undefined), none (null or ''), or a date; `false` when it is not a date, or
 * lies outside the years 0–9999 (which the stores cannot keep).
 */
export function parseExpiry(value: unknown): string | null | undefined | false {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const iso = new Date(time).toISOString();
  return /^\d{4}-/.test(iso) ? iso : false;
}
