import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { isInvitation, TEAM_MESSAGES } from '../../domain/team.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { RemoveTeamMemberCommand } from './remove-team-member.command.js';

/** Takes a member off the team; their access to the organization ends with it. Invitations are cancelled instead. */
@CommandHandler(RemoveTeamMemberCommand)
export class RemoveTeamMemberHandler implements ICommandHandler<RemoveTeamMemberCommand> {
  constructor(private readonly team: TeamRepository) {}

  async execute({ ownerId, id }: RemoveTeamMemberCommand): Promise<{ message: string }> {
    await requireOrganization(this.team, ownerId);
    const row = isUuid(id) ? await this.team.find(ownerId, id) : null;
    if (!row || isInvitation(row)) throw notFound(TEAM_MESSAGES.memberNotFound);
    if (row.owner) throw unprocessable(TEAM_MESSAGES.ownerProtected);
    if (!(await this.team.remove(ownerId, id))) throw notFound(TEAM_MESSAGES.memberNotFound);
    return { message: TEAM_MESSAGES.removed };
  }
}
