import { Command } from '@nestjs/cqrs';

export class PublishEventCommand extends Command<void> {
  constructor(readonly eventId: string) {
    super();
  }
}
