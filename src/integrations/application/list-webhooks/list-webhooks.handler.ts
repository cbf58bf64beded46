import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { IntegrationsQueries } from '../ports/integrations-queries.port.js';
import type { Page, WebhookView } from '../webhook-view.js';
import { ListWebhooksQuery } from './list-webhooks.query.js';

@QueryHandler(ListWebhooksQuery)
export class ListWebhooksHandler implements IQueryHandler<ListWebhooksQuery> {
  constructor(private readonly queries: IntegrationsQueries) {}

  execute({ ownerId, page, perPage }: ListWebhooksQuery): Promise<Page<WebhookView>> {
    return this.queries.webhooks(ownerId, page, perPage);
  }
}
