import type { Currency } from '../../shared/money.js';
import type { BillingFacts } from './billing-facts.js';
import { MEMBER_MESSAGES } from './member-rules.js';
import { MEMBERSHIP_FEE_PERCENT, type PriceInterval } from './membership-rules.js';

/**
 * The subscription (a membership of one member in one of an owner's tiers): an event-sourced aggregate in
 * stream `subscription-<uuid>`, written as a pure decider. A provider subscription follows what the
 * payment provider reports (BillingFacts): each provider event counts once, news older than what was
 * applied changes nothing, and an expired subscription stays expired. A member added by hand is changed
 * and removed by the owner only.
 */
export const subscriptionStream = (subscriptionId: string) => `subscription-${subscriptionId}`;

/** The platform fee of a payment: rounded half up. */
export const membershipPlatformFee = (amount: number) => Math.floor((amount * MEMBERSHIP_FEE_PERCENT) / 100 + 0.5);

export type SubscriptionSource = 'stripe' | 'demo' | 'manual';
export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'expired' | 'invited';

/** The tier and price a member holds, as they are now. */
export interface TierPrice {
  tierId: string;
  tierName: string;
  priceId: string;
  amount: number;
  currency: Currency;
  interval: PriceInterval;
}

export interface SubscriptionSnapshot extends TierPrice {
  subscriptionId: string;
  ownerId: string;
  ownerUsername: string;
  member: { userId: string | null; name: string; email: string };
  source: SubscriptionSource;
  providerSubscriptionId: string | null;
  status: SubscriptionStatus;
  startsAt: string;
  expiresAt: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface MembershipPayment {
  paymentId: string;
  providerPaymentId: string | null;
  amount: number;
  platformFee: number;
  providerFee: number;
  currency: Currency;
  paidAt: string;
}

interface FromProvider {
  providerEventId?: string;
}

type Updated = { subscription: SubscriptionSnapshot; occurredAt: string } & FromProvider;

export type SubscriptionEvent =
  | { type: 'SubscriptionStarted'; data: Updated & { payment: MembershipPayment | null } }
  | { type: 'SubscriptionRenewed'; data: Updated & { payment: MembershipPayment } }
  | { type: 'SubscriptionChanged'; data: Updated & { previous: { tierId: string; priceId: string } } }
  | { type: 'SubscriptionPaymentFailed'; data: Updated }
  | { type: 'SubscriptionResumed'; data: Updated }
  | { type: 'SubscriptionCancelled'; data: Updated }
  | { type: 'SubscriptionExpired'; data: Updated & { reason: 'ended' | 'removed' } };

/** What the handler looked up for a provider event: the tier and price named, the owner, the subscriber. */
export interface BillingContext extends Omit<TierPrice, 'tierId' | 'priceId'> {
  ownerUsername: string;
  member: { userId: string; name: string; email: string };
}

export type SubscriptionCommand =
  | {
      type: 'AddMember';
      subscriptionId: string;
      ownerId: string;
      ownerUsername: string;
      tier: TierPrice;
      member: SubscriptionSnapshot['member'];
      expiresAt: string | null;
      now: string;
    }
  /** Absent fields stay; `expiresAt: null` removes the expiry. */
  | { type: 'ChangeMember'; tier?: TierPrice; name?: string; expiresAt?: string | null; now: string }
  | { type: 'RemoveMember'; now: string }
  /** Links a member added by hand to the account of whoever proved control of the invited address (the claim link). */
  | { type: 'LinkMember'; userId: string; now: string }
  /** `paymentId` is the uuid v5 of the provider's payment id (the handler computes it). */
  | { type: 'RecordBillingEvent'; subscriptionId: string; facts: BillingFacts; context: BillingContext; paymentId?: string };

export interface SubscriptionState {
  exists: boolean;
  snapshot: SubscriptionSnapshot | null;
  /** Provider events already applied. */
  providerEventIds: string[];
  /** Provider payments already recorded. */
  providerPaymentIds: string[];
  /** The time of the latest provider event applied. */
  lastOccurredAt: string | null;
}

export const initialState = (): SubscriptionState => ({ exists: false, snapshot: null, providerEventIds: [], providerPaymentIds: [], lastOccurredAt: null });

export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const { data } = event;
  const next: SubscriptionState = { ...state, exists: true, snapshot: data.subscription };
  if (data.providerEventId && !state.providerEventIds.includes(data.providerEventId)) next.providerEventIds = [...state.providerEventIds, data.providerEventId];
  if (data.providerEventId && (!state.lastOccurredAt || Date.parse(data.occurredAt) > Date.parse(state.lastOccurredAt))) next.lastOccurredAt = data.occurredAt;
  const payment = 'payment' in data ? data.payment : null;
  if (payment?.providerPaymentId) next.providerPaymentIds = [...state.providerPaymentIds, payment.providerPaymentId];
  return next;
}

