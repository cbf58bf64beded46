import type { Principal } from '../../shared/access.js';
import { WATCH_MESSAGES } from '../domain/watch-rules.js';

/** A video a viewer may donate to: ready, and one they may watch. */
export interface DonatableVideo {
  id: string;
  title: string;
  ownerId: string;
}

/** The watch page's answer for a video that does not exist or that the viewer may not watch. */
export const DONATABLE_VIDEO_NOT_FOUND = WATCH_MESSAGES.notFound;

/** Facade: the videos checkout takes donations for. */
export abstract class DonatableVideos {
  /** The video when it is ready and the viewer may watch it (the members-only rule); null otherwise. */
  abstract forViewer(videoId: string, viewer: Principal): Promise<DonatableVideo | null>;
}
