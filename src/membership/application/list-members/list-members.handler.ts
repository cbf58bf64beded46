import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { memberView, type MembersPage } from '../member-view.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ListMembersQuery } from './list-members.query.js';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, search, page, perPage }: ListMembersQuery): Promise<MembersPage> {
    const now = this.clock.now();
    const { records, totalCount } = await this.queries.members(ownerId, search, now, { page, perPage });
    return { data: records.map((record) => memberView(record, now)), page, perPage, totalCount };
  }
}
