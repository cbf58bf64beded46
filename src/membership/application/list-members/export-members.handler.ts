import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { memberView, type MemberView } from '../member-view.js';
import { MembershipQueries } from '../ports/membership-queries.port.js';
import { ExportMembersQuery } from './export-members.query.js';

@QueryHandler(ExportMembersQuery)
export class ExportMembersHandler implements IQueryHandler<ExportMembersQuery> {
  constructor(
    private readonly queries: MembershipQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, search }: ExportMembersQuery): Promise<MemberView[]> {
    const now = this.clock.now();
    const { records } = await this.queries.members(ownerId, search, now);
    return records.map((record) => memberView(record, now));
  }
}
