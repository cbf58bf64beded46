import Stripe from 'stripe';
import type { AppConfig } from '../../shared/config.js';
import { invalid } from '../../shared/errors.js';
import { asCurrency, stripeCurrencyCode } from '../../shared/money.js';
import type { DemoPayments } from '../application/ports/demo-payments.port.js';
import { PaymentGateway, type Payment, type PaymentRequest } from '../application/ports/payment-gateway.port.js';
import type { PaymentNews, PaymentWebhooks } from '../application/ports/payment-webhooks.port.js';
import type { PaymentOutcome } from '../domain/order.js';
import { stripeClient } from './stripe-client.js';

export const STRIPE_MESSAGES = { signature: 'Invalid Stripe signature' } as const;

/** What each PaymentIntent event means for the order. */
const OUTCOMES: Partial<Record<Stripe.Event['type'], PaymentOutcome>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.processing': 'processing',
  'payment_intent.payment_failed': 'tryAgain',
  'payment_intent.canceled': 'failed',
};

/**
 * Stripe behind the payment port: PaymentIntents with automatic payment methods, destination charges to
 * the owner's connected account with the ticket fees as the application fee, and idempotency keys on
 * every write, so a retried call never charges or refunds twice. Its webhook calls are read here too.
 */
export class StripePaymentGateway extends PaymentGateway implements PaymentWebhooks, DemoPayments {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: NonNullable<AppConfig['stripe']>) {
    super();
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = stripeClient(settings);
  }

  async createPayment(request: PaymentRequest): Promise<Payment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: stripeCurrencyCode(asCurrency(request.currency)),
        description: request.description,
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: request.orderId, express: String(request.express) },
        ...(request.destinationAccount ? { application_fee_amount: request.applicationFee, transfer_data: { destination: request.destinationAccount } } : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return toPayment(intent);
  }

  async retrievePayment(id: string): Promise<Payment> {
    return toPayment(await this.stripe.paymentIntents.retrieve(id));
  }

  async cancelPayment(id: string): Promise<void> {
    await this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
  }

  async refund(paymentId: string, amount: number, idempotencyKey: string): Promise<{ id: string }> {
    // The fee goes back from the platform's share and the rest from the owner's transfer.
    const refund = await this.stripe.refunds.create({ payment_intent: paymentId, amount, refund_application_fee: true, reverse_transfer: true }, { idempotencyKey });
    return { id: refund.id };
  }

  /** The signature is checked on the raw body; PaymentIntent events name their order in the metadata. */
  read(rawBody: Buffer, signature: string): PaymentNews | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw invalid(STRIPE_MESSAGES.signature);
    }
    const outcome = OUTCOMES[event.type];
    if (!outcome) return null;
    const intent = event.data.object as Stripe.PaymentIntent;
    const orderId = intent.metadata?.orderId;
    if (!orderId) return null;
    return { orderId, paymentId: intent.id, outcome, reason: intent.last_payment_error?.message ?? '' };
  }

  /** Stripe takes the payments: there are no demo payments. */
  async confirm(): Promise<Payment | null> {
    return null;
  }
}

export function toPayment(intent: Stripe.PaymentIntent): Payment {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as Payment['status'],
    amount: intent.amount,
    orderId: intent.metadata?.orderId ?? null,
    lastError: intent.last_payment_error?.message ?? null,
  };
}
