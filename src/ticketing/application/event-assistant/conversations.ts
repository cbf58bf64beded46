import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { forbidden, notFound } from '../../../shared/http/api-errors.js';
import type { AuthenticatedRequest, OwnerResolver, Principal } from '../../../shared/http/auth.js';
import { isUuid } from '../../../shared/ids.js';
import { EVENT_CREATOR_MESSAGES } from '../../domain/event-assistant.js';
import { EventCreatorEntity, EventCreatorMessageEntity } from '../../infrastructure/event-creator.entities.js';

export interface ChatMessageView {
  id: string;
  role: 'assistant' | 'user';
  content: string;
  createdAt: string;
}

export interface EventCreatorView {
  uuid: string;
  ownerId: string;
  eventId: string | null;
  messages: ChatMessageView[];
}

export const messageView = (message: EventCreatorMessageEntity): ChatMessageView => ({
  id: message.id,
  role: message.role,
  content: message.content,
  createdAt: message.createdAt.toISOString(),
});

/** The conversation, for the user who started it: 404 when there is none, 403 for anyone else. */
export async function conversationOf(em: EntityManager, uuid: string, principal: Principal, lock = false): Promise<EventCreatorEntity> {
  const conversation = isUuid(uuid) ? await em.findOne(EventCreatorEntity, { id: uuid }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
  if (!conversation) throw notFound(EVENT_CREATOR_MESSAGES.notFound);
  if (conversation.userId !== principal.userId) throw forbidden(EVENT_CREATOR_MESSAGES.notYours);
  return conversation;
}

export const messagesOf = (em: EntityManager, conversationId: string) =>
  em.find(EventCreatorMessageEntity, { eventCreatorId: conversationId }, { orderBy: { createdAt: 'asc' } });

/**
 * Adds a message after the conversation's last one. Callers hold the conversation's row lock, so the
 * times strictly increase and order the messages even within one millisecond.
 */
export async function appendMessage(em: EntityManager, conversationId: string, role: 'assistant' | 'user', content: string): Promise<EventCreatorMessageEntity> {
  const last = await em.findOne(EventCreatorMessageEntity, { eventCreatorId: conversationId }, { orderBy: { createdAt: 'desc' } });
  const now = new Date();
  const createdAt = last && last.createdAt >= now ? new Date(last.createdAt.getTime() + 1) : now;
  const message = em.create(EventCreatorMessageEntity, { id: randomUUID(), eventCreatorId: conversationId, role, content, createdAt });
  await em.flush();
  return message;
}

/**
 * `/event_creators/{uuid}` calls act for the conversation's owner: the guard checks that the caller
 * may manage it (unknown conversations go on to the handler's 404); the handlers admit its starter only.
 */
@Injectable()
export class EventCreatorOwnerResolver implements OwnerResolver {
  constructor(private readonly em: EntityManager) {}

  async resolveOwnerId(request: AuthenticatedRequest): Promise<string | null> {
    const uuid = request.params.uuid;
    if (!isUuid(uuid)) return null;
    return (await this.em.fork().findOne(EventCreatorEntity, { id: uuid }, { fields: ['ownerId'] }))?.ownerId ?? null;
  }
}
