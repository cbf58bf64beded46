import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, unprocessable, ValidationFailed } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { isTeamRole } from '../../../shared/team-roles.js';
import { TEAM_MESSAGES } from '../../domain/team.js';
import type { TeamMemberView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { UpdateTeamMemberCommand } from './update-team-member.command.js';

/** Changes a member's or an invitation's role and permissions; the owner keeps admin access. */
@CommandHandler(UpdateTeamMemberCommand)
export class UpdateTeamMemberHandler implements ICommandHandler<UpdateTeamMemberCommand> {
  constructor(
    private readonly team: TeamRepository,
    private readonly queries: AccountsQueries,
  ) {}

  async execute({ ownerId, id, changes }: UpdateTeamMemberCommand): Promise<TeamMemberView> {
    await requireOrganization(this.team, ownerId);
    const row = isUuid(id) ? await this.team.find(ownerId, id) : null;
    if (!row) throw notFound(TEAM_MESSAGES.memberNotFound);
    if (changes.name !== undefined && !changes.name) throw new ValidationFailed([TEAM_MESSAGES.incomplete]);
    if (changes.name !== undefined && !isTeamRole(changes.name)) throw new ValidationFailed([TEAM_MESSAGES.role]);
    if (row.owner && changes.admin === false) throw unprocessable(TEAM_MESSAGES.ownerProtected);
    const updated = await this.team.update(ownerId, id, {
      role: changes.name ?? row.role,
      admin: changes.admin ?? row.admin,
      receiveNotifications: changes.receiveNotifications ?? row.receiveNotifications,
      hidden: changes.hidden ?? row.hidden,
    });
    const view = updated && (await this.queries.teamMember(ownerId, updated.id));
    if (!view) throw notFound(TEAM_MESSAGES.memberNotFound);
    return view;
  }
}
