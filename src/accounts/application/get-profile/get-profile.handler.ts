import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES, normalizeUsername } from '../../domain/account-rules.js';
import type { ProfileView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { GetProfileQuery } from './get-profile.query.js';
import { MembershipDirectory } from '../../../membership/contracts/membership-directory.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    private readonly queries: AccountsQueries,
    private readonly memberships: MembershipDirectory,
  ) {}

  async execute(query: GetProfileQuery): Promise<ProfileView> {
    const profile = await this.queries.profile(normalizeUsername(query.username));
    if (!profile || (query.type && profile.type !== query.type)) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    return { ...profile, ...(await this.memberships.profileMembership(profile.id, query.viewerId)) };
  }
}
