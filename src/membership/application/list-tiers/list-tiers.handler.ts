import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { tierView, type TierView } from '../membership-views.js';
import { ownerSummary } from '../owned.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ListTiersQuery } from './list-tiers.query.js';

@QueryHandler(ListTiersQuery)
export class ListTiersHandler implements IQueryHandler<ListTiersQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ ownerId, search }: ListTiersQuery): Promise<TierView[]> {
    const owner = await ownerSummary(this.profiles, ownerId);
    const rows = await this.queries.tiers(ownerId, { query: search?.trim() || undefined });
    return rows.map((row) => tierView(row, owner.paymentsEnabled));
  }
}
