import { randomUUID } from 'node:crypto';
import {
  subscriptionEventMetadata,
  type MembershipPayment,
  type SubscriptionEvent,
  type SubscriptionSnapshot,
} from '../../src/membership/contracts/subscription-events.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import type { TestApp } from './app.js';

/** A membership of `owner` as the subscription events carry it: a $10 monthly tier unless told otherwise. */
export function membership(owner: { id: string; username: string }, overrides: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot {
  return {
    subscriptionId: randomUUID(),
    ownerId: owner.id,
    ownerUsername: owner.username,
    tierId: randomUUID(),
    tierName: 'Gold',
    priceId: randomUUID(),
    amount: 1000,
    currency: 'usd',
    interval: 'month',
    member: { userId: null, name: 'Ada Lovelace', email: 'ada@example.com' },
    source: 'stripe',
    providerSubscriptionId: `sub_${randomUUID().slice(0, 8)}`,
    status: 'active',
    startsAt: '2026-10-01T10:00:00.000Z',
    expiresAt: '2026-11-01T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

/** A payment of the subscription's price with the platform's 5% (rounded half up) and the provider's fee. */
export const membershipPayment = (subscription: SubscriptionSnapshot, paidAt: string, providerFee = 59): MembershipPayment => ({
  paymentId: randomUUID(),
  providerPaymentId: `in_${randomUUID().slice(0, 8)}`,
  amount: subscription.amount,
  platformFee: Math.floor((subscription.amount * 5) / 100 + 0.5),
  providerFee,
  currency: subscription.currency,
  paidAt,
});

/** Appends subscription events to the subscription's stream through the app's event store, as the decider would. */
export async function appendSubscriptionEvents(t: TestApp, subscriptionId: string, events: SubscriptionEvent[]): Promise<void> {
  await t.app.get(EventStore).appendToStream(
    `subscription-${subscriptionId}`,
    events.map((event) => ({ ...event, metadata: subscriptionEventMetadata(event.type) })),
    { expectedRevision: 'any' },
  );
}
