import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { CollaboratorEntity } from '../../infrastructure/ticketing.entities.js';
import { LeaveEventCommand } from './leave-event.command.js';

@CommandHandler(LeaveEventCommand)
export class LeaveEventHandler implements ICommandHandler<LeaveEventCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ profileId, teachingId }: LeaveEventCommand): Promise<void> {
    // Only the profile's own collaboration: another collaborator of the same event is not found here.
    const removed = isUuid(teachingId) ? await this.em.fork().nativeDelete(CollaboratorEntity, { id: teachingId, profileId }) : 0;
    if (!removed) throw notFound(TEAM_MESSAGES.notFound);
  }
}
