import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { isUuid } from '../../../shared/ids.js';
import { displayStatus } from '../../domain/member-status.js';
import { membershipView, type MembershipView } from '../member-view.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ListMembershipsQuery } from './list-memberships.query.js';

@QueryHandler(ListMembershipsQuery)
export class ListMembershipsHandler implements IQueryHandler<ListMembershipsQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, userId }: ListMembershipsQuery): Promise<MembershipView[]> {
    if (!userId || !isUuid(ownerId)) return [];
    const now = this.clock.now();
    const records = await this.queries.memberRecordsOfUser(userId, ownerId);
    return records.filter((r) => displayStatus(r.status, r.expiresAt, now) !== 'expired').map(membershipView);
  }
}
