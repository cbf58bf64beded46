import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { forbidden, notFound } from '../../../shared/errors.js';
import { EVENT_CREATOR_MESSAGES } from '../../domain/event-assistant.js';
import { nextMessageTime, type ChatMessage, type EventCreatorConversation } from '../../domain/event-creator.js';
import type { EventCreatorRepository } from '../ports/event-creator-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';

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

export const messageView = (message: ChatMessage): ChatMessageView => ({
  id: message.id,
  role: message.role,
  content: message.content,
  createdAt: message.createdAt.toISOString(),
});

/** The conversation, for the user who started it: 404 when there is none, 403 for anyone else. */
export function startedBy<T extends Pick<EventCreatorConversation, 'userId'>>(conversation: T | null, principal: Principal): T {
  if (!conversation) throw notFound(EVENT_CREATOR_MESSAGES.notFound);
  if (conversation.userId !== principal.userId) throw forbidden(EVENT_CREATOR_MESSAGES.notYours);
  return conversation;
}

/**
 * Adds a message after the conversation's last one. Callers hold the conversation's row lock, so the
 * times strictly increase and order the messages even within one millisecond.
 */
export async function appendMessage(conversations: EventCreatorRepository, conversationId: string, role: 'assistant' | 'user', content: string): Promise<ChatMessage> {
  const last = await conversations.lastMessage(conversationId);
  const message: ChatMessage = { id: randomUUID(), eventCreatorId: conversationId, role, content, createdAt: nextMessageTime(last, new Date()) };
  await conversations.addMessage(message);
  return message;
}

/**
 * `/event_creators/{uuid}` calls act for the conversation's owner: the guard checks that the caller
 * may manage it (unknown conversations go on to the handler's 404); the handlers admit its starter only.
 */
@Injectable()
export class EventCreatorOwnerResolver implements OwnerResolver {
  constructor(private readonly queries: TicketingQueries) {}

  resolveOwnerId(call: CallArguments): Promise<string | null> {
    return this.queries.eventCreatorOwner(String(call.params.uuid));
  }
}
