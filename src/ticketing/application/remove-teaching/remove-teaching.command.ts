import { Command } from '@nestjs/cqrs';

/** Takes a collaborator off the event's team. */
export class RemoveTeachingCommand extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly teachingId: string,
  ) {
    super();
  }
}
