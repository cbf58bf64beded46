import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { managedTicketsView, type ManagedTicketsView } from '../managed-tickets-view.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { ListEventTicketTypesQuery } from './list-event-ticket-types.query.js';

@QueryHandler(ListEventTicketTypesQuery)
export class ListEventTicketTypesHandler implements IQueryHandler<ListEventTicketTypesQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ eventId }: ListEventTicketTypesQuery): Promise<ManagedTicketsView> {
    const found = await this.queries.managedTickets(eventId);
    if (!found) throw notFound(EVENT_MESSAGES.notFound);
    return managedTicketsView(found.event, found.dates, found.ticketTypes, new Date());
  }
}
