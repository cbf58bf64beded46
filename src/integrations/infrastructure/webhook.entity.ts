import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { WebhookEventType } from '../domain/event-types.js';
import type { WebhookStatus } from '../domain/webhook-rules.js';

/** A webhook of an owner: where to send which events, signed with its own secret. */
@Entity({ schema: 'integrations', tableName: 'webhooks' })
export class WebhookEntity {
  [OptionalProps]?: 'description' | 'status' | 'createdAt' | 'updatedAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'text' }) url!: string;
  /** Sanitised rich text. */
  @Property({ type: 'text' }) description: string = '';
  @Property({ type: 'json' }) eventTypes!: WebhookEventType[];
  @Property({ type: 'text' }) status: WebhookStatus = 'active';
  /** Standard Webhooks secret (`whsec_…`). */
  @Property({ type: 'text' }) secret!: string;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

export const integrationsEntities = [WebhookEntity];
