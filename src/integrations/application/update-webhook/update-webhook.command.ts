import { Command } from '@nestjs/cqrs';
import type { WebhookInput } from '../webhook-input.js';

/** Change a webhook's URL, description, events and status (active or inactive, shown Active or Paused). */
export class UpdateWebhookCommand extends Command<true> {
  constructor(
    readonly ownerId: string,
    readonly webhookId: string,
    readonly input: WebhookInput,
  ) {
    super();
  }
}
