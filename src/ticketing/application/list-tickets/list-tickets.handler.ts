import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { liveHolds } from '../live-holds.js';
import { isUuid } from '../../../shared/ids.js';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound } from '../../../shared/http/api-errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventDateEntity, EventEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import { ticketTypeView, type TicketTypeView } from '../event-view.js';
import { ListTicketsQuery } from './list-tickets.query.js';

@QueryHandler(ListTicketsQuery)
export class ListTicketsHandler implements IQueryHandler<ListTicketsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileDirectory,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ eventDateId, attendance }: ListTicketsQuery): Promise<TicketTypeView[]> {
    const em = this.em.fork();
    const date = isUuid(eventDateId) ? await em.findOne(EventDateEntity, { id: eventDateId }) : null;
    const event = date ? await em.findOne(EventEntity, { id: date.eventId }) : null;
    if (!date || !event || !event.published) throw notFound(EVENT_MESSAGES.notFound);
    const [owner] = await this.profiles.findByIds([event.ownerId]);
    const tickets = await em.find(
      TicketTypeEntity,
      { eventDateId, visibilityScope: { $ne: 'secret' }, ...(attendance ? { attendance } : {}) },
      { orderBy: { position: 'asc' } },
    );
    const held = await liveHolds(this.pool, tickets.map((ticket) => ticket.id));
    return tickets.map((ticket) => ticketTypeView(ticket, event.timezone, owner?.paymentsEnabled ?? false, new Date(), held.get(ticket.id)));
  }
}
