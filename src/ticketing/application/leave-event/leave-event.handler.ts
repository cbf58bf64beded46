import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { LeaveEventCommand } from './leave-event.command.js';

@CommandHandler(LeaveEventCommand)
export class LeaveEventHandler implements ICommandHandler<LeaveEventCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ profileId, teachingId }: LeaveEventCommand): Promise<void> {
    // Only the profile's own collaboration: another collaborator of the same event is not found here.
    if (!(await this.events.removeCollaborator({ id: teachingId, profileId }))) throw notFound(TEAM_MESSAGES.notFound);
  }
}
