import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { messageView, startedBy, type EventCreatorView } from '../event-assistant/conversations.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { GetEventCreatorQuery } from './get-event-creator.query.js';

@QueryHandler(GetEventCreatorQuery)
export class GetEventCreatorHandler implements IQueryHandler<GetEventCreatorQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ uuid, principal }: GetEventCreatorQuery): Promise<EventCreatorView> {
    const conversation = startedBy(await this.queries.eventCreator(uuid), principal);
    return { uuid: conversation.id, ownerId: conversation.ownerId, eventId: conversation.eventId, messages: conversation.messages.map(messageView) };
  }
}
