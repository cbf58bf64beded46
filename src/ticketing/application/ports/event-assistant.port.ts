import type { EventDateInput, EventDetailsInput, TicketTypeInput } from '../event-input.js';

/** The assistant's own memory of a conversation: plain JSON kept with it, read only by the assistant. */
export type AssistantMemory = Record<string, unknown>;

export interface ChatLine {
  role: 'assistant' | 'user';
  content: string;
}

export interface AssistantReply {
  memory: AssistantMemory;
  reply: string;
}

/** The draft event the user confirmed, in the create-event use case's terms. */
export interface DraftEventRequest {
  details: EventDetailsInput;
  dates: EventDateInput[];
  ticketTypes: TicketTypeInput[];
}

/** Either an answer to show, or the draft event to create now (the assistant then hears `eventCreated`). */
export type AssistantTurn = AssistantReply | { memory: AssistantMemory; createEvent: DraftEventRequest };

/**
 * Port: the event creation assistant (Jaan). It leads the conversation; the application keeps the
 * messages and the memory, creates the draft event when asked, and never reads the memory itself.
 */
export abstract class EventAssistant {
  /** The first message of a new conversation for `ownerName`; times are read in `timezone`. */
  abstract open(input: { ownerName: string; timezone: string; now: Date }): Promise<AssistantReply>;
  /** The answer to the user's latest message; `history` is the conversation before it. */
  abstract answer(input: { memory: AssistantMemory; history: ChatLine[]; message: string; now: Date }): Promise<AssistantTurn>;
  /** What to tell the user once the draft event exists. */
  abstract eventCreated(input: { memory: AssistantMemory; eventId: string }): Promise<AssistantReply>;
}
