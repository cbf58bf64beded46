import { Command } from '@nestjs/cqrs';

/** Delete a webhook for good, with its delivery logs and whatever it still had to send. */
export class DeleteWebhookCommand extends Command<true> {
  constructor(
    readonly ownerId: string,
    readonly webhookId: string,
  ) {
    super();
  }
}
