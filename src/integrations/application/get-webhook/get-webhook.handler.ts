import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findOwnWebhook } from '../owned-webhook.js';
import { WebhookRepository } from '../ports/webhook-repository.port.js';
import { webhookView, type WebhookView } from '../webhook-view.js';
import { GetWebhookQuery } from './get-webhook.query.js';

@QueryHandler(GetWebhookQuery)
export class GetWebhookHandler implements IQueryHandler<GetWebhookQuery> {
  constructor(private readonly webhooks: WebhookRepository) {}

  async execute({ ownerId, webhookId }: GetWebhookQuery): Promise<WebhookView> {
    return webhookView(await findOwnWebhook(this.webhooks, ownerId, webhookId));
  }
}
