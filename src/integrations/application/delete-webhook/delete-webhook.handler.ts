import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { findOwnWebhook } from '../owned-webhook.js';
import { DeleteWebhookCommand } from './delete-webhook.command.js';

@CommandHandler(DeleteWebhookCommand)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhookCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, webhookId }: DeleteWebhookCommand): Promise<true> {
    const em = this.em.fork();
    em.remove(await findOwnWebhook(em, ownerId, webhookId));
    await em.flush();
    return true;
  }
}
