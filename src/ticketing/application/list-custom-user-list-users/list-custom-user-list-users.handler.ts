import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { CUSTOM_USER_LIST_MESSAGES } from '../../domain/custom-user-lists.js';
import type { CustomUserListUserPage } from '../custom-user-list-view.js';
import { CustomUserListRepository } from '../ports/custom-user-list-repository.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { ListCustomUserListUsersQuery } from './list-custom-user-list-users.query.js';

@QueryHandler(ListCustomUserListUsersQuery)
export class ListCustomUserListUsersHandler implements IQueryHandler<ListCustomUserListUsersQuery> {
  constructor(
    private readonly lists: CustomUserListRepository,
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ filter }: ListCustomUserListUsersQuery): Promise<CustomUserListUserPage> {
    if (!(await this.lists.find(filter.listId))) throw notFound(CUSTOM_USER_LIST_MESSAGES.notFound);
    const { rows, totalCount } = await this.queries.customUserListUsers(filter);
    const names = await this.profiles.accountNames(rows.map((row) => row.email));
    return {
      data: rows.map((row) => ({ id: row.id, email: row.email, name: names.get(row.email) ?? null })),
      totalCount,
      page: filter.page,
      perPage: filter.perPage,
    };
  }
}
