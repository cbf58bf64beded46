import { publishedEventVersions, type StoredEvent, type Upcasters } from '../../shared/event-store/published-events.js';
import type { Currency } from '../../shared/money.js';

/**
 * The subscription events other contexts read from the global feed (reporting, integrations, e-mails): a
 * published contract, declared apart from the decider's own types. Each type has a version, stored in the
 * event's `metadata.schemaVersion` when it is appended (absent: version 1). Read stored events with
 * `readSubscriptionEvent`, which brings an older version up to the current shape.
 *
 * Changing a shape: give the type its next version in SUBSCRIPTION_EVENT_VERSIONS, keep the old shape as
 * a type, add the upcaster from it to UPCASTERS, and test that an event stored in the old shape still reads.
 */

export type SubscriptionSource = 'stripe' | 'demo' | 'manual';
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'expired' | 'invited';
export type PriceInterval = 'month' | 'year';

/** A membership as it is after an event: self-contained for reports, messages and webhooks. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  ownerId: string;
  ownerUsername: string;
  tierId: string;
  tierName: string;
  priceId: string;
  /** The price in minor units of `currency`. */
  amount: number;
  currency: Currency;
  interval: PriceInterval;
  member: { userId: string | null; name: string; email: string };
  source: SubscriptionSource;
  providerSubscriptionId: string | null;
  status: SubscriptionStatus;
  /** ISO */
  startsAt: string;
  /** The current period's end; for a member added manually the chosen expiry or null. */
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
}

/** One payment of a membership, in minor units of `currency`. */
export interface MembershipPayment {
  /** A uuid v5 of `providerPaymentId`. */
  paymentId: string;
  providerPaymentId: string | null;
  amount: number;
  /** The platform's application fee (MEMBERSHIP_FEE_PERCENT of the amount, rounded half up). */
  platformFee: number;
  providerFee: number;
  currency: Currency;
  paidAt: string;
}

/** Every event may name the provider's event it came from (absent for the owner's own changes). */
interface FromProvider {
  providerEventId?: string;
}

/** Webhook membership.subscription.created (members added manually too: payment null, status invited). */
export interface SubscriptionStarted extends FromProvider {
  subscription: SubscriptionSnapshot;
  payment: MembershipPayment | null;
  occurredAt: string;
}
/** A paid period (webhook membership.subscription.updated). */
export interface SubscriptionRenewed extends FromProvider {
  subscription: SubscriptionSnapshot;
  payment: MembershipPayment;
  occurredAt: string;
}
/** Another tier or price, or the owner's edit of a member added manually (updated). */
export interface SubscriptionChanged extends FromProvider {
  subscription: SubscriptionSnapshot;
  previous: { tierId: string; priceId: string };
  occurredAt: string;
}
/** Payment failed: past due (updated); resumed: active again, or no longer ending at the period's end (updated). */
export interface SubscriptionUpdated extends FromProvider {
  subscription: SubscriptionSnapshot;
  occurredAt: string;
}
/** Ends at `subscription.expiresAt` (webhook membership.subscription.cancelled). */
export type SubscriptionCancelled = SubscriptionUpdated;
/** Over: the period ended, or the owner removed a member added manually (webhook membership.subscription.expired). */
export interface SubscriptionExpired extends FromProvider {
  subscription: SubscriptionSnapshot;
  reason: 'ended' | 'removed';
  occurredAt: string;
}

/** The published subscription events, each in its current version; `subscription` is the snapshot after the event. */
export type SubscriptionEvent =
  | { type: 'SubscriptionStarted'; data: SubscriptionStarted }
  | { type: 'SubscriptionRenewed'; data: SubscriptionRenewed }
  | { type: 'SubscriptionChanged'; data: SubscriptionChanged }
  | { type: 'SubscriptionPaymentFailed'; data: SubscriptionUpdated }
  | { type: 'SubscriptionResumed'; data: SubscriptionUpdated }
  | { type: 'SubscriptionCancelled'; data: SubscriptionCancelled }
  | { type: 'SubscriptionExpired'; data: SubscriptionExpired };

export type SubscriptionEventType = SubscriptionEvent['type'];

/** The current version of each published type. */
export const SUBSCRIPTION_EVENT_VERSIONS: Readonly<Record<SubscriptionEventType, number>> = {
  SubscriptionStarted: 1,
  SubscriptionRenewed: 1,
  SubscriptionChanged: 1,
  SubscriptionPaymentFailed: 1,
  SubscriptionResumed: 1,
  SubscriptionCancelled: 1,
  SubscriptionExpired: 1,
};

export const MEMBERSHIP_EVENT_TYPES = Object.keys(SUBSCRIPTION_EVENT_VERSIONS) as readonly SubscriptionEventType[];

/** Per type, the upcaster of each older version n: turns data of version n into data of version n + 1. */
const UPCASTERS: Upcasters<SubscriptionEventType> = {};

const versions = publishedEventVersions('subscription', SUBSCRIPTION_EVENT_VERSIONS, UPCASTERS);

export const isPublishedSubscriptionEvent = versions.isPublished;

/** The metadata to append with an event of a published type: its current version. */
export const subscriptionEventMetadata = versions.metadata;

/**
 * A stored subscription event in its current shape, however old the version it was stored in. Throws for
 * a type outside the contract and for a version newer than this code knows.
 */
export const readSubscriptionEvent = (stored: StoredEvent): SubscriptionEvent => versions.read(stored) as SubscriptionEvent;
