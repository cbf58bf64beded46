import type { NewEvent } from '../../shared/event-store/event-store.port.js';

/** Integration events of the ticketing context, appended to stream `event-<eventId>`. */
export const eventStream = (eventId: string): string => `event-${eventId}`;

/** An event was published for the first time (publishing again changes nothing and appends nothing). */
export const EventPublished = 'EventPublished' as const;

export interface EventPublishedData {
  eventId: string;
  name: string;
  ownerId: string;
  ownerName: string;
  ownerUsername: string;
  ownerType: 'user' | 'school';
  /** Private events are published without being listed: no one is told about them. */
  private: boolean;
  /** ISO 8601 start of the first date still to come, or null. */
  startsAt: string | null;
  /** ISO 8601 */
  publishedAt: string;
}

export type TicketingIntegrationEvent = NewEvent<typeof EventPublished, EventPublishedData>;
