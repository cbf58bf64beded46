import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, ValidationFailed } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { isCollaboratorRole, TEAM_MESSAGES } from '../../domain/event-team.js';
import { CollaboratorEntity } from '../../infrastructure/ticketing.entities.js';
import { UpdateTeachingCommand } from './update-teaching.command.js';

@CommandHandler(UpdateTeachingCommand)
export class UpdateTeachingHandler implements ICommandHandler<UpdateTeachingCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId, teachingId, changes }: UpdateTeachingCommand): Promise<void> {
    if (changes.name !== undefined && !isCollaboratorRole(changes.name)) throw new ValidationFailed([TEAM_MESSAGES.role]);
    const em = this.em.fork();
    const collaborator = isUuid(teachingId) ? await em.findOne(CollaboratorEntity, { id: teachingId, eventId }) : null;
    if (!collaborator) throw notFound(TEAM_MESSAGES.notFound);
    em.assign(collaborator, {
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.canManage !== undefined ? { canManage: changes.canManage } : {}),
      ...(changes.accessSetting !== undefined ? { accessSetting: changes.accessSetting } : {}),
    });
    await em.flush();
  }
}
