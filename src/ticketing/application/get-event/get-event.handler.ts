import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { liveHolds } from '../live-holds.js';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/http/api-errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventEntity } from '../../infrastructure/ticketing.entities.js';
import { EventAccess } from '../event-access.js';
import { buildEventView, type EventView } from '../event-view.js';
import { GetEventQuery } from './get-event.query.js';
import { isUuid } from '../../../shared/ids.js';

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileDirectory,
    private readonly access: EventAccess,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ eventId, viewer }: GetEventQuery): Promise<EventView> {
    const em = this.em.fork();
    const event = isUuid(eventId) ? await em.findOne(EventEntity, { id: eventId }) : null;
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const access = await this.access.of(viewer, event);
    // A draft is hidden from public view; a private event is only for its managers until it is shared with them.
    if ((!event.published || event.private) && !access.canManage) throw notFound(EVENT_MESSAGES.notFound);
    return buildEventView(em, this.profiles, event, access, (ids) => liveHolds(this.pool, ids));
  }
}
