import { broadcastUrl, type Broadcast, type BroadcastKind, type BroadcastStatus, type ViewerStatus } from '../domain/broadcast.js';
import type { Visibility } from '../domain/video-library.js';

/** A broadcast as its event's managers see it (the stream key included). */
export interface ManagedBroadcast {
  id: string;
  kind: BroadcastKind;
  externalUrl: string | null;
  streamKey: string;
  status: BroadcastStatus;
  recordingVisibility: Visibility;
  recordingTierIds: string[];
  recordingVideoId: string | null;
  url: string;
}

export interface BroadcastDate {
  dateId: string;
  startsAt: string;
  endsAt: string | null;
  broadcast: ManagedBroadcast | null;
}

export interface EventBroadcasts {
  /** Where streaming software publishes to, with the stream key as the stream name. */
  rtmpUrl: string;
  dates: BroadcastDate[];
}

/** The viewer page of a broadcast. */
export interface BroadcastView {
  id: string;
  eventId: string;
  eventName: string;
  eventDateId: string;
  startsAt: string;
  endsAt: string | null;
  timezone: string;
  status: ViewerStatus;
  kind: BroadcastKind;
  canWatch: boolean;
  externalUrl: string | null;
  playlistUrl: string | null;
  recordingVideoId: string | null;
}

export const managedBroadcast = (b: Broadcast): ManagedBroadcast => ({
  id: b.id,
  kind: b.kind,
  externalUrl: b.externalUrl,
  streamKey: b.streamKey,
  status: b.status,
  recordingVisibility: b.recordingVisibility,
  recordingTierIds: b.recordingTierIds,
  recordingVideoId: b.recordingVideoId,
  url: broadcastUrl(b.id),
});
