import Stripe from 'stripe';
import type { AppConfig } from '../../shared/config.js';
import type { TerminalReader } from '../domain/order.js';
import { unprocessable } from '../../shared/errors.js';
import { TERMINAL_MESSAGES, TerminalPayments, type TerminalPaymentRequest, type TerminalPaymentState, type TestCard } from '../application/ports/terminal-payments.port.js';
import { DEMO_CARDS } from './demo-payment-gateway.adapter.js';
import { stripeClient } from './stripe-client.js';

/**
 * Stripe Terminal, server-driven: a card_present PaymentIntent charged directly on the owner's connected
 * account (its readers live there, and in-person sales carry no application fee), handed to the reader with
 * `processPaymentIntent`. How it stands is read from the PaymentIntent and the reader's action on it.
 */
export class StripeTerminalPayments extends TerminalPayments {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(settings: NonNullable<AppConfig['stripe']>) {
    super();
    this.stripe = stripeClient(settings);
  }

  async createPayment(request: TerminalPaymentRequest): Promise<string> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        // The API version this SDK pins names the list allowed_payment_method_types (formerly payment_method_types).
        allowed_payment_method_types: ['card_present'],
        capture_method: 'automatic',
        metadata: { orderId: request.orderId },
      },
      { idempotencyKey: request.idempotencyKey, ...on(request.account) },
    );
    return intent.id;
  }

  async process(paymentId: string, reader: TerminalReader): Promise<void> {
    try {
      await this.stripe.terminal.readers.processPaymentIntent(reader.stripeReaderId, { payment_intent: paymentId }, on(reader.account));
    } catch (error) {
      // The reader is offline, busy or unknown to Stripe: the box office checks it and tries again.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) throw unprocessable(TERMINAL_MESSAGES.checkReader);
      throw error;
    }
  }

  async status(paymentId: string, reader: TerminalReader): Promise<TerminalPaymentState> {
    const intent = await this.stripe.paymentIntents.retrieve(paymentId, {}, on(reader.account));
    if (intent.status === 'succeeded') return { status: 'succeeded', message: null };
    if (intent.status === 'canceled') return { status: 'canceled', message: null };
    if (intent.status === 'processing' || intent.status === 'requires_capture') return { status: 'processing', message: null };
    const action = await this.actionOn(paymentId, reader);
    if (action?.status === 'in_progress' || action?.status === 'succeeded') return { status: 'processing', message: null };
    if (action?.status === 'failed') return { status: 'failed', message: action.failure_message ?? intent.last_payment_error?.message ?? null };
    if (intent.last_payment_error) return { status: 'failed', message: intent.last_payment_error.message ?? null };
    // The reader no longer has the payment and nothing was paid: its action was cancelled on the reader.
    return { status: 'canceled', message: null };
  }

  async cancel(paymentId: string, reader: TerminalReader): Promise<void> {
    if ((await this.actionOn(paymentId, reader))?.status === 'in_progress') {
      await this.stripe.terminal.readers.cancelAction(reader.stripeReaderId, {}, on(reader.account));
    }
    const intent = await this.stripe.paymentIntents.retrieve(paymentId, {}, on(reader.account));
    if (intent.status !== 'succeeded' && intent.status !== 'canceled') {
      await this.stripe.paymentIntents.cancel(paymentId, {}, { idempotencyKey: `cancel-${paymentId}`, ...on(reader.account) });
    }
  }

  async presentTestCard(_paymentId: string, reader: TerminalReader, card: TestCard): Promise<void> {
    await this.stripe.testHelpers.terminal.readers.presentPaymentMethod(reader.stripeReaderId, { type: 'card_present', card_present: { number: DEMO_CARDS[card] } }, on(reader.account));
  }

  async refund(paymentId: string, reader: TerminalReader, idempotencyKey: string): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: paymentId }, { idempotencyKey, ...on(reader.account) });
  }

  /** The reader's current action when it is about this payment. */
  private async actionOn(paymentId: string, reader: TerminalReader): Promise<Stripe.Terminal.Reader.Action | null> {
    const found = await this.stripe.terminal.readers.retrieve(reader.stripeReaderId, {}, on(reader.account));
    if ('deleted' in found && found.deleted) return null;
    const action = (found as Stripe.Terminal.Reader).action;
    const intent = action?.process_payment_intent?.payment_intent;
    return action && (typeof intent === 'string' ? intent : intent?.id) === paymentId ? action : null;
  }
}

/** The connected account a call acts on (a direct charge), when there is one. */
const on = (account: string | null): Stripe.RequestOptions => (account ? { stripeAccount: account } : {});
