import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WebhookEntity } from '../../infrastructure/webhook.entity.js';
import { webhookView, type Page, type WebhookView } from '../webhook-view.js';
import { ListWebhooksQuery } from './list-webhooks.query.js';

@QueryHandler(ListWebhooksQuery)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooksQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId, page, perPage }: ListWebhooksQuery): Promise<Page<WebhookView>> {
    const em = this.em.fork();
    const webhooks = await em.find(WebhookEntity, { ownerId }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: perPage, offset: (page - 1) * perPage });
    const [count] = await em.getConnection().execute<{ total: number }[]>('SELECT count(*)::int AS total FROM integrations.webhooks WHERE owner_id = ?', [ownerId]);
    return { data: webhooks.map(webhookView), totalCount: count?.total ?? 0, page, perPage };
  }
}
