import Stripe from 'stripe';
import type { AppConfig } from '../../shared/config.js';
import { invalid, MESSAGES, notFound } from '../../shared/errors.js';
import { fromStripeCurrencyCode } from '../../shared/money.js';
import { DemoOnboarding, PaymentAccounts, type PaymentAccountEvent, type PaymentAccountOwner, type PaymentAccountPayout, type PaymentAccountState } from '../contracts/payment-accounts.js';
import { stripeClient } from './stripe-client.js';
import { STRIPE_MESSAGES } from './stripe-payment-gateway.adapter.js';

/**
 * Stripe Connect behind the payment accounts port: Express accounts (Stripe hosts their onboarding and
 * dashboard), one per owner thanks to an idempotency key per owner, and the `account.updated` events of
 * the Connect webhook endpoint.
 */
export class StripePaymentAccounts extends PaymentAccounts implements DemoOnboarding {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: NonNullable<AppConfig['stripe']>) {
    super();
    this.stripe = stripeClient(settings);
    this.webhookSecret = settings.connectWebhookSecret ?? settings.webhookSecret;
  }

  async createAccount(owner: PaymentAccountOwner): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        ...(owner.email ? { email: owner.email } : {}),
        ...(owner.country ? { country: owner.country } : {}),
        // Destination charges need transfers; card_payments lets the account's dashboard show the charges.
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { ownerId: owner.id, ownerType: owner.type },
      },
      { idempotencyKey: `connect-account-${owner.id}` },
    );
    return account.id;
  }

  async accountLink(accountId: string, returnUrl: string, refreshUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({ account: accountId, return_url: returnUrl, refresh_url: refreshUrl, type: 'account_onboarding' });
    return link.url;
  }

  async loginLink(accountId: string): Promise<string | null> {
    try {
      return (await this.stripe.accounts.createLoginLink(accountId)).url;
    } catch (error) {
      // Stripe refuses a dashboard link before onboarding is finished: its reason is the answer.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw invalid(error.message);
      throw error;
    }
  }

  async account(accountId: string): Promise<PaymentAccountState> {
    const account = await this.stripe.accounts.retrieve(accountId);
    return { chargesEnabled: account.charges_enabled ?? false, payoutsEnabled: account.payouts_enabled ?? false, detailsSubmitted: account.details_submitted ?? false };
  }

  async payouts(accountId: string): Promise<PaymentAccountPayout[]> {
    // Stripe lists newest first; the payouts are the connected account's, so the call acts on it.
    const page = await this.stripe.payouts.list({ status: 'paid', limit: 100 }, { stripeAccount: accountId });
    return page.data.map((payout) => ({
      id: payout.id,
      arrivalDate: new Date(payout.arrival_date * 1000),
      amount: payout.amount,
      currency: fromStripeCurrencyCode(payout.currency),
      status: payout.status,
    }));
  }

  readAccountEvent(rawBody: Buffer, signature: string): PaymentAccountEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw invalid(STRIPE_MESSAGES.signature);
    }
    if (event.type !== 'account.updated') return null;
    const account = event.data.object;
    return {
      eventId: event.id,
      accountId: account.id,
      chargesEnabled: account.charges_enabled ?? false,
      payoutsEnabled: account.payouts_enabled ?? false,
      createdAt: new Date(event.created * 1000),
    };
  }

  /** Stripe's own pages onboard the account: there is no such call. */
  async complete(): Promise<void> {
    throw notFound(MESSAGES.notFound);
  }
}
