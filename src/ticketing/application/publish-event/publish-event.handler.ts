import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventEntity } from '../../infrastructure/ticketing.entities.js';
import { PublishEventCommand } from './publish-event.command.js';

/** Publishing makes the event public (unless private); publishing twice changes nothing. */
@CommandHandler(PublishEventCommand)
export class PublishEventHandler implements ICommandHandler<PublishEventCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId }: PublishEventCommand): Promise<void> {
    const updated = await this.em.fork().nativeUpdate(EventEntity, { id: eventId }, { published: true });
    if (updated === 0) throw notFound(EVENT_MESSAGES.notFound);
  }
}
