import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { PROFILE_LIST_PAGE_SIZE } from '../../contracts/profile-lists.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import type { FollowProfileView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ListFollowersQuery } from './list-followers.query.js';

@QueryHandler(ListFollowersQuery)
export class ListFollowersHandler implements IQueryHandler<ListFollowersQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  async execute({ profileId, page, viewerId }: ListFollowersQuery): Promise<FollowProfileView[]> {
    const list = await this.queries.followers(profileId, viewerId, page, PROFILE_LIST_PAGE_SIZE);
    if (!list) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return list;
  }
}
