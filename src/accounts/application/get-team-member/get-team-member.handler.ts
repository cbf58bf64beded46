import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { TEAM_MESSAGES } from '../../domain/team.js';
import type { TeamMemberView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { GetTeamMemberQuery } from './get-team-member.query.js';

@QueryHandler(GetTeamMemberQuery)
export class GetTeamMemberHandler implements IQueryHandler<GetTeamMemberQuery> {
  constructor(
    private readonly team: TeamRepository,
    private readonly queries: AccountsQueries,
  ) {}

  async execute({ ownerId, id }: GetTeamMemberQuery): Promise<TeamMemberView> {
    await requireOrganization(this.team, ownerId);
    const member = isUuid(id) ? await this.queries.teamMember(ownerId, id) : null;
    if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
    return member;
  }
}
