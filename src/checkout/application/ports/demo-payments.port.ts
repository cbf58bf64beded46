import type { Payment } from './payment-gateway.port.js';

/** Port: paying a payment of the demo gateway with a test card (Limelight without Stripe; no money moves). */
export abstract class DemoPayments {
  /**
   * Settles a test card's attempt (its rules: `demoPaymentRefusal` in contracts/demo-cards.ts): a null `refusal`
   * pays the payment, a refusal leaves it open for another card with the refusal as its error. A payment no
   * longer open is answered as it is. Null when there is no such payment (always, where Stripe takes the payments).
   */
  abstract confirm(paymentId: string, refusal: string | null): Promise<Payment | null>;
}
