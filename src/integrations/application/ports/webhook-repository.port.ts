import type { Webhook } from '../../domain/webhook-rules.js';

/** Port: the owners' webhooks, as the Developer Zone's commands change them. */
export abstract class WebhookRepository {
  /** The owner's webhook; null for another owner's or a missing one (so ids of others leak nothing). */
  abstract findOfOwner(ownerId: string, webhookId: string): Promise<Webhook | null>;
  /** Inserts a new webhook or stores the changes of one found here. */
  abstract save(webhook: Webhook): Promise<void>;
  /** Deletes it, with its delivery logs and whatever it still had to send. */
  abstract delete(webhook: Webhook): Promise<void>;
}
