import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findOwnWebhook } from '../owned-webhook.js';
import { WebhookRepository } from '../ports/webhook-repository.port.js';
import { DeleteWebhookCommand } from './delete-webhook.command.js';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand> {
  constructor(private readonly webhooks: WebhookRepository) {}

  async execute({ ownerId, webhookId }: DeleteWebhookCommand): Promise<true> {
    await this.webhooks.delete(await findOwnWebhook(this.webhooks, ownerId, webhookId));
    return true;
  }
}
