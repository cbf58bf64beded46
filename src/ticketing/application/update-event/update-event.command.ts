import { Command } from '@nestjs/cqrs';
import type { EventDetailsInput } from '../event-input.js';

export class UpdateEventCommand extends Command<void> {
  constructor(
    readonly eventId: string,
    readonly details: EventDetailsInput,
  ) {
    super();
  }
}
