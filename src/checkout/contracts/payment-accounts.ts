import type { Currency } from '../../shared/money.js';

/** The owner a payment account is opened for (a user or an organization). */
export interface PaymentAccountOwner {
  id: string;
  type: 'User' | 'School';
  email?: string;
  /** Two-letter country code; the provider's default when absent. */
  country?: string;
}

/** What the provider lets a connected account do. */
export interface PaymentAccountState {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A payout the provider sent to the owner's bank (amount in minor units). */
export interface PaymentAccountPayout {
  id: string;
  arrivalDate: Date;
  amount: number;
  currency: Currency;
  status: string;
}

/** A signed `account.updated` notice from the provider. */
export interface PaymentAccountEvent {
  eventId: string;
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** When the provider made the event: the newer one wins, whatever order they arrive in. */
  createdAt: Date;
}

/**
 * Port: owners' connected payment accounts (Stripe Connect Express accounts, or the demo gateway's
 * simulated ones), which receive the money of their sales and pay it out.
 */
export abstract class PaymentAccounts {
  /** 'demo' moves no money; 'stripe' opens real Connect accounts. */
  abstract readonly kind: 'demo' | 'stripe';
  /** Opens the owner's account; asking again for the same owner answers the same account. */
  abstract createAccount(owner: PaymentAccountOwner): Promise<string>;
  /** Where the owner fills in their details (the provider's onboarding), coming back to `returnUrl`, or to `refreshUrl` when the link expired. */
  abstract accountLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string>;
  /** A one-time link to the provider's dashboard; null where there is none (demo). */
  abstract loginLink(accountId: string): Promise<string | null>;
  abstract account(accountId: string): Promise<PaymentAccountState>;
  /** Paid payouts, newest first, at most 100. */
  abstract payouts(accountId: string): Promise<PaymentAccountPayout[]>;
  /**
   * Checks the signature over the raw body and reads an `account.updated` event; null for other events.
   * Refuses a bad signature (invalid), and answers not found where no provider sends them (demo).
   */
  abstract readAccountEvent(rawBody: Buffer, signature: string): PaymentAccountEvent | null;
}

/** Port: finishing the demo gateway's simulated onboarding (the provider's own pages do it with Stripe). */
export abstract class DemoOnboarding {
  /** Marks the simulated account as onboarded; refused (not found) where the accounts are real (Stripe). */
  abstract complete(accountId: string): Promise<void>;
}
