import type { PaymentOutcome } from '../../domain/order.js';

/** What a payment provider's webhook call says about the payment of an order. */
export interface PaymentNews {
  /** The order the payment is for, as the payment's metadata names it (not checked). */
  orderId: string;
  paymentId: string;
  outcome: PaymentOutcome;
  /** Why the last attempt failed, or ''. */
  reason: string;
}

/** Port: the payment provider's webhook calls (Stripe's), read after their signature is checked. */
export abstract class PaymentWebhooks {
  /**
   * Checks the call's signature over its raw body and reads the news; null for news about no order's payment.
   * Refuses a bad signature (invalid), and answers not found where no provider sends webhooks (the demo gateway).
   */
  abstract read(rawBody: Buffer, signature: string): PaymentNews | null;
}
