import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { conversationOf, messagesOf, messageView, type EventCreatorView } from '../event-assistant/conversations.js';
import { GetEventCreatorQuery } from './get-event-creator.query.js';

@QueryHandler(GetEventCreatorQuery)
export class GetEventCreatorHandler implements IQueryHandler<GetEventCreatorQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ uuid, principal }: GetEventCreatorQuery): Promise<EventCreatorView> {
    const em = this.em.fork();
    const conversation = await conversationOf(em, uuid, principal);
    const messages = await messagesOf(em, conversation.id);
    return { uuid: conversation.id, ownerId: conversation.ownerId, eventId: conversation.eventId, messages: messages.map(messageView) };
  }
}
