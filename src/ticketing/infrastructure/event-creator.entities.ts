import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ChatMessage, EventCreatorConversation } from '../domain/event-creator.js';

/** A conversation with the event creation assistant, started by one user for one owner. */
@Entity({ schema: 'ticketing', tableName: 'event_creators' })
export class EventCreatorEntity {
  [OptionalProps]?: 'eventId' | 'createdAt' | 'updatedAt';
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) ownerId!: string;
  @Property({ type: 'uuid' }) userId!: string;
  /** The assistant's memory of the conversation; only the assistant reads it. */
  @Property({ type: 'json' }) state!: Record<string, unknown>;
  /** The draft event the conversation created. */
  @Property({ type: 'uuid', nullable: true }) eventId: string | null = null;
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt: Date = new Date();
  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() }) updatedAt: Date = new Date();
}

@Entity({ schema: 'ticketing', tableName: 'event_creator_messages' })
export class EventCreatorMessageEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
  @Property({ type: 'uuid' }) eventCreatorId!: string;
  @Property({ type: 'text' }) role!: 'assistant' | 'user';
  @Property({ type: 'text' }) content!: string;
  /** Strictly increasing within a conversation: it orders the messages. */
  @Property({ type: 'datetime', columnType: 'timestamptz' }) createdAt!: Date;
}

export const toConversation = (entity: EventCreatorEntity): EventCreatorConversation => ({
  id: entity.id,
  ownerId: entity.ownerId,
  userId: entity.userId,
  state: entity.state,
  eventId: entity.eventId,
});

export const toChatMessage = (entity: EventCreatorMessageEntity): ChatMessage => ({
  id: entity.id,
  eventCreatorId: entity.eventCreatorId,
  role: entity.role,
  content: entity.content,
  createdAt: entity.createdAt,
});

export const eventCreatorEntities = [EventCreatorEntity, EventCreatorMessageEntity];
