import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventDateEntity, EventEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import { managedTicketsView, type ManagedTicketsView } from '../managed-tickets-view.js';
import { ListEventTicketTypesQuery } from './list-event-ticket-types.query.js';

@QueryHandler(ListEventTicketTypesQuery)
export class ListEventTicketTypesHandler implements IQueryHandler<ListEventTicketTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId }: ListEventTicketTypesQuery): Promise<ManagedTicketsView> {
    const em = this.em.fork();
    const event = isUuid(eventId) ? await em.findOne(EventEntity, { id: eventId }) : null;
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const [dates, tickets] = await Promise.all([
      em.find(EventDateEntity, { eventId }, { orderBy: { startsAt: 'asc' } }),
      em.find(TicketTypeEntity, { eventId }, { orderBy: { position: 'asc' } }),
    ]);
    return managedTicketsView(event, dates, tickets, new Date());
  }
}
