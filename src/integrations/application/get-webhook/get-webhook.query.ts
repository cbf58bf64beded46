import { Query } from '@nestjs/cqrs';
import type { WebhookView } from '../webhook-view.js';

/** One webhook of the owner, for the edit form. */
export class GetWebhookQuery extends Query<WebhookView> {
  constructor(
    readonly ownerId: string,
    readonly webhookId: string,
  ) {
    super();
  }
}
