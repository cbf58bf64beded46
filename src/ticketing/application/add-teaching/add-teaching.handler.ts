import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { ValidationFailed, notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { isTeamRole } from '../../../shared/team-roles.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { teachingView, type TeachingView } from '../teaching-view.js';
import { AddTeachingCommand } from './add-teaching.command.js';

@CommandHandler(AddTeachingCommand)
export class AddTeachingHandler implements ICommandHandler<AddTeachingCommand> {
  constructor(
    private readonly events: EventRepository,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ eventId, teaching }: AddTeachingCommand): Promise<TeachingView> {
    const event = await this.events.find(eventId);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const [profile] = isUuid(teaching.profileId) ? await this.profiles.findByIds([teaching.profileId]) : [];
    const problems: string[] = [];
    if (!isTeamRole(teaching.name)) problems.push(TEAM_MESSAGES.role);
    if (!profile) problems.push(TEAM_MESSAGES.profileNotFound);
    else if (profile.id === event.ownerId) problems.push(TEAM_MESSAGES.owner);
    else if (await this.events.isOnTeam(eventId, profile.id)) problems.push(TEAM_MESSAGES.alreadyAdded);
    if (problems.length || !profile) throw new ValidationFailed(problems);
    const collaborator = { id: randomUUID(), eventId, profileId: profile.id, name: teaching.name, canManage: teaching.canManage, accessSetting: teaching.accessSetting };
    // Two managers adding the same person at once: the second is told, as when it was already there.
    if (!(await this.events.addCollaborator(collaborator))) throw new ValidationFailed([TEAM_MESSAGES.alreadyAdded]);
    return teachingView(collaborator, profile);
  }
}
