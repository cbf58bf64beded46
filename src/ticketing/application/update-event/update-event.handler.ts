import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/http/api-errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { EventEntity } from '../../infrastructure/ticketing.entities.js';
import { detailsToEntity } from '../create-event/create-event.handler.js';
import { assertValid, checkDetails } from '../event-input.js';
import { UpdateEventCommand } from './update-event.command.js';

@CommandHandler(UpdateEventCommand)
export class UpdateEventHandler implements ICommandHandler<UpdateEventCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ eventId, details }: UpdateEventCommand): Promise<void> {
    assertValid(checkDetails(details));
    const em = this.em.fork();
    const event = await em.findOne(EventEntity, { id: eventId });
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    em.assign(event, detailsToEntity(details));
    await em.flush();
  }
}
