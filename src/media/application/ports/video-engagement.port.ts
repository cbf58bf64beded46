import type { LikeState } from '../video-view.js';

/** Port: what viewers add to a video (views, likes); the counts are kept on the video for lists to sort by. */
export abstract class VideoEngagement {
  /** Counts one view. */
  abstract countView(videoId: string): Promise<void>;
  /** The user likes the video (once, however often asked). */
  abstract like(videoId: string, userId: string): Promise<LikeState>;
  /** The user no longer likes the video (nothing to undo is no error). */
  abstract unlike(videoId: string, userId: string): Promise<LikeState>;
}
