import { Command } from '@nestjs/cqrs';

/** Gives every date of the event the seats of this chart of its owner, or takes reserved seating away (null). */
export class SetEventSeatingCommand extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly chartId: string | null,
  ) {
    super();
  }
}
