import type { Broadcast } from '../../domain/broadcast.js';

/** Port: broadcasts of event dates, as the management calls and the live ingest change them. */
export abstract class BroadcastRepository {
  /** The broadcast, or null. */
  abstract get(id: string): Promise<Broadcast | null>;
  /** The broadcast whose stream key this is (the ingest's check before accepting a publisher), or null. */
  abstract byStreamKey(streamKey: string): Promise<Broadcast | null>;
  /** The broadcast of the event date, or null. */
  abstract forDate(eventDateId: string): Promise<Broadcast | null>;
  /** The broadcasts of the event's dates. */
  abstract forEvent(eventId: string): Promise<Broadcast[]>;
  /** Inserts a new broadcast or stores the changes of one found here. */
  abstract save(broadcast: Broadcast): Promise<void>;
  /** A publisher started streaming: status live from `at` (ended_at cleared). */
  abstract markLive(id: string, at: Date): Promise<void>;
  /** The publisher stopped: status ended at `at`. */
  abstract markEnded(id: string, at: Date): Promise<void>;
  /** The library video made from the stream's recording. */
  abstract setRecording(id: string, videoId: string): Promise<void>;
}
