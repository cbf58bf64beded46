import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { RemoveTeachingCommand } from './remove-teaching.command.js';

@CommandHandler(RemoveTeachingCommand)
export class RemoveTeachingHandler implements ICommandHandler<RemoveTeachingCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId, teachingId }: RemoveTeachingCommand): Promise<void> {
    if (!(await this.events.removeCollaborator({ id: teachingId, eventId }))) throw notFound(TEAM_MESSAGES.notFound);
  }
}
