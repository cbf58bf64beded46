import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findOwnWebhook } from '../owned-webhook.js';
import { WebhookRepository } from '../ports/webhook-repository.port.js';
import { prepareWebhook } from '../webhook-input.js';
import { UpdateWebhookCommand } from './update-webhook.command.js';

@CommandHandler(UpdateWebhookCommand)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhookCommand> {
  constructor(private readonly webhooks: WebhookRepository) {}

  async execute({ ownerId, webhookId, input }: UpdateWebhookCommand): Promise<true> {
    const webhook = await findOwnWebhook(this.webhooks, ownerId, webhookId);
    const { url, description, eventTypes, status } = prepareWebhook(input);
    await this.webhooks.save({ ...webhook, url, description, eventTypes, status: status ?? webhook.status });
    return true;
  }
}
