import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { createLogger } from '../../../shared/logging.js';
import { EVENT_CREATOR_MESSAGES } from '../../domain/event-assistant.js';
import { EventCreatorEntity } from '../../infrastructure/event-creator.entities.js';
import { CreateEventCommand } from '../create-event/create-event.command.js';
import { EventAssistant } from '../ports/event-assistant.port.js';
import { appendMessage, messagesOf } from './conversations.js';

/**
 * Produces the assistant's replies in the background, right after the request that sent the user's
 * message has been answered (the web app polls until the last message is the assistant's). A reply
 * that fails becomes an assistant message saying so; the user's message stays, to be sent again.
 */
@Injectable()
export class EventCreatorReplies implements OnModuleDestroy {
  private readonly pending = new Set<Promise<void>>();
  private readonly logger: Logger;

  constructor(
    private readonly em: EntityManager,
    private readonly assistant: EventAssistant,
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.logger = createLogger(config.logLevel).child({ component: 'event-assistant' });
  }

  schedule(conversationId: string): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.answer(conversationId))
      .catch((error: unknown) => this.failed(conversationId, error))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Replies under way finish before the database connections close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  /** Answers every user message since the assistant's last one, as one message, under the conversation's lock. */
  private async answer(conversationId: string): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const conversation = await em.findOne(EventCreatorEntity, { id: conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!conversation) return;
      const messages = await messagesOf(em, conversationId);
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
      if ('createEvent' in turn) {
        const { details, dates, ticketTypes } = turn.createEvent;
        const { id } = await this.commands.execute(new CreateEventCommand(conversation.ownerId, details, dates, ticketTypes));
        conversation.eventId = id;
        turn = await this.assistant.eventCreated({ memory: turn.memory, eventId: id });
      }
      conversation.state = turn.memory;
      await appendMessage(em, conversationId, 'assistant', turn.reply);
    });
  }

  private async failed(conversationId: string, error: unknown): Promise<void> {
    this.logger.error({ err: error, conversationId }, 'event assistant reply failed');
    try {
      await this.em.fork().transactional(async (em) => {
        await em.findOne(EventCreatorEntity, { id: conversationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        await appendMessage(em, conversationId, 'assistant', EVENT_CREATOR_MESSAGES.replyFailed);
      });
    } catch (again: unknown) {
      this.logger.error({ err: again, conversationId }, 'event assistant could not record a failed reply');
    }
  }
}
