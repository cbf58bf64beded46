import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { generateSecret } from '../../domain/signature.js';
import { WebhookEntity } from '../../infrastructure/webhook.entity.js';
import { prepareWebhook } from '../webhook-input.js';
import { CreateWebhookCommand } from './create-webhook.command.js';

@CommandHandler(CreateWebhookCommand)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhookCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, input }: CreateWebhookCommand): Promise<true> {
    const { url, description, eventTypes } = prepareWebhook({ ...input, status: undefined });
    const em = this.em.fork();
    em.create(WebhookEntity, { id: randomUUID(), ownerId, url, description, eventTypes, status: 'active', secret: generateSecret() });
    await em.flush();
    return true;
  }
}
