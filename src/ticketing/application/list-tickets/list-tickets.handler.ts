import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { MemberPrices } from '../../../checkout/contracts/member-prices.js';
import { ticketTypeView, withMemberTerms, type TicketTypeView } from '../event-view.js';
import { listedTicketTypeIds, shownTo } from '../list-ticket-access.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { ListTicketsQuery } from './list-tickets.query.js';

@QueryHandler(ListTicketsQuery)
export class ListTicketsHandler implements IQueryHandler<ListTicketsQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly memberPrices: MemberPrices,
  ) {}

  async execute({ eventDateId, attendance, viewerId }: ListTicketsQuery): Promise<TicketTypeView[]> {
    const found = await this.queries.dateTickets(eventDateId, attendance);
    if (!found || !found.event.published) throw notFound(EVENT_MESSAGES.notFound);
    const { event, held } = found;
    const [[owner], listed] = await Promise.all([this.profiles.findByIds([event.ownerId]), listedTicketTypeIds(this.queries, this.profiles, found.ticketTypes, viewerId)]);
    // List tickets only for people on their lists.
    const ticketTypes = found.ticketTypes.filter(shownTo(listed));
    const now = new Date();
    const rows = ticketTypes.map((ticket) => ticketTypeView(ticket, event.timezone, owner?.paymentsEnabled ?? false, now, held.get(ticket.id)));
    return withMemberTerms(rows, await this.memberPrices.ticketTerms(event, ticketTypes, viewerId));
  }
}
