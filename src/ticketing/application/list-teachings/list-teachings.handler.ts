import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { teachingView, type TeachingView } from '../teaching-view.js';
import { ListTeachingsQuery } from './list-teachings.query.js';

@QueryHandler(ListTeachingsQuery)
export class ListTeachingsHandler implements IQueryHandler<ListTeachingsQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
  ) {}

  async execute({ eventId }: ListTeachingsQuery): Promise<TeachingView[]> {
    const collaborators = await this.queries.teachings(eventId);
    if (!collaborators) throw notFound(EVENT_MESSAGES.notFound);
    const profiles = new Map((await this.profiles.findByIds(collaborators.map((c) => c.profileId))).map((p) => [p.id, p]));
    return collaborators
      .flatMap((c) => {
        const profile = profiles.get(c.profileId);
        return profile ? [teachingView(c, profile)] : [];
      })
      .sort((a, b) => a.profile.name.localeCompare(b.profile.name));
  }
}
