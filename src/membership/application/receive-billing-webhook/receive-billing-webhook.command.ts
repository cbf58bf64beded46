import { Command } from '@nestjs/cqrs';

/** A webhook call of the payment provider about subscriptions (Stripe Billing on connected accounts). */
export class ReceiveBillingWebhookCommand extends Command<{ received: true }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string,
  ) {
    super();
  }
}
