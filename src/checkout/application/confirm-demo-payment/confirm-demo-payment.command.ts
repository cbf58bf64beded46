import { Command } from '@nestjs/cqrs';
import type { DemoCard } from '../../contracts/demo-cards.js';
import type { PaymentOutcome } from '../../domain/order.js';

export interface DemoPaymentResult {
  result: PaymentOutcome;
  /** Why the card was refused, or null. */
  message: string | null;
  /** The postal code check failed (seed 000 §4: an incorrect-zip-code error flags a zip error). */
  zipError: boolean;
  orderId: string;
}

/** The buyer pays a demo payment with a test card (Limelight without Stripe: no money moves). */
export class ConfirmDemoPaymentCommand extends Command<DemoPaymentResult> {
  constructor(
    readonly paymentId: string,
    readonly card: DemoCard,
  ) {
    super();
  }
}
