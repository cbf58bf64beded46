import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { VIDEO_MESSAGES, type Video } from '../domain/video-library.js';
import type { VideoRepository } from './ports/video-repository.port.js';

/** The owner's video; another owner's (or none) is answered 404 alike, so ids of others leak nothing. */
export async function findOwnVideo(videos: VideoRepository, ownerId: string, videoId: string): Promise<Video> {
  const video = isUuid(videoId) ? await videos.find(videoId) : null;
  if (!video || video.ownerId !== ownerId) throw notFound(VIDEO_MESSAGES.notFound);
  return video;
}
