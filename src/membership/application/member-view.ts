import type { Currency } from '../../shared/money.js';
import type { PriceInterval } from '../domain/membership-rules.js';
import type { SubscriptionSnapshot, SubscriptionSource } from '../domain/subscription.js';
import { displayStatus, type DisplayStatus, type MemberFilter, type MemberStatus } from '../domain/member-status.js';

/** A member as the owner's Members tab shows it (seed 002 §3 Member). */
export interface MemberView {
  id: string;
  userId: string | null;
  userName: string;
  userEmail: string;
  tierId: string;
  tierName: string;
  priceId: string;
  priceAmount: number;
  priceInterval: PriceInterval;
  currency: Currency;
  status: MemberStatus;
  displayStatus: DisplayStatus;
  startsAt: string;
  expiresAt: string | null;
  /** Renews by itself at the period's end (a provider subscription that is not cancelled). */
  autoRenew: boolean;
  stripeSubscription: string | null;
  addedManually: boolean;
  /** The patron's key in reporting (/reporting/patrons/{key}): the user's id, or the e-mail. */
  patronKey: string;
}

export interface MembersPage {
  data: MemberView[];
  page: number;
  perPage: number;
  totalCount: number;
}

export interface MemberSearch {
  query?: string;
  tierId?: string;
  status: MemberFilter;
}

/** A member row as stored in the read model (`membership.members`, with the tier's current name). */
export interface MemberRecord {
  subscriptionId: string;
  ownerId: string;
  tierId: string;
  tierName: string;
  priceId: string;
  userId: string | null;
  userName: string;
  userEmail: string;
  status: MemberStatus;
  source: SubscriptionSource;
  providerSubscriptionId: string | null;
  amount: number;
  currency: Currency;
  interval: PriceInterval;
  startsAt: string;
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
}

export function memberView(record: MemberRecord, now: Date): MemberView {
  const provider = record.source !== 'manual';
  return {
    id: record.subscriptionId,
    userId: record.userId,
    userName: record.userName,
    userEmail: record.userEmail,
    tierId: record.tierId,
    tierName: record.tierName,
    priceId: record.priceId,
    priceAmount: record.amount,
    priceInterval: record.interval,
    currency: record.currency,
    status: record.status,
    displayStatus: displayStatus(record.status, record.expiresAt, now),
    startsAt: record.startsAt,
    expiresAt: record.expiresAt,
    autoRenew: provider && !record.cancelAtPeriodEnd && (record.status === 'active' || record.status === 'past_due'),
    stripeSubscription: provider ? record.providerSubscriptionId : null,
    addedManually: !provider,
    patronKey: record.userId ?? record.userEmail,
  };
}

/** The record a snapshot makes (what the projection writes), so a command can answer before the projection runs. */
export const recordOf = (s: SubscriptionSnapshot): MemberRecord => ({
  subscriptionId: s.subscriptionId,
  ownerId: s.ownerId,
  tierId: s.tierId,
  tierName: s.tierName,
  priceId: s.priceId,
  userId: s.member.userId,
  userName: s.member.name,
  userEmail: s.member.email,
  status: s.status,
  source: s.source,
  providerSubscriptionId: s.providerSubscriptionId,
  amount: s.amount,
  currency: s.currency,
  interval: s.interval,
  startsAt: s.startsAt,
  expiresAt: s.expiresAt,
  cancelAtPeriodEnd: s.cancelAtPeriodEnd,
});

/** URL the browser form posts to for the provider's portal (members added manually have none). */
export const MANAGE_URL = '/membership_subscriptions/manage';

/** A buyer's membership with one owner (seed 002 §3 Membership of a user). */
export interface MembershipView {
  subscriptionId: string;
  tierId: string;
  priceId: string;
  priceAmount: number;
  priceInterval: PriceInterval;
  currency: Currency;
  stripeSubscription: string | null;
  manageUrl: string | null;
  ownerId: string;
  userId: string | null;
  status: MemberStatus;
  expiresAt: string | null;
}

export const membershipView = (r: MemberRecord): MembershipView => ({
  subscriptionId: r.subscriptionId,
  tierId: r.tierId,
  priceId: r.priceId,
  priceAmount: r.amount,
  priceInterval: r.interval,
  currency: r.currency,
  stripeSubscription: r.source === 'manual' ? null : r.providerSubscriptionId,
  manageUrl: r.source === 'manual' ? null : MANAGE_URL,
  ownerId: r.ownerId,
  userId: r.userId,
  status: r.status,
  expiresAt: r.expiresAt,
});

export interface SubscriptionOwner {
  id: string;
  type: 'User' | 'School';
  username: string;
  name: string;
  avatar: string | null;
  /** The owner's public contact e-mail, or the account's, for the contact-the-owner modal. */
  email: string;
}

/** One row of a buyer's subscriptions page. */
export interface SubscriptionRowView {
  id: string;
  status: MemberStatus;
  displayStatus: DisplayStatus;
  expiresAt: string | null;
  addedManually: boolean;
  manageUrl: string | null;
  owner: SubscriptionOwner;
  tier: { name: string; amount: number; interval: PriceInterval; currency: Currency };
  stripeSubscription: string | null;
}
