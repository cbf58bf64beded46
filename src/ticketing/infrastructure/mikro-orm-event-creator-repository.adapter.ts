import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isUuid } from '../../shared/ids.js';
import { ADVISORY_LOCKS } from '../../shared/persistence/advisory-locks.js';
import { EventCreatorRepository } from '../application/ports/event-creator-repository.port.js';
import type { ChatMessage, EventCreatorConversation } from '../domain/event-creator.js';
import { EventCreatorEntity, EventCreatorMessageEntity, toChatMessage, toConversation } from './event-creator.entities.js';

@Injectable()
export class MikroOrmEventCreatorRepository extends EventCreatorRepository {
  /** Set on the repository that `transaction` hands out: its calls use that transaction. */
  private inTransaction = false;

  constructor(private readonly em: EntityManager) {
    super();
  }

  /** The transaction's EntityManager, or a fresh one for a call that stands alone. */
  private get scope(): EntityManager {
    return this.inTransaction ? this.em : this.em.fork();
  }

  transaction<T>(work: (conversations: EventCreatorRepository) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((em) => {
      const conversations = new MikroOrmEventCreatorRepository(em);
      conversations.inTransaction = true;
      return work(conversations);
    });
  }

  /**
   * `lock` serialises the replies of one conversation with a transaction-level advisory lock rather than a
   * row lock: a row lock takes a transaction id, which would hold back the event feed (and every
   * projection) while the assistant thinks; this one takes none until the reply is written.
   */
  async find(conversationId: string, options: { lock?: boolean } = {}): Promise<EventCreatorConversation | null> {
    if (!isUuid(conversationId)) return null;
    if (options.lock) await this.scope.execute('SELECT pg_advisory_xact_lock(?, hashtext(?))', [ADVISORY_LOCKS.eventCreatorConversation, conversationId]);
    const entity = await this.scope.findOne(EventCreatorEntity, { id: conversationId });
    return entity && toConversation(entity);
  }

  async create(conversation: EventCreatorConversation): Promise<void> {
    const em = this.scope;
    em.create(EventCreatorEntity, conversation);
    await em.flush();
  }

  async save(conversation: EventCreatorConversation): Promise<void> {
    const em = this.scope;
    const entity = await em.findOneOrFail(EventCreatorEntity, { id: conversation.id });
    em.assign(entity, { state: conversation.state, eventId: conversation.eventId });
    await em.flush();
  }

  async messages(conversationId: string): Promise<ChatMessage[]> {
    const found = await this.scope.find(EventCreatorMessageEntity, { eventCreatorId: conversationId }, { orderBy: { createdAt: 'asc' } });
    return found.map(toChatMessage);
  }

  async lastMessage(conversationId: string): Promise<ChatMessage | null> {
    const entity = await this.scope.findOne(EventCreatorMessageEntity, { eventCreatorId: conversationId }, { orderBy: { createdAt: 'desc' } });
    return entity && toChatMessage(entity);
  }

  async addMessage(message: ChatMessage): Promise<void> {
    const em = this.scope;
    em.create(EventCreatorMessageEntity, message);
    await em.flush();
  }
}
