import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findOwnWebhook } from '../owned-webhook.js';
import { webhookView, type WebhookView } from '../webhook-view.js';
import { GetWebhookQuery } from './get-webhook.query.js';

@QueryHandler(GetWebhookQuery)
export class GetWebhookHandler implements IQueryHandler<GetWebhookQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, webhookId }: GetWebhookQuery): Promise<WebhookView> {
    return webhookView(await findOwnWebhook(this.em.fork(), ownerId, webhookId));
  }
}
