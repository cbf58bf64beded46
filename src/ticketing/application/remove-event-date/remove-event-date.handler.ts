import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { notFound, ValidationFailed } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { TICKET_MESSAGES } from '../../domain/ticket-types.js';
import { EventDateEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import { liveHolds } from '../live-holds.js';
import { RemoveEventDateCommand } from './remove-event-date.command.js';

@CommandHandler(RemoveEventDateCommand)
export class RemoveEventDateHandler implements ICommandHandler<RemoveEventDateCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ eventId, eventDateId }: RemoveEventDateCommand): Promise<void> {
    if (!isUuid(eventDateId)) throw notFound(TICKET_MESSAGES.dateNotFound);
    await this.em.fork().transactional(async (em) => {
      // The event's dates are locked so two removals cannot both leave it without a date.
      const dates = await em.find(EventDateEntity, { eventId }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
      const date = dates.find((d) => d.id === eventDateId);
      if (!date) throw notFound(TICKET_MESSAGES.dateNotFound);
      if (dates.length === 1) throw new ValidationFailed([TICKET_MESSAGES.lastDate]);
      const tickets = await em.find(TicketTypeEntity, { eventDateId }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
      if (tickets.some((ticket) => ticket.sold > 0)) throw new ValidationFailed([TICKET_MESSAGES.dateSold]);
      const held = await liveHolds(this.pool, tickets.map((ticket) => ticket.id));
      if (held.size) throw new ValidationFailed([TICKET_MESSAGES.dateHeld]);
      for (const ticket of tickets) await em.execute('DELETE FROM ticketing.holds WHERE ticket_type_id = ?', [ticket.id]);
      // Its ticket types go with it (ON DELETE CASCADE).
      await em.nativeDelete(EventDateEntity, { id: eventDateId });
    });
  }
}
