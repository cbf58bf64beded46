import { Command } from '@nestjs/cqrs';
import type { EventDateInput, EventDetailsInput, TicketTypeInput } from '../event-input.js';

/** Creates a draft event with its dates; each ticket type is offered on every date, with its own quantity. */
export class CreateEventCommand extends Command<{ id: string }> {
  constructor(
    readonly ownerId: string,
    readonly details: EventDetailsInput,
    readonly dates: EventDateInput[],
    readonly ticketTypes: TicketTypeInput[],
  ) {
    super();
  }
}
