import type { PaymentOutcome } from '../../domain/order.js';

/** A payment for one order: destination charge to the owner's account, the ticket fees kept as application fee. */
export interface PaymentRequest {
  orderId: string;
  /** What the buyer pays, in minor units of `currency`. */
  amount: number;
  currency: string;
  applicationFee: number;
  /** The owner's connected payment account; null for the platform's own account. */
  destinationAccount: string | null;
  description: string;
  /** Paid through express checkout (a wallet button before the buyer's info step); donations never are. */
  express: boolean;
  /** The same key always yields the same payment (retries never charge twice). */
  idempotencyKey: string;
}

/** Stripe's PaymentIntent statuses, which the demo gateway uses too. */
export type PaymentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

export interface Payment {
  id: string;
  clientSecret: string;
  status: PaymentStatus;
  amount: number;
  /** The order it pays for (metadata), when known. */
  orderId: string | null;
  /** Why the last attempt failed, when it did. */
  lastError: string | null;
}

/** The payment result the seeds name, from a payment's status; null while the buyer has not tried yet. */
export function paymentOutcome(payment: Pick<Payment, 'status' | 'lastError'>): PaymentOutcome | null {
  switch (payment.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      return payment.lastError ? 'tryAgain' : null;
    default:
      return null;
  }
}

/** The payment provider behind a port: Stripe when configured, otherwise the in-process demo gateway. */
export abstract class PaymentGateway {
  /** 'demo' moves no money (the checkout says so); 'stripe' charges cards. */
  abstract readonly kind: 'demo' | 'stripe';
  /** Publishable key for the browser (Stripe); null for the demo gateway. */
  abstract readonly publishableKey: string | null;
  abstract createPayment(request: PaymentRequest): Promise<Payment>;
  abstract retrievePayment(id: string): Promise<Payment>;
  /** Cancels a payment that has not succeeded (the order was cancelled or timed out). */
  abstract cancelPayment(id: string): Promise<void>;
  /** Refunds `amount` of a succeeded payment. */
  abstract refund(paymentId: string, amount: number, idempotencyKey: string): Promise<{ id: string }>;
}
