import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { CUSTOM_USER_LIST_MESSAGES } from '../../domain/custom-user-lists.js';
import { customUserListView, type CustomUserListView } from '../custom-user-list-view.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { GetCustomUserListQuery } from './get-custom-user-list.query.js';

@QueryHandler(GetCustomUserListQuery)
export class GetCustomUserListHandler implements IQueryHandler<GetCustomUserListQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ listId }: GetCustomUserListQuery): Promise<CustomUserListView> {
    const found = await this.queries.customUserList(listId);
    if (!found) throw notFound(CUSTOM_USER_LIST_MESSAGES.notFound);
    return customUserListView(found);
  }
}
