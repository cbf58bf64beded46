import type { ManagedVideoDetailRow, ManagedVideoFilter, ManagedVideoRow } from '../managed-video-view.js';
import type { VideoRow, WatchVideoRow } from '../video-view.js';

export interface VideoFilter {
  /** Only this owner's videos. */
  ownerId?: string;
  /** The words typed so far (each a prefix); empty or absent: no search. */
  query?: string;
  page: number;
  perPage: number;
}

/** Port: what the media context's public pages read (one query port for the context). */
export abstract class MediaQueries {
  /** Ready videos, newest first, or by relevance when searching. */
  abstract readyVideos(filter: VideoFilter): Promise<{ rows: VideoRow[]; totalCount: number }>;
  /** Whether the owner has a ready video. */
  abstract hasReadyVideos(ownerId: string): Promise<boolean>;
  /** A ready video with the viewer's like, or null when the id names none. */
  abstract readyVideo(id: string, viewerUserId: string | null): Promise<WatchVideoRow | null>;
  /** The management list: the owner's videos and those the owner is a collaborator of, any status. */
  abstract managedVideos(filter: ManagedVideoFilter): Promise<{ rows: ManagedVideoRow[]; totalCount: number }>;
  /** The owner's video (any status), or null for another owner's or a missing one. */
  abstract managedVideo(ownerId: string, videoId: string): Promise<ManagedVideoDetailRow | null>;
}
