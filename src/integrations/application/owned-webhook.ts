import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../shared/http/api-errors.js';
import { isUuid } from '../../shared/ids.js';
import { WEBHOOK_MESSAGES } from '../domain/webhook-rules.js';
import { WebhookEntity } from '../infrastructure/webhook.entity.js';

/** The owner's webhook; another owner's (or none) is answered 404 alike, so ids of others leak nothing. */
export async function findOwnWebhook(em: EntityManager, ownerId: string, webhookId: string): Promise<WebhookEntity> {
  const webhook = isUuid(webhookId) ? await em.findOne(WebhookEntity, { id: webhookId, ownerId }) : null;
  if (!webhook) throw notFound(WEBHOOK_MESSAGES.notFound);
  return webhook;
}
