import { Command } from '@nestjs/cqrs';

/** Removes a date of an event with its ticket types, when none of its tickets are sold. */
export class RemoveEventDateCommand extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string,
  ) {
    super();
  }
}
