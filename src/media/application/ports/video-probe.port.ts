import type { ProbedMedia } from '../../domain/video-upload.js';

/** Port: reads what a media file holds (ffprobe). */
export abstract class VideoProbe {
  /** The container and streams of the file at `path`, or null when it is no media file the prober can read. */
  abstract probe(path: string): Promise<ProbedMedia | null>;
}
