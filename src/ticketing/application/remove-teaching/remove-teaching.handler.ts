import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { CollaboratorEntity } from '../../infrastructure/ticketing.entities.js';
import { RemoveTeachingCommand } from './remove-teaching.command.js';

@CommandHandler(RemoveTeachingCommand)
export class RemoveTeachingHandler implements ICommandHandler<RemoveTeachingCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId, teachingId }: RemoveTeachingCommand): Promise<void> {
    const removed = isUuid(teachingId) ? await this.em.fork().nativeDelete(CollaboratorEntity, { id: teachingId, eventId }) : 0;
    if (!removed) throw notFound(TEAM_MESSAGES.notFound);
  }
}
