import type { VideoRow } from '../video-view.js';

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
}
