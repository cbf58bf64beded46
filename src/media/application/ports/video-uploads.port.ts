import type { Readable } from 'node:stream';
import type { VideoUploadStatus } from '../../domain/video-upload.js';

/** A resumable (tus) video upload, named by the passthroughUuid the client sent as metadata. */
export interface FinishedVideoUpload {
  ownerId: string;
  /** The user who asked for the upload URL and sent the bytes. */
  createdBy: string;
  /** 'pending' until the bytes are complete; then 'uploaded' (ffprobe accepted them) or 'refused'. */
  status: VideoUploadStatus;
  /** Why the upload was refused ('MP4 or MOV H.264'), else null. */
  refusal: string | null;
  /** 'video/mp4' or 'video/quicktime' once uploaded, else null. */
  contentType: string | null;
  /** Seconds (rounded) once uploaded, else null. */
  duration: number | null;
  bytesize: number | null;
  /** The uploaded bytes (only while they are still in the upload store, i.e. before moveToLibrary). */
  readStream(): Promise<Readable>;
}

/** Port: the video uploads received through tus, and handing their bytes over to the library. */
export abstract class VideoUploads {
  /** The upload named by the passthroughUuid, or null when there is none. */
  abstract finished(passthroughUuid: string): Promise<FinishedVideoUpload | null>;
  /**
   * Moves the bytes of an uploaded video into the file port under `fileKey` (`videos/<videoId>.<ext>`) and deletes
   * the upload store's copy. Throws when the upload is not 'uploaded'.
   */
  abstract moveToLibrary(passthroughUuid: string, fileKey: string): Promise<void>;
}
