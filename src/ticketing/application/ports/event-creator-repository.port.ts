import type { ChatMessage, EventCreatorConversation } from '../../domain/event-creator.js';

/**
 * Port: conversations with the event creation assistant and their messages. Outside `transaction` each
 * call stands alone; inside it, the calls share one transaction and its row locks.
 */
export abstract class EventCreatorRepository {
  /** Runs `work` in one transaction on a repository bound to it: nothing is written when `work` throws. */
  abstract transaction<T>(work: (conversations: EventCreatorRepository) => Promise<T>): Promise<T>;

  /** With `lock`, the conversation is locked until the transaction ends (one writer of its messages at a time). */
  abstract find(conversationId: string, options?: { lock?: boolean }): Promise<EventCreatorConversation | null>;
  abstract create(conversation: EventCreatorConversation): Promise<void>;
  /** Stores the assistant's memory and the draft event of a conversation found here. */
  abstract save(conversation: EventCreatorConversation): Promise<void>;

  /** Oldest first. */
  abstract messages(conversationId: string): Promise<ChatMessage[]>;
  abstract lastMessage(conversationId: string): Promise<ChatMessage | null>;
  abstract addMessage(message: ChatMessage): Promise<void>;
}
