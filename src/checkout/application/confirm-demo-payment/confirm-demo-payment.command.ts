import { Command } from '@nestjs/cqrs';
import type { PaymentOutcome } from '../../domain/order.js';

export interface DemoPaymentResult {
  result: PaymentOutcome;
  /** Why the card was refused, or null. */
  message: string | null;
  orderId: string;
}

/** The buyer pays a demo payment with a test card (Limelight without Stripe: no money moves). */
export class ConfirmDemoPaymentCommand extends Command<DemoPaymentResult> {
  constructor(
    readonly paymentId: string,
    readonly cardNumber: string,
  ) {
    super();
  }
}
