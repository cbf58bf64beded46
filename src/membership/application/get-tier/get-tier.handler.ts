import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import type { TierView } from '../membership-views.js';
import { readTier } from '../owned.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { GetTierQuery } from './get-tier.query.js';

@QueryHandler(GetTierQuery)
export class GetTierHandler implements IQueryHandler<GetTierQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  execute({ ownerId, tierId }: GetTierQuery): Promise<TierView> {
    return readTier(this.queries, this.profiles, ownerId, tierId);
  }
}
