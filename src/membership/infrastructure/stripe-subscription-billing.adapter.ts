import type pg from 'pg';
import type Stripe from 'stripe';
import type { AppConfig } from '../../shared/config.js';
import { invalid } from '../../shared/errors.js';
import { fromStripeCurrencyCode, stripeCurrencyCode } from '../../shared/money.js';
import { stripeClient } from '../../shared/payments/stripe-client.js';
import { SubscriptionBilling, type BillingPlan, type CheckoutRequest, type PortalRequest } from '../application/ports/subscription-billing.port.js';
import type { BillingFacts } from '../domain/billing-facts.js';
import { MEMBERSHIP_FEE_PERCENT } from '../domain/membership-rules.js';

/** The same words as the other Stripe webhook endpoints. */
const SIGNATURE_MESSAGE = 'Invalid Stripe signature';

type SubscriptionStatus = Extract<BillingFacts['change'], { kind: 'subscription' }>['status'];

/** Stripe's statuses in ours: a paused subscription collects nothing, as an unpaid one. */
const STATUSES: Record<Stripe.Subscription.Status, SubscriptionStatus> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'unpaid',
  paused: 'unpaid',
  canceled: 'canceled',
  incomplete: 'incomplete',
  incomplete_expired: 'incomplete_expired',
};

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * Stripe Billing on the owner's connected account (`Stripe-Account` header): a Product per tier and a
 * recurring Price per price, made at the first subscription on that account and remembered on our rows
 * with the account; Checkout Sessions in subscription mode with the platform's application fee; the
 * Billing Portal for subscribers; and the subscription and invoice events of the memberships' webhook
 * endpoint.
 */
export class StripeSubscriptionBilling extends SubscriptionBilling {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(
    settings: NonNullable<AppConfig['stripe']>,
    private readonly siteUrl: string,
    private readonly pool: pg.Pool,
  ) {
    super();
    this.stripe = stripeClient(settings);
    this.webhookSecret = settings.membershipWebhookSecret ?? settings.connectWebhookSecret ?? settings.webhookSecret;
  }

  async ensurePrice(plan: BillingPlan, connectedAccount: string): Promise<string> {
    // Ids made on another account (the owner has connected a different one since) name nothing on this one.
    const onThisAccount = plan.providerAccountId === connectedAccount;
    if (onThisAccount && plan.providerPriceId) return plan.providerPriceId;
    const productId = (onThisAccount && plan.providerProductId) || (await this.makeProduct(plan, connectedAccount));
    // Idempotency keys name the account and the terms: each account, and a price changed since, gets its own object.
    const price = await this.stripe.prices.create(
      {
        product: productId,
        unit_amount: plan.amount,
        currency: stripeCurrencyCode(plan.currency),
        recurring: { interval: plan.interval, interval_count: 1 },
        metadata: { ownerId: plan.ownerId, tierId: plan.tierId, priceId: plan.priceId },
      },
      { stripeAccount: connectedAccount, idempotencyKey: `membership-price-${plan.priceId}-${connectedAccount}-${plan.amount}-${plan.interval}` },
    );
    const { rows } = await this.pool.query<{ stripe_price_id: string }>(
      'UPDATE membership.prices SET stripe_price_id = COALESCE(stripe_price_id, $2) WHERE id = $1 RETURNING stripe_price_id',
      [plan.priceId, price.id],
    );
    return rows[0]?.stripe_price_id ?? price.id;
  }

  /**
   * Makes the tier's product on the account and stores it with the account; the tier's prices made on
   * another account are forgotten with the old product. Two first subscribers at once: the first product
   * stored for this account is the tier's.
   */
  private async makeProduct(plan: BillingPlan, connectedAccount: string): Promise<string> {
    const product = await this.stripe.products.create(
      { name: plan.tierName, metadata: { ownerId: plan.ownerId, tierId: plan.tierId } },
      { stripeAccount: connectedAccount, idempotencyKey: `membership-product-${plan.tierId}-${connectedAccount}` },
    );
    const { rows } = await this.pool.query<{ stripe_product_id: string }>(
      `WITH switched AS (
         UPDATE membership.tiers SET stripe_product_id = $2, stripe_account_id = $3
          WHERE id = $1 AND (stripe_product_id IS NULL OR stripe_account_id IS DISTINCT FROM $3)
          RETURNING id, stripe_product_id
       ), forgotten AS (
         UPDATE membership.prices SET stripe_price_id = NULL WHERE tier_id IN (SELECT id FROM switched)
       )
       SELECT stripe_product_id FROM switched`,
      [plan.tierId, product.id, connectedAccount],
    );
    if (rows[0]) return rows[0].stripe_product_id;
    const stored = await this.pool.query<{ stripe_product_id: string | null }>('SELECT stripe_product_id FROM membership.tiers WHERE id = $1', [plan.tierId]);
    return stored.rows[0]?.stripe_product_id ?? product.id;
  }

