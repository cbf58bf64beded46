import type { Readable } from 'node:stream';

/** Port: a still of a video, for its auto-generated thumbnail. */
export abstract class ThumbnailMaker {
  /** One frame at `second` (0: the first frame) as JPEG bytes. */
  abstract frameAt(video: Readable, second: number): Promise<Buffer>;
}