export const fold = (events: readonly SubscriptionEvent[]) => events.reduce(evolve, initialState());

/** A command the subscription refuses; `kind` picks the HTTP status. */
export class SubscriptionRejected extends Error {
  constructor(
    message: string,
    readonly kind: 'not_found' | 'invalid',
  ) {
    super(message);
    this.name = 'SubscriptionRejected';
  }
}

/** Over for good: nothing changes an expired subscription. */
export const isExpired = (state: SubscriptionState) => state.snapshot?.status === 'expired';

export function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  switch (command.type) {
    case 'AddMember':
      return addMember(command, state);
    case 'ChangeMember':
      return changeMember(command, manualMember(state));
    case 'RemoveMember': {
      const current = manualMember(state);
      return [{ type: 'SubscriptionExpired', data: { subscription: { ...current, status: 'expired', expiresAt: command.now }, reason: 'removed', occurredAt: command.now } }];
    }
    case 'RecordBillingEvent':
      return recordBillingEvent(command, state);
    case 'LinkMember':
      return linkMember(command, state);
  }
}

function addMember(command: Extract<SubscriptionCommand, { type: 'AddMember' }>, state: SubscriptionState): SubscriptionEvent[] {
  if (state.exists) return [];
  const subscription: SubscriptionSnapshot = {
    subscriptionId: command.subscriptionId,
    ownerId: command.ownerId,
    ownerUsername: command.ownerUsername,
    ...command.tier,
    member: command.member,
    source: 'manual',
    providerSubscriptionId: null,
    status: 'invited',
    startsAt: command.now,
    expiresAt: command.expiresAt,
    cancelAtPeriodEnd: false,
  };
  return [{ type: 'SubscriptionStarted', data: { subscription, payment: null, occurredAt: command.now } }];
}

/** The member added by hand the owner acts on; a removed one is not found, a provider's is refused. */
function manualMember(state: SubscriptionState): SubscriptionSnapshot {
  const current = state.snapshot;
  if (!current || isExpired(state)) throw new SubscriptionRejected(MEMBER_MESSAGES.notFound, 'not_found');
  if (current.source !== 'manual') throw new SubscriptionRejected(MEMBER_MESSAGES.providerManaged, 'invalid');
  return current;
}

function changeMember(command: Extract<SubscriptionCommand, { type: 'ChangeMember' }>, current: SubscriptionSnapshot): SubscriptionEvent[] {
  const next: SubscriptionSnapshot = {
    ...current,
    ...(command.tier ?? {}),
    member: { ...current.member, name: command.name ?? current.member.name },
    expiresAt: command.expiresAt === undefined ? current.expiresAt : command.expiresAt,
  };
  if (JSON.stringify(next) === JSON.stringify(current)) return [];
  return [{ type: 'SubscriptionChanged', data: { subscription: next, previous: { tierId: current.tierId, priceId: current.priceId }, occurredAt: command.now } }];
}

