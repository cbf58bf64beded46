import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { assertValid, checkDetails, eventDetails, prepareQuestions } from '../event-input.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { UpdateEventCommand } from './update-event.command.js';

/** Fields always sent (name, time zone) and derived ones are written; any other field left out stays as saved. */
const ALWAYS = new Set(['name', 'timezone']);

@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId, details }: UpdateEventCommand): Promise<void> {
    const event = await this.events.find(eventId);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    const ticketTypes = await this.events.ticketTypes({ eventId });
    const prepared = prepareQuestions(details.questions ?? [], new Set(ticketTypes.map((t) => t.id)));
    assertValid(checkDetails(details), prepared.problems);
    const given = details as unknown as Record<string, unknown>;
    const changes = Object.entries(eventDetails(details, prepared.questions)).filter(([key]) => ALWAYS.has(key) || given[key] !== undefined);
    await this.events.updateDetails(eventId, Object.fromEntries(changes));
  }
}
