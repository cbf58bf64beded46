import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailed } from '../../../shared/errors.js';
import { EVENT_CREATOR_MESSAGES, MAX_MESSAGE_LENGTH } from '../../domain/event-assistant.js';
import { appendMessage, messageView, startedBy, type ChatMessageView } from '../event-assistant/conversations.js';
import { EventCreatorRepository } from '../ports/event-creator-repository.port.js';
import { EventCreatorReplies } from '../ports/event-creator-replies.port.js';
import { SendEventCreatorMessageCommand } from './send-event-creator-message.command.js';

@CommandHandler(SendEventCreatorMessageCommand)
export class SendEventCreatorMessageHandler implements ICommandHandler<SendEventCreatorMessageCommand> {
  constructor(
    private readonly conversations: EventCreatorRepository,
    private readonly replies: EventCreatorReplies,
  ) {}

  async execute({ uuid, principal, message }: SendEventCreatorMessageCommand): Promise<ChatMessageView> {
    const content = message.trim();
    if (!content) throw new ValidationFailed([EVENT_CREATOR_MESSAGES.messageRequired]);
    if (content.length > MAX_MESSAGE_LENGTH) throw new ValidationFailed([EVENT_CREATOR_MESSAGES.messageTooLong]);
    const saved = await this.conversations.transaction(async (conversations) => {
      const conversation = startedBy(await conversations.find(uuid, { lock: true }), principal);
      return appendMessage(conversations, conversation.id, 'user', content);
    });
    this.replies.schedule(uuid);
    return messageView(saved);
  }
}
