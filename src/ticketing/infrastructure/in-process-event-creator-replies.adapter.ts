import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../shared/config.js';
import { createLogger } from '../../shared/logging.js';
import { AnswerEventCreator } from '../application/event-assistant/answer-event-creator.js';
import { EventCreatorReplies } from '../application/ports/event-creator-replies.port.js';

/**
 * Replies produced in this API process, on the next turn of its event loop: the request that sent the
 * message is answered first. Failures are logged and told to the user.
 */
@Injectable()
export class InProcessEventCreatorReplies extends EventCreatorReplies implements OnModuleDestroy {
  private readonly pending = new Set<Promise<void>>();
  private readonly logger: Logger;

  constructor(
    private readonly replies: AnswerEventCreator,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.logger = createLogger(config.logLevel).child({ component: 'event-assistant' });
  }

  schedule(conversationId: string): void {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.replies.answer(conversationId))
      .catch((error: unknown) => this.failed(conversationId, error))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Replies under way finish before the database connections close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  private async failed(conversationId: string, error: unknown): Promise<void> {
    this.logger.error({ err: error, conversationId }, 'event assistant reply failed');
    try {
      await this.replies.replyFailed(conversationId);
    } catch (again: unknown) {
      this.logger.error({ err: again, conversationId }, 'event assistant could not record a failed reply');
    }
  }
}