  async startCheckout(request: CheckoutRequest): Promise<string> {
    if (!request.providerPriceId) throw new Error('A Stripe price is needed to start a checkout');
    const metadata = { ownerId: request.plan.ownerId, tierId: request.plan.tierId, priceId: request.plan.priceId, userId: request.userId };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        line_items: [{ price: request.providerPriceId, quantity: 1 }],
        customer_email: request.email,
        client_reference_id: request.userId,
        success_url: this.siteUrl + request.successPath,
        cancel_url: this.siteUrl + request.cancelPath,
        metadata,
        // The subscription carries our ids into every event about it; the platform keeps its fee of each payment.
        subscription_data: { application_fee_percent: MEMBERSHIP_FEE_PERCENT, metadata },
      },
      { stripeAccount: request.connectedAccount },
    );
    if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
    return session.url;
  }

  async openPortal(request: PortalRequest): Promise<string> {
    const on = { stripeAccount: request.connectedAccount };
    const subscription = await this.stripe.subscriptions.retrieve(request.providerSubscriptionId, {}, on);
    const customer = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
    const session = await this.stripe.billingPortal.sessions.create({ customer, return_url: this.siteUrl + request.returnPath }, on);
    return session.url;
  }

  async readWebhook(rawBody: Buffer, signature: string): Promise<BillingFacts | null> {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw invalid(SIGNATURE_MESSAGE);
    }
    // Events of connected accounts name the account; one without names nothing we sell.
    if (!event.account) return null;
    const news = { eventId: event.id, occurredAt: iso(event.created), providerAccount: event.account };
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const item = subscription.items.data[0];
        const ids = await this.idsOf(subscription.metadata, item?.price.id ?? null);
        if (!ids || !item) return null;
        const change: BillingFacts['change'] =
          event.type === 'customer.subscription.deleted'
            ? { kind: 'deleted', endedAt: iso(subscription.ended_at ?? event.created) }
            : { kind: 'subscription', status: STATUSES[subscription.status], currentPeriodEnd: iso(item.current_period_end), cancelAtPeriodEnd: subscription.cancel_at_period_end };
        return { ...news, source: 'stripe', providerSubscriptionId: subscription.id, ...ids, change };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const details = invoice.parent?.subscription_details;
        if (!details?.subscription || !invoice.id) return null;
        const line = invoice.lines.data[0];
        const price = line?.pricing?.price_details?.price;
        const ids = await this.idsOf(details.metadata, typeof price === 'string' ? price : (price?.id ?? null));
        if (!ids) return null;
        const providerSubscriptionId = typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
        const change: BillingFacts['change'] =
          event.type === 'invoice.payment_failed'
            ? { kind: 'payment_failed', providerPaymentId: invoice.id }
            : {
                kind: 'payment_succeeded',
                providerPaymentId: invoice.id,
                amount: invoice.amount_paid,
                currency: fromStripeCurrencyCode(invoice.currency),
                periodEnd: iso(line?.period.end ?? event.created),
                firstPayment: invoice.billing_reason === 'subscription_create',
                // Stripe's own fee is on the charge's balance transaction, which the invoice does not carry.
                providerFee: 0,
              };
        return { ...news, source: 'stripe', providerSubscriptionId, ...ids, change };
      }
      default:
        // checkout.session.completed and everything else: the subscription's own events tell what happened.
        return null;
    }
  }

  /**
   * Our ids for a subscription: the owner and subscriber from its metadata (set at checkout); the tier and
   * price from the Stripe price it bills now (the subscriber may have changed plan in the portal), else
   * from the metadata. Null for a subscription that is not a Limelight membership.
   */
  private async idsOf(metadata: Stripe.Metadata | null, stripePriceId: string | null): Promise<Pick<BillingFacts, 'ownerId' | 'tierId' | 'priceId' | 'userId'> | null> {
    const { ownerId, userId, tierId, priceId } = metadata ?? {};
    if (!ownerId || !userId) return null;
    if (stripePriceId) {
      const { rows } = await this.pool.query<{ id: string; tier_id: string }>('SELECT id, tier_id FROM membership.prices WHERE stripe_price_id = $1', [stripePriceId]);
      if (rows[0]) return { ownerId, userId, tierId: rows[0].tier_id, priceId: rows[0].id };
    }
    if (!tierId || !priceId) return null;
    return { ownerId, userId, tierId, priceId };
  }
}
