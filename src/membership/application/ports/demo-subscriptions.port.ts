/** A demo checkout of one price by one user (Limelight without Stripe: no money moves). */
export interface DemoSession {
  id: string;
  status: 'open' | 'complete';
  ownerId: string;
  tierId: string;
  priceId: string;
  userId: string;
  email: string;
  successUrl: string;
  cancelUrl: string;
}

export type DemoSubscriptionStatus = 'active' | 'past_due' | 'canceled';

/** A demo subscription as the provider would keep it. */
export interface DemoSubscription {
  /** demo_sub_… */
  id: string;
  ownerId: string;
  tierId: string;
  priceId: string;
  userId: string;
  status: DemoSubscriptionStatus;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When its last news was told: the next is told later, so that none reads as stale. */
  lastEventAt: Date;
}

/** Port: the demo gateway's checkout sessions and subscriptions, kept in PostgreSQL. */
export abstract class DemoSubscriptions {
  abstract session(id: string): Promise<DemoSession | null>;
  /** Marks the open session complete and stores its new subscription, once: null when the session was not open. */
  abstract completeSession(sessionId: string, subscription: DemoSubscription): Promise<DemoSubscription | null>;
  abstract subscription(id: string): Promise<DemoSubscription | null>;
  /** The user's demo subscriptions with the owner, newest first. */
  abstract subscriptionsOf(userId: string, ownerId: string): Promise<DemoSubscription[]>;
  abstract save(subscription: DemoSubscription): Promise<void>;
}
