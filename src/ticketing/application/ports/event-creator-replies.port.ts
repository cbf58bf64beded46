/**
 * Port: the assistant's replies are produced in the background, right after the request that sent the
 * user's message has been answered (the web app polls until the last message is the assistant's).
 */
export abstract class EventCreatorReplies {
  /** Answers the conversation's waiting messages soon; returns at once. */
  abstract schedule(conversationId: string): void;
}
