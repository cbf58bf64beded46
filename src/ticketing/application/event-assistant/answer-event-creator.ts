import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EVENT_CREATOR_MESSAGES } from '../../domain/event-assistant.js';
import { CreateEventCommand } from '../create-event/create-event.command.js';
import { EventAssistant } from '../ports/event-assistant.port.js';
import { EventCreatorRepository } from '../ports/event-creator-repository.port.js';
import { appendMessage } from './conversations.js';

/**
 * The assistant's turn in a conversation (run in the background by EventCreatorReplies). A reply that
 * fails becomes an assistant message saying so; the user's message stays, to be sent again.
 */
@Injectable()
export class AnswerEventCreator {
  constructor(
    private readonly conversations: EventCreatorRepository,
    private readonly assistant: EventAssistant,
    private readonly commands: CommandBus,
  ) {}

  /** Answers every user message since the assistant's last one, as one message, under the conversation's lock. */
  async answer(conversationId: string): Promise<void> {
    await this.conversations.transaction(async (conversations) => {
      const conversation = await conversations.find(conversationId, { lock: true });
      if (!conversation) return;
      const messages = await conversations.messages(conversationId);
      const answered = messages.findLastIndex((message) => message.role === 'assistant');
      const waiting = messages.slice(answered + 1);
      // Two quick sends schedule two replies: the first answers both, the second finds nothing waiting.
      if (waiting.length === 0) return;
      let turn = await this.assistant.answer({
        memory: conversation.state,
        history: messages.slice(0, answered + 1).map(({ role, content }) => ({ role, content })),
        // A message sent again after a failure is heard once.
        message: waiting
          .map((message) => message.content)
          .filter((content, index, all) => index === 0 || content !== all[index - 1])
          .join('\n'),
        now: new Date(),
      });
      let eventId = conversation.eventId;
      if ('createEvent' in turn) {
        const { details, dates, ticketTypes } = turn.createEvent;
        ({ id: eventId } = await this.commands.execute(new CreateEventCommand(conversation.ownerId, details, dates, ticketTypes)));
        turn = await this.assistant.eventCreated({ memory: turn.memory, eventId });
      }
      await conversations.save({ ...conversation, state: turn.memory, eventId });
      await appendMessage(conversations, conversationId, 'assistant', turn.reply);
    });
  }

  /** Tells the user that the reply failed. */
  async replyFailed(conversationId: string): Promise<void> {
    await this.conversations.transaction(async (conversations) => {
      await conversations.find(conversationId, { lock: true });
      await appendMessage(conversations, conversationId, 'assistant', EVENT_CREATOR_MESSAGES.replyFailed);
    });
  }
}