/**
 * The invited member claims the membership: it counts for their account from now on. Only a member added
 * by hand that has not ended, once: the same account again changes nothing, another account is refused.
 */
function linkMember(command: Extract<SubscriptionCommand, { type: 'LinkMember' }>, state: SubscriptionState): SubscriptionEvent[] {
  const current = state.snapshot;
  if (!current || current.source !== 'manual') throw new SubscriptionRejected(MEMBER_MESSAGES.claimInvalid, 'invalid');
  const ended = isExpired(state) || (current.expiresAt !== null && Date.parse(current.expiresAt) <= Date.parse(command.now));
  if (ended) throw new SubscriptionRejected(MEMBER_MESSAGES.claimEnded, 'invalid');
  if (current.member.userId === command.userId) return [];
  if (current.member.userId !== null) throw new SubscriptionRejected(MEMBER_MESSAGES.claimTaken, 'invalid');
  const subscription: SubscriptionSnapshot = { ...current, member: { ...current.member, userId: command.userId } };
  return [{ type: 'SubscriptionChanged', data: { subscription, previous: { tierId: current.tierId, priceId: current.priceId }, occurredAt: command.now } }];
}

const later = (a: string | null, b: string) => (a && Date.parse(a) >= Date.parse(b) ? a : b);

function recordBillingEvent(command: Extract<SubscriptionCommand, { type: 'RecordBillingEvent' }>, state: SubscriptionState): SubscriptionEvent[] {
  const { facts, context } = command;
  if (isExpired(state) || state.providerEventIds.includes(facts.eventId)) return [];
  const { change } = facts;
  // News older than what was applied changes nothing, but a payment is recorded whenever it arrives (once).
  const stale = state.lastOccurredAt !== null && Date.parse(facts.occurredAt) < Date.parse(state.lastOccurredAt);
  if (stale && change.kind !== 'payment_succeeded') return [];
  const at = { occurredAt: facts.occurredAt, providerEventId: facts.eventId };
  // The tier and price the provider names now, with the subscriber as the accounts know them.
  const plan = {
    ownerUsername: context.ownerUsername,
    tierId: facts.tierId,
    tierName: context.tierName,
    priceId: facts.priceId,
    amount: context.amount,
    currency: context.currency,
    interval: context.interval,
    member: context.member,
  };
  const paymentOf = (c: Extract<BillingFacts['change'], { kind: 'payment_succeeded' }>): MembershipPayment => ({
    paymentId: command.paymentId ?? c.providerPaymentId,
    providerPaymentId: c.providerPaymentId,
    amount: c.amount,
    platformFee: membershipPlatformFee(c.amount),
    providerFee: c.providerFee,
    currency: context.currency,
    paidAt: facts.occurredAt,
  });

  const current = state.snapshot;
  if (!current) {
    // Created by the first sign of a live subscription: active (or trialing), or its first payment.
    const started = (expiresAt: string, cancelAtPeriodEnd: boolean): SubscriptionSnapshot => ({
      subscriptionId: command.subscriptionId,
      ownerId: facts.ownerId,
      ...plan,
      source: facts.source,
      providerSubscriptionId: facts.providerSubscriptionId,
      status: cancelAtPeriodEnd ? 'canceled' : 'active',
      startsAt: facts.occurredAt,
      expiresAt,
      cancelAtPeriodEnd,
    });
    if (change.kind === 'subscription' && (change.status === 'active' || change.status === 'trialing')) {
      return [{ type: 'SubscriptionStarted', data: { subscription: started(change.currentPeriodEnd, change.cancelAtPeriodEnd), payment: null, ...at } }];
    }
    if (change.kind === 'payment_succeeded') {
      return [{ type: 'SubscriptionStarted', data: { subscription: started(change.periodEnd, false), payment: paymentOf(change), ...at } }];
    }
    return [];
  }

  switch (change.kind) {
    case 'deleted':
      return [{ type: 'SubscriptionExpired', data: { subscription: { ...current, status: 'expired', expiresAt: change.endedAt, cancelAtPeriodEnd: false }, reason: 'ended', ...at } }];
    case 'payment_succeeded': {
      // Each payment counts once; it pays up to its period's end (the later of the two). A late one leaves the status as newer news set it.
      if (state.providerPaymentIds.includes(change.providerPaymentId)) return [];
      // Paid up again: active, or still ending at the period's end when that was asked for.
      const status = current.status === 'past_due' && !stale ? (current.cancelAtPeriodEnd ? 'canceled' : 'active') : current.status;
      const subscription: SubscriptionSnapshot = { ...current, status, expiresAt: later(current.expiresAt, change.periodEnd) };
      return [{ type: 'SubscriptionRenewed', data: { subscription, payment: paymentOf(change), ...at } }];
    }
    case 'payment_failed':
      if (current.status === 'past_due') return [];
      return [{ type: 'SubscriptionPaymentFailed', data: { subscription: { ...current, status: 'past_due' }, ...at } }];
    case 'subscription':
      return subscriptionChanged(current, change, plan, at);
  }
}

