import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MemberTickets, type MemberTicket } from '../../../ticketing/contracts/member-tickets.js';
import { ListTicketOptionsQuery } from './list-ticket-options.query.js';

@QueryHandler(ListTicketOptionsQuery)
export class ListTicketOptionsHandler implements IQueryHandler<ListTicketOptionsQuery> {
  constructor(private readonly tickets: MemberTickets) {}

  execute({ ownerId }: ListTicketOptionsQuery): Promise<MemberTicket[]> {
    return this.tickets.ownerTicketTypes(ownerId);
  }
}
