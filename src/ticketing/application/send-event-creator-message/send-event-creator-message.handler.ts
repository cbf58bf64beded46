import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailed } from '../../../shared/http/api-errors.js';
import { EVENT_CREATOR_MESSAGES, MAX_MESSAGE_LENGTH } from '../../domain/event-assistant.js';
import { appendMessage, conversationOf, messageView, type ChatMessageView } from '../event-assistant/conversations.js';
import { EventCreatorReplies } from '../event-assistant/event-creator-replies.js';
import { SendEventCreatorMessageCommand } from './send-event-creator-message.command.js';

@CommandHandler(SendEventCreatorMessageCommand)
export class SendEventCreatorMessageHandler implements ICommandHandler<SendEventCreatorMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly replies: EventCreatorReplies,
  ) {}

  async execute({ uuid, principal, message }: SendEventCreatorMessageCommand): Promise<ChatMessageView> {
    const content = message.trim();
    if (!content) throw new ValidationFailed([EVENT_CREATOR_MESSAGES.messageRequired]);
    if (content.length > MAX_MESSAGE_LENGTH) throw new ValidationFailed([EVENT_CREATOR_MESSAGES.messageTooLong]);
    const saved = await this.em.fork().transactional(async (em) => {
      const conversation = await conversationOf(em, uuid, principal, true);
      return appendMessage(em, conversation.id, 'user', content);
    });
    this.replies.schedule(uuid);
    return messageView(saved);
  }
}
