import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { PROFILE_LIST_PAGE_SIZE } from '../../contracts/profile-lists.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import type { FollowProfileView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { ListFollowingQuery } from './list-following.query.js';

@QueryHandler(ListFollowingQuery)
export class ListFollowingHandler implements IQueryHandler<ListFollowingQuery> {
  constructor(private readonly queries: AccountsQueries) {}

  async execute({ profileId, page, viewerId }: ListFollowingQuery): Promise<FollowProfileView[]> {
    const list = await this.queries.following(profileId, viewerId, page, PROFILE_LIST_PAGE_SIZE);
    if (!list) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return list;
  }
}
