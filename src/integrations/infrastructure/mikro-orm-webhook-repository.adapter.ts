import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { WebhookRepository } from '../application/ports/webhook-repository.port.js';
import type { Webhook } from '../domain/webhook-rules.js';
import { WebhookEntity } from './webhook.entity.js';

const toWebhook = (entity: WebhookEntity): Webhook => ({
  id: entity.id,
  ownerId: entity.ownerId,
  url: entity.url,
  description: entity.description,
  eventTypes: entity.eventTypes,
  status: entity.status,
  secret: entity.secret,
  createdAt: entity.createdAt,
});

@Injectable()
export class MikroOrmWebhookRepository extends WebhookRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findOfOwner(ownerId: string, webhookId: string): Promise<Webhook | null> {
    const entity = await this.em.fork().findOne(WebhookEntity, { id: webhookId, ownerId });
    return entity && toWebhook(entity);
  }

  async save(webhook: Webhook): Promise<void> {
    const em = this.em.fork();
    await em.upsert(WebhookEntity, { ...webhook, updatedAt: new Date() });
  }

  async delete(webhook: Webhook): Promise<void> {
    // Deliveries and attempts go with it (foreign keys ON DELETE CASCADE).
    await this.em.fork().nativeDelete(WebhookEntity, { id: webhook.id, ownerId: webhook.ownerId });
  }
}
