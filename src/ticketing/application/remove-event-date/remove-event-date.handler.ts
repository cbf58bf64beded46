import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailed, notFound } from '../../../shared/errors.js';
import { TICKET_MESSAGES } from '../../domain/ticket-types.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { RemoveEventDateCommand } from './remove-event-date.command.js';

@CommandHandler(RemoveEventDateCommand)
export class RemoveEventDateHandler implements ICommandHandler<RemoveEventDateCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId, eventDateId }: RemoveEventDateCommand): Promise<void> {
    await this.events.transaction(async (events) => {
      // The event's dates are locked so two removals cannot both leave it without a date.
      const dates = await events.dates(eventId, { lock: true });
      if (!dates.some((d) => d.id === eventDateId)) throw notFound(TICKET_MESSAGES.dateNotFound);
      if (dates.length === 1) throw new ValidationFailed([TICKET_MESSAGES.lastDate]);
      const tickets = await events.ticketTypes({ eventDateId }, { lock: true });
      if (tickets.some((ticket) => ticket.sold > 0)) throw new ValidationFailed([TICKET_MESSAGES.dateSold]);
      if ((await events.liveHolds(tickets.map((ticket) => ticket.id))).size) throw new ValidationFailed([TICKET_MESSAGES.dateHeld]);
      await events.removeDate(eventDateId);
    });
  }
}
