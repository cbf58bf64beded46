/** A conversation with the event creation assistant and its messages (seed 000 §2 "Event creation"). */

/** Started by one user for one owner. */
export interface EventCreatorConversation {
  id: string;
  ownerId: string;
  userId: string;
  /** The assistant's memory of the conversation: plain JSON that only the assistant reads. */
  state: Record<string, unknown>;
  /** The draft event the conversation created. */
  eventId: string | null;
}

export interface ChatMessage {
  id: string;
  eventCreatorId: string;
  role: 'assistant' | 'user';
  content: string;
  /** Strictly increasing within a conversation: it orders the messages. */
  createdAt: Date;
}

/** The time of a message added after `last`: now, or just after `last` when the clock has not moved past it. */
export const nextMessageTime = (last: ChatMessage | null, now: Date): Date => (last && last.createdAt >= now ? new Date(last.createdAt.getTime() + 1) : now);
