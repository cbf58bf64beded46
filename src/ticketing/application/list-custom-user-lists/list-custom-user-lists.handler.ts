import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customUserListSummary, type CustomUserListPage } from '../custom-user-list-view.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { ListCustomUserListsQuery } from './list-custom-user-lists.query.js';

@QueryHandler(ListCustomUserListsQuery)
export class ListCustomUserListsHandler implements IQueryHandler<ListCustomUserListsQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ filter }: ListCustomUserListsQuery): Promise<CustomUserListPage> {
    const { rows, totalCount } = await this.queries.customUserLists(filter);
    return { data: rows.map(customUserListSummary), totalCount, page: filter.page, perPage: filter.perPage };
  }
}
