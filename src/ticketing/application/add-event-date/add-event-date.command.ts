import { Command } from '@nestjs/cqrs';
import type { EventDateInput } from '../event-input.js';

/** Adds a date to an event; with `copyTicketTypes` it offers the ticket types of the event's last date (none sold yet). */
export class AddEventDateCommand extends Command<{ id: string }> {
  constructor(
    readonly eventId: string,
    readonly date: EventDateInput,
    readonly copyTicketTypes: boolean,
  ) {
    super();
  }
}
