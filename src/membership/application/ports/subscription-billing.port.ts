import type { BillingFacts } from '../../domain/billing-facts.js';
import type { TierPrice } from '../../domain/subscription.js';

/** A tier's price as the payment provider bills it (money in minor units of the tier's currency). */
export interface BillingPlan extends TierPrice {
  ownerId: string;
  /** The provider's product of the tier and price of the price, once made, and the connected account they were made on. */
  providerProductId: string | null;
  providerPriceId: string | null;
  providerAccountId: string | null;
}

export interface CheckoutRequest {
  plan: BillingPlan;
  /** What `ensurePrice` answered. */
  providerPriceId: string | null;
  /** The owner's connected payment account, which receives the payments. */
  connectedAccount: string;
  userId: string;
  email: string;
  /** Paths of this site the provider sends the subscriber back to (made absolute by the adapter). */
  successPath: string;
  cancelPath: string;
}

export interface PortalRequest {
  ownerId: string;
  userId: string;
  providerSubscriptionId: string;
  connectedAccount: string;
  /** A path of this site the portal links back to. */
  returnPath: string;
}

/**
 * Port: the payment provider's recurring billing (Stripe Billing on the owner's connected account, or the
 * demo gateway where no money moves): its hosted checkout, its subscriber portal and its webhook events.
 */
export abstract class SubscriptionBilling {
  abstract readonly kind: 'demo' | 'stripe';
  /**
   * Makes sure the provider knows the tier (a product) and the price (a recurring price) on the owner's
   * account, making them again when the stored ones were made on another account; answers the provider's
   * price id (null for the demo).
   */
  abstract ensurePrice(plan: BillingPlan, connectedAccount: string): Promise<string | null>;
  /** Starts a hosted checkout of the price in subscription mode; answers where to send the subscriber. */
  abstract startCheckout(request: CheckoutRequest): Promise<string>;
  /** Opens the provider's portal where the subscriber manages the subscription; answers its address. */
  abstract openPortal(request: PortalRequest): Promise<string>;
  /**
   * Checks the signature over the raw body and reads what the event says about a subscription; null for
   * events that say nothing about one. Refuses a bad signature (invalid); not found where no provider sends them (demo).
   */
  abstract readWebhook(rawBody: Buffer, signature: string): Promise<BillingFacts | null>;
}
