import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound, ValidationFailed } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { isCollaboratorRole, TEAM_MESSAGES } from '../../domain/event-team.js';
import { CollaboratorEntity, EventEntity } from '../../infrastructure/ticketing.entities.js';
import { teachingView, type TeachingView } from '../teaching-view.js';
import { AddTeachingCommand } from './add-teaching.command.js';

@CommandHandler(AddTeachingCommand)
export class AddTeachingHandler implements ICommandHandler<AddTeachingCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ eventId, teaching }: AddTeachingCommand): Promise<TeachingView> {
    const em = this.em.fork();
    const event = isUuid(eventId) ? await em.findOne(EventEntity, { id: eventId }, { fields: ['id', 'ownerId'] }) : null;
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const [profile] = isUuid(teaching.profileId) ? await this.profiles.findByIds([teaching.profileId]) : [];
    const problems: string[] = [];
    if (!isCollaboratorRole(teaching.name)) problems.push(TEAM_MESSAGES.role);
    if (!profile) problems.push(TEAM_MESSAGES.profileNotFound);
    else if (profile.id === event.ownerId) problems.push(TEAM_MESSAGES.owner);
    else if (await em.findOne(CollaboratorEntity, { eventId, profileId: profile.id }, { fields: ['id'] })) problems.push(TEAM_MESSAGES.alreadyAdded);
    if (problems.length || !profile) throw new ValidationFailed(problems);
    const collaborator = em.create(CollaboratorEntity, {
      id: randomUUID(),
      eventId,
      profileId: profile.id,
      name: teaching.name,
      canManage: teaching.canManage,
      accessSetting: teaching.accessSetting,
    });
    try {
      await em.flush();
    } catch (error) {
      // Two managers adding the same person at once: the second is told, as when it was already there.
      if (error instanceof UniqueConstraintViolationException) throw new ValidationFailed([TEAM_MESSAGES.alreadyAdded]);
      throw error;
    }
    return teachingView(collaborator, profile);
  }
}
