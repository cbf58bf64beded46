/**
 * What the payment provider told about one subscription, in the provider's neutral terms: the billing
 * adapters (Stripe webhooks, the demo gateway) turn each of their events into these facts, and the
 * Subscription decides what they change.
 */
export interface BillingFacts {
  /** The provider's event id (duplicates change nothing). */
  eventId: string;
  /** The provider's event time (older news than what was applied changes nothing). */
  occurredAt: string;
  source: 'stripe' | 'demo';
  /** sub_… or demo_sub_… */
  providerSubscriptionId: string;
  /** The provider account the subscription lives on (Stripe's connected account); absent in the demo. */
  providerAccount?: string;
  /** The current tier and price (ours), and the subscriber. */
  ownerId: string;
  tierId: string;
  priceId: string;
  userId: string;
  change:
    | {
        kind: 'subscription';
        status: 'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired';
        currentPeriodEnd: string;
        cancelAtPeriodEnd: boolean;
      }
    | { kind: 'payment_succeeded'; providerPaymentId: string; amount: number; currency: string; periodEnd: string; firstPayment: boolean; providerFee: number }
    | { kind: 'payment_failed'; providerPaymentId: string }
    | { kind: 'deleted'; endedAt: string };
}
