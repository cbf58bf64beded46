import { Command } from '@nestjs/cqrs';
import type { Principal } from '../../../shared/access.js';
import type { ChatMessageView } from '../event-assistant/conversations.js';

/** The user's message to the event creation assistant; the assistant answers shortly after. */
export class SendEventCreatorMessageCommand extends Command<ChatMessageView> {
  constructor(
    readonly uuid: string,
    readonly principal: Principal,
    readonly message: string,
  ) {
    super();
  }
}
