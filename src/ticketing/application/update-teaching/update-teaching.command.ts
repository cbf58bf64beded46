import { Command } from '@nestjs/cqrs';
import type { TeachingInput } from '../add-teaching/add-teaching.command.js';

/** Changes a collaborator's role or access; fields left out stay as they are. */
export class UpdateTeachingCommand extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly teachingId: string,
    readonly changes: Partial<Omit<TeachingInput, 'profileId'>>,
  ) {
    super();
  }
}
