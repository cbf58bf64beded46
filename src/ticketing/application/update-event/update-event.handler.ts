import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventEntity, TicketTypeEntity } from '../../infrastructure/ticketing.entities.js';
import { detailsToEntity } from '../create-event/create-event.handler.js';
import { assertValid, checkDetails, prepareQuestions } from '../event-input.js';
import { UpdateEventCommand } from './update-event.command.js';

/** Fields always sent (name, time zone) and derived ones are written; any other field left out stays as saved. */
const ALWAYS = new Set(['name', 'timezone']);

@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId, details }: UpdateEventCommand): Promise<void> {
    const em = this.em.fork();
    const event = await em.findOne(EventEntity, { id: eventId });
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const ticketTypes = await em.find(TicketTypeEntity, { eventId }, { fields: ['id'] });
    const prepared = prepareQuestions(details.questions ?? [], new Set(ticketTypes.map((t) => t.id)));
    assertValid(checkDetails(details), prepared.problems);
    const given = details as unknown as Record<string, unknown>;
    const changes = Object.entries(detailsToEntity(details, prepared.questions)).filter(([key]) => ALWAYS.has(key) || given[key] !== undefined);
    em.assign(event, Object.fromEntries(changes));
    await em.flush();
  }
}
