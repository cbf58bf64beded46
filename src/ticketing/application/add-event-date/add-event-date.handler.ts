import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { notFound } from '../../../shared/http/api-errors.js';
import { isUuid } from '../../../shared/ids.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventDateEntity, EventEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import { assertValid, checkDates } from '../event-input.js';
import { AddEventDateCommand } from './add-event-date.command.js';

@CommandHandler(AddEventDateCommand)
export class AddEventDateHandler implements ICommandHandler<AddEventDateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId, date, copyTicketTypes }: AddEventDateCommand): Promise<{ id: string }> {
    assertValid(checkDates([date]));
    const id = randomUUID();
    await this.em.fork().transactional(async (em) => {
      const event = isUuid(eventId) ? await em.findOne(EventEntity, { id: eventId }, { fields: ['id'] }) : null;
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      const last = await em.findOne(EventDateEntity, { eventId }, { orderBy: { startsAt: 'desc' } });
      em.create(EventDateEntity, {
        id,
        eventId,
        startsAt: new Date(date.startsAt),
        endsAt: date.endsAt ? new Date(date.endsAt) : null,
        doorTime: date.doorTime ? new Date(date.doorTime) : null,
      });
      await em.flush();
      if (!copyTicketTypes || !last) return;
      // Sales windows are moments tied to the other date, so the copies are on sale without one.
      const templates = await em.find(TicketTypeEntity, { eventDateId: last.id }, { orderBy: { position: 'asc' } });
      for (const t of templates) {
        em.create(TicketTypeEntity, {
          id: randomUUID(),
          eventId,
          eventDateId: id,
          attendance: t.attendance,
          name: t.name,
          description: t.description,
          price: t.price,
          currency: t.currency,
          quantity: t.quantity,
          visibilityScope: t.visibilityScope,
          category: t.category,
          code: t.code,
          quantityPerCode: t.quantityPerCode,
          position: t.position,
        });
      }
    });
    return { id };
  }
}
