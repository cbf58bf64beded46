/** Port: a still of a video, for its auto-generated thumbnail. */
export abstract class ThumbnailMaker {
  /** One frame at `second` (0: the first frame) of the video file at the local `path`, as JPEG bytes. */
  abstract frameAt(path: string, second: number): Promise<Buffer>;
}
