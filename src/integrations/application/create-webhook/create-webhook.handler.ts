import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { generateSecret } from '../../domain/signature.js';
import { WebhookRepository } from '../ports/webhook-repository.port.js';
import { prepareWebhook } from '../webhook-input.js';
import { CreateWebhookCommand } from './create-webhook.command.js';

@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand> {
  constructor(private readonly webhooks: WebhookRepository) {}

  async execute({ ownerId, input }: CreateWebhookCommand): Promise<true> {
    const { url, description, eventTypes } = prepareWebhook({ ...input, status: undefined });
    await this.webhooks.save({ id: randomUUID(), ownerId, url, description, eventTypes, status: 'active', secret: generateSecret(), createdAt: new Date() });
    return true;
  }
}
