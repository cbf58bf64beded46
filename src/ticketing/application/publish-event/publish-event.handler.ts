import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { PublishEventCommand } from './publish-event.command.js';

/** Publishing makes the event public (unless private); publishing twice changes nothing. */
@CommandHandler(PublishEventCommand)
export class PublishEventHandler implements ICommandHandler<PublishEventCommand> {
  constructor(private readonly events: EventRepository) {}

  async execute({ eventId }: PublishEventCommand): Promise<void> {
    if (!(await this.events.publish(eventId))) throw notFound(EVENT_MESSAGES.notFound);
  }
}
