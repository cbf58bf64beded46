import { Query } from '@nestjs/cqrs';
import type { Page, WebhookView } from '../webhook-view.js';

/** The owner's webhooks, newest first. */
export class ListWebhooksQuery extends Query<Page<WebhookView>> {
  constructor(
    readonly ownerId: string,
    readonly page: number,
    readonly perPage: number,
  ) {
    super();
  }
}
