import { Command } from '@nestjs/cqrs';

/** A webhook call of the payment provider, with its raw body (the signature covers it) and signature. */
export class ReceivePaymentWebhookCommand extends Command<{ received: true }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string,
  ) {
    super();
  }
}
