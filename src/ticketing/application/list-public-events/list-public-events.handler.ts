import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { prefixSearch } from '../../../shared/search.js';
import { TicketingQueries, type Category } from '../ports/ticketing-queries.port.js';
import { eventCards, type EventCardsPage } from '../public-event-card.js';
import { ListPublicEventCategoriesQuery, ListPublicEventsQuery } from './list-public-events.query.js';

@QueryHandler(ListPublicEventsQuery)
export class ListPublicEventsHandler implements IQueryHandler<ListPublicEventsQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ filters: { query, ...filters } }: ListPublicEventsQuery): Promise<EventCardsPage> {
    const { rows, totalCount } = await this.queries.publicEvents({ ...filters, search: prefixSearch(query) });
    const people = await this.profiles.findByIds([...new Set(rows.flatMap((row) => [row.ownerId, ...row.collaboratorIds]))]);
    return { data: eventCards(rows, people), totalCount, page: filters.page, perPage: filters.perPage };
  }
}

@QueryHandler(ListPublicEventCategoriesQuery)
export class ListPublicEventCategoriesHandler implements IQueryHandler<ListPublicEventCategoriesQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  execute({ profileId, past }: ListPublicEventCategoriesQuery): Promise<Category[]> {
    return this.queries.publicEventCategories(profileId, past);
  }
}
