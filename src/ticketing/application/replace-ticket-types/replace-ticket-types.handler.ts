import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { planTicketChanges } from '../../domain/ticket-types.js';
import { EventDateEntity, EventEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import { assertValid, checkTicketTypes } from '../event-input.js';
import { liveHolds } from '../live-holds.js';
import { ticketFields } from '../ticket-fields.js';
import { ReplaceTicketTypesCommand } from './replace-ticket-types.command.js';

@CommandHandler(ReplaceTicketTypesCommand)
export class ReplaceTicketTypesHandler implements ICommandHandler<ReplaceTicketTypesCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {}

  async execute({ eventId, ticketTypes }: ReplaceTicketTypesCommand): Promise<void> {
    if (!isUuid(eventId)) throw notFound(EVENT_MESSAGES.notFound);
    await this.em.fork().transactional(async (em) => {
      const event = await em.findOne(EventEntity, { id: eventId });
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      // Locked in id order, as checkout locks them: no ticket is sold or held between the check and the change.
      const saved = await em.find(TicketTypeEntity, { eventId }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
      const dates = await em.find(EventDateEntity, { eventId }, { fields: ['id'] });
      const held = await liveHolds(this.pool, saved.map((ticket) => ticket.id));
      const plan = planTicketChanges(
        saved.map((ticket) => ({ id: ticket.id, eventDateId: ticket.eventDateId, name: ticket.name, sold: ticket.sold, held: held.get(ticket.id) ?? 0 })),
        ticketTypes,
        new Set(dates.map((date) => date.id)),
      );
      assertValid(checkTicketTypes(ticketTypes), plan.problems);

      const removedIds = new Set(plan.removed.map((ticket) => ticket.id));
      for (const id of removedIds) {
        // Only expired holds remain on a type without sold or live tickets; they go with it.
        await em.execute('DELETE FROM ticketing.holds WHERE ticket_type_id = ?', [id]);
      }
      for (const ticket of saved) if (removedIds.has(ticket.id)) em.remove(ticket);

      const positions = new Map<string, number>();
      for (const input of ticketTypes) {
        const position = positions.get(input.eventDateId) ?? 0;
        positions.set(input.eventDateId, position + 1);
        const current = input.id ? saved.find((ticket) => ticket.id === input.id) : undefined;
        // Price changes apply to tickets sold from now on: orders keep the prices they were bought at.
        if (current) em.assign(current, { ...ticketFields(input), position });
        else em.create(TicketTypeEntity, { id: randomUUID(), eventId, eventDateId: input.eventDateId, ...ticketFields(input), position });
      }
      // A question asked only for removed tickets can no longer be asked; others forget the removed ones.
      if (removedIds.size && event.questions.some((question) => question.onlyForTickets?.some((id) => removedIds.has(id)))) {
        event.questions = event.questions.flatMap((question) => {
          if (!question.onlyForTickets?.length) return [question];
          const onlyForTickets = question.onlyForTickets.filter((id) => !removedIds.has(id));
          return onlyForTickets.length ? [{ ...question, onlyForTickets }] : [];
        });
      }
      await em.flush();
    });
  }
}
