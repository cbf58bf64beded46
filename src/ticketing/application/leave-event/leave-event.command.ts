import { Command } from '@nestjs/cqrs';

/** A collaborator takes their own profile off an event's team (the owner is never a collaborator). */
export class LeaveEventCommand extends Command<void> {
  constructor(
    readonly profileId: string,
    readonly teachingId: string,
  ) {
    super();
  }
}
