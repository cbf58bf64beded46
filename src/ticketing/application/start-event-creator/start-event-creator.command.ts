import { Command } from '@nestjs/cqrs';

/** Starts a conversation with the event creation assistant for an owner; the assistant greets first. */
export class StartEventCreatorCommand extends Command<{ uuid: string }> {
  constructor(
    readonly ownerId: string,
    readonly userId: string,
    /** The browser's time zone, in which dates and times are read; the profiles' default when absent. */
    readonly timezone: string | undefined,
  ) {
    super();
  }
}
