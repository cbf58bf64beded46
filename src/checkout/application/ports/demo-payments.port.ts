import type { Payment } from './payment-gateway.port.js';

/** Port: paying a payment of the demo gateway with a test card (Limelight without Stripe; no money moves). */
export abstract class DemoPayments {
  /**
   * Pays with a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, anything else is
   * refused as incorrect. Null when there is no such payment (always, where Stripe takes the payments).
   */
  abstract confirm(paymentId: string, cardNumber: string): Promise<Payment | null>;
}