function subscriptionChanged(
  current: SubscriptionSnapshot,
  change: Extract<BillingFacts['change'], { kind: 'subscription' }>,
  plan: Pick<SubscriptionSnapshot, 'ownerUsername' | 'tierId' | 'tierName' | 'priceId' | 'amount' | 'currency' | 'interval' | 'member'>,
  at: { occurredAt: string; providerEventId: string },
): SubscriptionEvent[] {
  if (change.status === 'canceled') {
    // Canceled at or after the period's end: over. Before it: it runs out then.
    if (Date.parse(at.occurredAt) >= Date.parse(change.currentPeriodEnd)) {
      return [{ type: 'SubscriptionExpired', data: { subscription: { ...current, status: 'expired', expiresAt: change.currentPeriodEnd, cancelAtPeriodEnd: false }, reason: 'ended', ...at } }];
    }
    if (current.status === 'canceled') return [];
    return [{ type: 'SubscriptionCancelled', data: { subscription: { ...current, status: 'canceled', expiresAt: change.currentPeriodEnd, cancelAtPeriodEnd: true }, ...at } }];
  }
  if (change.status === 'incomplete' || change.status === 'incomplete_expired') return [];
  const events: SubscriptionEvent[] = [];
  let snapshot = current;
  if (plan.tierId !== current.tierId || plan.priceId !== current.priceId) {
    snapshot = { ...snapshot, ...plan };
    events.push({ type: 'SubscriptionChanged', data: { subscription: snapshot, previous: { tierId: current.tierId, priceId: current.priceId }, ...at } });
  }
  const pastDue = change.status === 'past_due' || change.status === 'unpaid';
  if (pastDue && snapshot.status !== 'past_due') {
    snapshot = { ...snapshot, status: 'past_due' };
    events.push({ type: 'SubscriptionPaymentFailed', data: { subscription: snapshot, ...at } });
  }
  // Ending at the period's end: newly asked for, or paid up again while it was asked for.
  if (change.cancelAtPeriodEnd && (!snapshot.cancelAtPeriodEnd || (!pastDue && snapshot.status !== 'canceled'))) {
    snapshot = { ...snapshot, status: 'canceled', cancelAtPeriodEnd: true, expiresAt: change.currentPeriodEnd };
    events.push({ type: 'SubscriptionCancelled', data: { subscription: snapshot, ...at } });
  } else if (!change.cancelAtPeriodEnd && !pastDue && (snapshot.cancelAtPeriodEnd || snapshot.status !== 'active')) {
    // No longer ending at the period's end, or paid up again.
    snapshot = { ...snapshot, status: 'active', cancelAtPeriodEnd: false, expiresAt: later(snapshot.expiresAt, change.currentPeriodEnd) };
    events.push({ type: 'SubscriptionResumed', data: { subscription: snapshot, ...at } });
  }
  return events;
}
