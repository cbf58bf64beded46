import Stripe from 'stripe';
import type { AppConfig } from '../../shared/config.js';
import { PaymentGateway, type Payment, type PaymentRequest } from '../application/ports/payment-gateway.port.js';

/**
 * Stripe behind the payment port: PaymentIntents with automatic payment methods, destination charges to
 * the owner's connected account with the ticket fees as the application fee, and idempotency keys on
 * every write, so a retried call never charges or refunds twice.
 */
export class StripePaymentGateway extends PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly publishableKey: string;
  readonly stripe: Stripe;

  constructor(settings: NonNullable<AppConfig['stripe']>) {
    super();
    this.publishableKey = settings.publishableKey;
    const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createPayment(request: PaymentRequest): Promise<Payment> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: request.orderId },
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
