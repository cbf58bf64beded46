import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { CollaboratorEntity, EventEntity } from '../../infrastructure/ticketing.entities.js';
import { teachingView, type TeachingView } from '../teaching-view.js';
import { ListTeachingsQuery } from './list-teachings.query.js';

@QueryHandler(ListTeachingsQuery)
export class ListTeachingsHandler implements IQueryHandler<ListTeachingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ eventId }: ListTeachingsQuery): Promise<TeachingView[]> {
    const em = this.em.fork();
    const event = isUuid(eventId) ? await em.findOne(EventEntity, { id: eventId }, { fields: ['id'] }) : null;
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const collaborators = await em.find(CollaboratorEntity, { eventId });
    const profiles = new Map((await this.profiles.findByIds(collaborators.map((c) => c.profileId))).map((p) => [p.id, p]));
    return collaborators
      .flatMap((c) => {
        const profile = profiles.get(c.profileId);
        return profile ? [teachingView(c, profile)] : [];
      })
      .sort((a, b) => a.profile.name.localeCompare(b.profile.name));
  }
}
