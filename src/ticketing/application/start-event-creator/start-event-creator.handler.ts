import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { notFound, ValidationFailed } from '../../../shared/http/api-errors.js';
import { DEFAULT_ASSISTANT_TIMEZONE, EVENT_CREATOR_MESSAGES } from '../../domain/event-assistant.js';
import { EVENT_MESSAGES, isValidTimezone } from '../../domain/event-rules.js';
import { EventCreatorEntity } from '../../infrastructure/event-creator.entities.js';
import { appendMessage } from '../event-assistant/conversations.js';
import { EventAssistant } from '../ports/event-assistant.port.js';
import { StartEventCreatorCommand } from './start-event-creator.command.js';

@CommandHandler(StartEventCreatorCommand)
export class StartEventCreatorHandler implements ICommandHandler<StartEventCreatorCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly profiles: ProfileDirectory,
    private readonly assistant: EventAssistant,
  ) {}

  async execute({ ownerId, userId, timezone }: StartEventCreatorCommand): Promise<{ uuid: string }> {
    if (timezone !== undefined && !isValidTimezone(timezone)) throw new ValidationFailed([EVENT_MESSAGES.timezone]);
    const [owner] = await this.profiles.findByIds([ownerId]);
    if (!owner) throw notFound(EVENT_CREATOR_MESSAGES.ownerNotFound);
    const opening = await this.assistant.open({ ownerName: owner.name, timezone: timezone ?? DEFAULT_ASSISTANT_TIMEZONE, now: new Date() });
    const uuid = randomUUID();
    await this.em.fork().transactional(async (em) => {
      em.create(EventCreatorEntity, { id: uuid, ownerId, userId, state: opening.memory });
      await em.flush();
      await appendMessage(em, uuid, 'assistant', opening.reply);
    });
    return { uuid };
  }
}
