import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { WEBHOOK_MESSAGES, type Webhook } from '../domain/webhook-rules.js';
import type { WebhookRepository } from './ports/webhook-repository.port.js';

/** The owner's webhook; another owner's (or none) is answered 404 alike, so ids of others leak nothing. */
export async function findOwnWebhook(webhooks: WebhookRepository, ownerId: string, webhookId: string): Promise<Webhook> {
  const webhook = isUuid(webhookId) ? await webhooks.findOfOwner(ownerId, webhookId) : null;
  if (!webhook) throw notFound(WEBHOOK_MESSAGES.notFound);
  return webhook;
}
