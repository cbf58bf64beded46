import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { ValidationFailed, notFound } from '../../../shared/errors.js';
import { DEFAULT_ASSISTANT_TIMEZONE, EVENT_CREATOR_MESSAGES } from '../../domain/event-assistant.js';
import { EVENT_MESSAGES, isValidTimezone } from '../../domain/event-rules.js';
import { appendMessage } from '../event-assistant/conversations.js';
import { EventAssistant } from '../ports/event-assistant.port.js';
import { EventCreatorRepository } from '../ports/event-creator-repository.port.js';
import { StartEventCreatorCommand } from './start-event-creator.command.js';

@CommandHandler(StartEventCreatorCommand)
export class StartEventCreatorHandler implements ICommandHandler<StartEventCreatorCommand> {
  constructor(
    private readonly conversations: EventCreatorRepository,
    private readonly profiles: ProfileDirectory,
    private readonly assistant: EventAssistant,
  ) {}

  async execute({ ownerId, userId, timezone }: StartEventCreatorCommand): Promise<{ uuid: string }> {
    if (timezone !== undefined && !isValidTimezone(timezone)) throw new ValidationFailed([EVENT_MESSAGES.timezone]);
    const [owner] = await this.profiles.findByIds([ownerId]);
    if (!owner) throw notFound(EVENT_CREATOR_MESSAGES.ownerNotFound);
    const opening = await this.assistant.open({ ownerName: owner.name, timezone: timezone ?? DEFAULT_ASSISTANT_TIMEZONE, now: new Date() });
    const uuid = randomUUID();
    await this.conversations.transaction(async (conversations) => {
      await conversations.create({ id: uuid, ownerId, userId, state: opening.memory, eventId: null });
      await appendMessage(conversations, uuid, 'assistant', opening.reply);
    });
    return { uuid };
  }
}
