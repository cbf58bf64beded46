/** A published event's owner and its dates (every date, past ones too). */
export interface PublishedEvent {
  id: string;
  ownerId: string;
  dateIds: string[];
}

/** What other contexts may ask about the events profiles show in public (profiles' Events tab, the organizers' directory). */
export abstract class PublicEvents {
  /**
   * Whether the profile has published, non-private events, upcoming or past: its own, or events it is a
   * collaborator of.
   */
  abstract hasEvents(profileId: string): Promise<boolean>;
  /** Owners of published, non-private events, most upcoming events first; a page of their ids and how many there are. */
  abstract organizers(page: number, perPage: number): Promise<{ ids: string[]; totalCount: number }>;
  /** Whether the event exists and is published (private ones too: their link reaches them); false for drafts and unknown ids. */
  abstract isPublished(eventId: string): Promise<boolean>;
  /** The event when it exists and is published (private ones too), as isPublished; null for drafts and unknown ids. */
  abstract publishedEvent(eventId: string): Promise<PublishedEvent | null>;
}
