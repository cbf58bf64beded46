import type { Video } from '../../domain/video-library.js';

/** Port: the library's videos with their collaborators, as the library's commands change them. */
export abstract class VideoRepository {
  /** The video, whoever owns it, or null. */
  abstract find(id: string): Promise<Video | null>;
  /** Inserts a new video with its collaborators; false, and nothing written, when a video already has its upload. */
  abstract add(video: Video): Promise<boolean>;
  /** Inserts a new video or stores the changes of one found here, its collaborators replaced by `collaboratorIds`. */
  abstract save(video: Video): Promise<void>;
  /** Deletes the row with its collaborators and likes (the bytes are the caller's to remove). */
  abstract delete(id: string): Promise<void>;
  /** Credits the profile on the video; nothing when it already is. */
  abstract addCollaborator(videoId: string, profileId: string): Promise<void>;
  /** Whether the profile was credited (and is no longer). */
  abstract removeCollaborator(videoId: string, profileId: string): Promise<boolean>;
}
