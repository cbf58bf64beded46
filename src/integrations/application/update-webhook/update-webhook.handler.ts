import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findOwnWebhook } from '../owned-webhook.js';
import { prepareWebhook } from '../webhook-input.js';
import { UpdateWebhookCommand } from './update-webhook.command.js';

@CommandHandler(UpdateWebhookCommand)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhookCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, webhookId, input }: UpdateWebhookCommand): Promise<true> {
    const em = this.em.fork();
    const webhook = await findOwnWebhook(em, ownerId, webhookId);
    const fields = prepareWebhook(input);
    webhook.url = fields.url;
    webhook.description = fields.description;
    webhook.eventTypes = fields.eventTypes;
    if (fields.status) webhook.status = fields.status;
    await em.flush();
    return true;
  }
}
