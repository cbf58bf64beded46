import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { ACCOUNT_MESSAGES, normalizeUsername } from '../../domain/account-rules.js';
import type { ProfileView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { GetProfileQuery } from './get-profile.query.js';
import { MembershipDirectory } from '../../../membership/contracts/membership-directory.js';
import { PublicEvents } from '../../../ticketing/contracts/public-events.js';
import { PublicVideos } from '../../../media/contracts/public-videos.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(
    private readonly queries: AccountsQueries,
    private readonly memberships: MembershipDirectory,
    private readonly events: PublicEvents,
    private readonly videos: PublicVideos,
  ) {}

  async execute(query: GetProfileQuery): Promise<ProfileView> {
    const profile = await this.queries.profile(normalizeUsername(query.username));
    if (!profile || (query.type && profile.type !== query.type)) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
    const [membership, follows, hasEvents, hasVideos] = await Promise.all([
      this.memberships.profileMembership(profile.id, query.viewerId),
      this.queries.followCounts(profile.id, query.viewerId),
      this.events.hasEvents(profile.id),
      this.videos.hasVideos(profile.id),
    ]);
    return { ...profile, ...membership, ...follows, hasEvents, hasVideos };
  }
}
