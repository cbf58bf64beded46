import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, ValidationFailed } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { emailProblem, normalizeEmail } from '../../domain/account-rules.js';
import { isTeamRole } from '../../../shared/team-roles.js';
import { TEAM_MESSAGES, type TeamSettings } from '../../domain/team.js';
import type { TeamMemberView } from '../account-views.js';
import { AccountsQueries } from '../ports/accounts-queries.port.js';
import { TeamRepository } from '../ports/team-repository.port.js';
import { requireOrganization } from '../team-owner.js';
import { AddTeamMemberCommand } from './add-team-member.command.js';
import { Clock } from '../../../shared/clock.js';
import { EventStore } from '../../../shared/event-store/event-store.port.js';
import { profileStream, TeamMemberAdded, type FollowEvent } from '../../contracts/account-events.js';
import { ProfileDirectory } from '../../contracts/profile-directory.js';

@CommandHandler(AddTeamMemberCommand)
export class AddTeamMemberHandler implements ICommandHandler<AddTeamMemberCommand> {
  constructor(
    private readonly team: TeamRepository,
    private readonly queries: AccountsQueries,
    private readonly profiles: ProfileDirectory,
    private readonly events: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ ownerId, member }: AddTeamMemberCommand): Promise<TeamMemberView> {
    await requireOrganization(this.team, ownerId);
    const userId = member.userId?.trim() || undefined;
    const email = member.email ? normalizeEmail(member.email) : '';
    if (!member.name || (!userId && !email)) throw new ValidationFailed([TEAM_MESSAGES.incomplete]);
    if (!isTeamRole(member.name)) throw new ValidationFailed([TEAM_MESSAGES.role]);
    const settings: TeamSettings = {
      role: member.name,
      admin: member.admin ?? false,
      receiveNotifications: member.receiveNotifications ?? true,
      hidden: member.hidden ?? false,
    };

    let added;
    if (userId) {
      if (!isUuid(userId) || !(await this.team.isUser(userId))) throw new ValidationFailed([TEAM_MESSAGES.personOnly]);
      if (await this.team.isOnTeam(ownerId, { userId })) throw new ValidationFailed([TEAM_MESSAGES.alreadyAdded]);
      added = await this.team.addMember(ownerId, userId, settings);
    } else {
      const problem = emailProblem(email);
      if (problem) throw new ValidationFailed([problem]);
      if (await this.team.isOnTeam(ownerId, { email })) throw new ValidationFailed([TEAM_MESSAGES.alreadyAdded]);
      added = await this.team.invite(ownerId, email, settings);
    }
    // Two managers adding the same person at once: the second is told, as when it was already there.
    if (!added) throw new ValidationFailed([TEAM_MESSAGES.alreadyAdded]);
    if (userId) await this.tellAdded(ownerId, userId, settings.role);
    const view = await this.queries.teamMember(ownerId, added.id);
    if (!view) throw notFound(TEAM_MESSAGES.memberNotFound); // removed again at once
    return view;
  }

  /** An existing user joined the team (an invitation is not yet a member). */
  private async tellAdded(ownerId: string, userId: string, role: string): Promise<void> {
    const [owner] = await this.profiles.findByIds([ownerId]);
    if (!owner) return;
    const event: FollowEvent = {
      type: TeamMemberAdded,
      data: { ownerId, ownerName: owner.name, ownerUsername: owner.username, profileId: userId, role, addedAt: this.clock.now().toISOString() },
    };
    await this.events.appendToStream(profileStream(ownerId), [event], { expectedRevision: 'any' });
  }
}
