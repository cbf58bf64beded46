import type { Collaborator, EventDate, EventDetails, TicketingEvent, TicketType } from '../../domain/event.js';

/**
 * Port: events with their dates, ticket types and team, as the organizer's commands change them. Outside
 * `transaction` each call stands alone; inside it, the calls share one transaction and its row locks.
 */
export abstract class EventRepository {
  /** Runs `work` in one transaction on a repository bound to it: nothing is written when `work` throws. */
  abstract transaction<T>(work: (events: EventRepository) => Promise<T>): Promise<T>;

  abstract find(eventId: string): Promise<TicketingEvent | null>;
  /** A new event with its dates and their ticket types. */
  abstract create(event: TicketingEvent, dates: readonly EventDate[], ticketTypes: readonly TicketType[]): Promise<void>;
  /** Writes the given details only; the others stay as saved. */
  abstract updateDetails(eventId: string, changes: Partial<EventDetails>): Promise<void>;
  /** 'published' when this call published the event, 'unchanged' when it already was, null when there is no such event. */
  abstract publish(eventId: string): Promise<'published' | 'unchanged' | null>;

  /** The event's dates in start order; with `lock`, in id order and locked until the transaction ends. */
  abstract dates(eventId: string, options?: { lock?: boolean }): Promise<EventDate[]>;
  /** The date that starts last, or null when the event has none. */
  abstract lastDate(eventId: string): Promise<EventDate | null>;
  /** A new date with its ticket types. */
  abstract addDate(date: EventDate, ticketTypes: readonly TicketType[]): Promise<void>;
  /** Deletes the date with its ticket types and what is left of their (expired) holds. */
  abstract removeDate(eventDateId: string): Promise<void>;

  /**
   * The ticket types of an event or of one date, in position order; with `lock`, in id order (as the
   * inventory locks them) and locked until the transaction ends, so none is sold or held meanwhile.
   */
  abstract ticketTypes(of: { eventId: string } | { eventDateId: string }, options?: { lock?: boolean }): Promise<TicketType[]>;
  /** Tickets in live checkout holds, per ticket type (types without any are left out). */
  abstract liveHolds(ticketTypeIds: readonly string[]): Promise<Map<string, number>>;
  /** Adds the new ticket types and changes the saved ones (with their lists); `sold` is the inventory's and is never written here. */
  abstract saveTicketTypes(ticketTypes: readonly TicketType[]): Promise<void>;
  /** Which of these private access lists belong to the owner. */
  abstract ownedLists(ownerId: string, listIds: readonly string[]): Promise<Set<string>>;
  /** Deletes ticket types with what is left of their (expired) holds. */
  abstract removeTicketTypes(ticketTypeIds: readonly string[]): Promise<void>;

  /** The collaboration with this id on this event, or null. */
  abstract collaborator(eventId: string, collaboratorId: string): Promise<Collaborator | null>;
  abstract isOnTeam(eventId: string, profileId: string): Promise<boolean>;
  /** False when the profile is already on the event's team (added meanwhile by someone else). */
  abstract addCollaborator(collaborator: Collaborator): Promise<boolean>;
  abstract updateCollaborator(collaborator: Collaborator): Promise<void>;
  /** Deletes the collaboration with this id on this event, or of this profile; false when there is none. */
  abstract removeCollaborator(which: { id: string; eventId: string } | { id: string; profileId: string }): Promise<boolean>;
}
