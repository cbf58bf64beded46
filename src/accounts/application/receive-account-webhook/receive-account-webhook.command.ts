import { Command } from '@nestjs/cqrs';

/** A call of the provider's Connect webhook, with its raw body (the signature covers it) and signature. */
export class ReceiveAccountWebhookCommand extends Command<{ received: true }> {
  constructor(
    readonly rawBody: Buffer,
    readonly signature: string,
  ) {
    super();
  }
}
