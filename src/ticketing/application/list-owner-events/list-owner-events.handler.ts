import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { ListOwnerEventsQuery, type OwnerEventsPage } from './list-owner-events.query.js';

@QueryHandler(ListOwnerEventsQuery)
export class ListOwnerEventsHandler implements IQueryHandler<ListOwnerEventsQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  execute({ ownerId, options }: ListOwnerEventsQuery): Promise<OwnerEventsPage> {
    return this.queries.ownerEvents(ownerId, options);
  }
}
