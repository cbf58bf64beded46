import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TEAM_PAGE_SIZE } from '../../domain/team.js';
import type { PageOf, TeamMemberView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { ListTeamMembersQuery } from './list-team-members.query.js';

@QueryHandler(ListTeamMembersQuery)
export class ListTeamMembersHandler implements IQueryHandler<ListTeamMembersQuery> {
  constructor(
    private readonly team: TeamRepository,
    private readonly queries: AccountsQueries,
  ) {}

  async execute({ ownerId, page }: ListTeamMembersQuery): Promise<PageOf<TeamMemberView>> {
    await requireOrganization(this.team, ownerId);
    return this.queries.teamMembers(ownerId, page, TEAM_PAGE_SIZE);
  }
}
