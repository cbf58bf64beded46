import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailed, notFound } from '../../../shared/errors.js';
import { isTeamRole } from '../../../shared/team-roles.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { UpdateTeachingCommand } from './update-teaching.command.js';

@CommandHandler(UpdateTeachingCommand)
export class UpdateTeachingHandler implements ICommandHandler<UpdateTeachingCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId, teachingId, changes }: UpdateTeachingCommand): Promise<void> {
    if (changes.name !== undefined && !isTeamRole(changes.name)) throw new ValidationFailed([TEAM_MESSAGES.role]);
    const collaborator = await this.events.collaborator(eventId, teachingId);
    if (!collaborator) throw notFound(TEAM_MESSAGES.notFound);
    await this.events.updateCollaborator({
      ...collaborator,
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.canManage !== undefined ? { canManage: changes.canManage } : {}),
      ...(changes.accessSetting !== undefined ? { accessSetting: changes.accessSetting } : {}),
    });
  }
}
