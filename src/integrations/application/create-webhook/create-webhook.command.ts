import { Command } from '@nestjs/cqrs';
import type { WebhookInput } from '../webhook-input.js';

/** Create a webhook for an owner; it starts active (the form sends no status) with a new secret. */
export class CreateWebhookCommand extends Command<true> {
  constructor(
    readonly ownerId: string,
    readonly input: WebhookInput,
  ) {
    super();
  }
}
