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
  /** Runs `use` with the uploaded bytes at a local path (while they are in the upload store, i.e. until discard). */
  withLocalFile<T>(use: (path: string) => Promise<T>): Promise<T>;
}

/** Port: the video uploads received through tus, and handing their bytes over to the library. */
export abstract class VideoUploads {
  /** The upload named by the passthroughUuid, or null when there is none. */
  abstract finished(passthroughUuid: string): Promise<FinishedVideoUpload | null>;
  /**
   * Copies the bytes of an uploaded video into the file port under `fileKey` (`videos/<videoId>.<ext>`); the upload
   * store keeps its copy until `discard`. Throws when the upload is not 'uploaded'.
   */
  abstract copyToLibrary(passthroughUuid: string, fileKey: string): Promise<void>;
  /** Deletes the upload store's copy of the bytes, once the video is saved; a failure is only logged (the video stands). */
  abstract discard(passthroughUuid: string): Promise<void>;
}
