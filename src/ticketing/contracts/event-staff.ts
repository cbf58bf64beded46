import type { AccessSetting } from '../domain/event-rules.js';

/** Who works an event besides the owner's managers: its collaborators who can manage, with their access. */
export abstract class EventStaff {
  /** The profile's access to the event ('admin', 'door' or 'basic'), or null when it is not a managing collaborator. */
  abstract accessOf(eventId: string, profileId: string): Promise<AccessSetting | null>;
  /** The owner of the event (drafts included), or null when there is no such event. */
  abstract ownerOf(eventId: string): Promise<string | null>;
}
