import { Command } from '@nestjs/cqrs';
import type { TicketTypeInput } from '../event-input.js';

/** A ticket type as the tickets page sends it: with the id of a saved one, or without for a new one, on one date. */
export type ManagedTicketTypeInput = TicketTypeInput & { id?: string; eventDateId: string };

/** Replaces the event's ticket types with this list: saved ones change, new ones are added, missing ones removed. */
export class ReplaceTicketTypesCommand extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly ticketTypes: ManagedTicketTypeInput[],
  ) {
    super();
  }
}
