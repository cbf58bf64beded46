import type { Visibility } from './video-library.js';

/** Broadcasts of event dates (live streams or external links) and what their management form refuses. */
export const BROADCAST_MESSAGES = {
  streamLink: 'Please enter a valid stream link',
  tierRequired: 'Please select at least one membership tier',
  notFound: 'Broadcast not found',
  eventNotFound: 'Event not found',
  fileNotFound: 'The stream has not started yet',
  notOnline: 'This date has no online tickets',
  forbidden: 'You are not allowed to watch this stream',
} as const;

export const BROADCAST_KINDS = ['live', 'external'] as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];
export type BroadcastStatus = 'idle' | 'live' | 'ended';

/** A broadcast of one event date as the management calls and the live ingest change it. */
export interface Broadcast {
  id: string;
  eventId: string;
  eventDateId: string;
  ownerId: string;
  kind: BroadcastKind;
  externalUrl: string | null;
  /** Secret: whoever knows it may publish to the date's stream. */
  streamKey: string;
  status: BroadcastStatus;
  startedAt: Date | null;
  endedAt: Date | null;
  recordingVisibility: Visibility;
  recordingTierIds: string[];
  recordingVideoId: string | null;
}

/** The path of a broadcast's viewer page in the web app. */
export function broadcastUrl(id: string): string {
  return `/b/${id}`;
}

/**
 * An external stream link must be https and point at YouTube, Vimeo, an HLS playlist (.m3u8) or a meeting
 * (Zoom, Google Meet, Teams, Whereby, Jitsi…): any https link is accepted for meetings, so the check is the
 * scheme and a host; the viewer page embeds YouTube/Vimeo and opens anything else in a new tab.
 */
export function isValidStreamLink(value: string): boolean {
  if (value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What the viewer page shows: before the stream starts, while it runs, after it stopped. */
export type ViewerStatus = 'starting_soon' | 'live' | 'ended';

export function viewerStatus(b: Pick<Broadcast, 'kind' | 'status'>, endsAt: Date | null, now: Date): ViewerStatus {
  if (b.kind === 'live') return b.status === 'idle' ? 'starting_soon' : b.status;
  // An external link has no ingest telling its state: it is live from the page's opening until the date ends.
  return endsAt && endsAt.getTime() <= now.getTime() ? 'ended' : 'live';
}

/** Names of the HLS files served from a live broadcast's folder. */
export const HLS_FILE = /^(index\.m3u8|seg-\d+\.ts)$/;
export const PLAYLIST_FILE = 'index.m3u8';
/** Lifetimes of signed URLs: the playlist is re-fetched by the player, segments are fetched right away. */
export const PLAYLIST_URL_SECONDS = 60 * 60;
export const SEGMENT_URL_SECONDS = 10 * 60;
