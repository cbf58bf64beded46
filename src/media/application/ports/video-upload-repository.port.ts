import type { VideoUploadRecord } from '../../domain/video-upload.js';

/** Port: the records of video uploads (their bytes are in the tus upload store, then in the file port). */
export abstract class VideoUploadRepository {
  abstract add(upload: { id: string; ownerId: string; createdBy: string }): Promise<void>;
  /** The upload named by its passthroughUuid, or null. */
  abstract find(id: string): Promise<VideoUploadRecord | null>;
  /** The upload whose bytes the tus upload `tusId` holds, or null. */
  abstract findByTusId(tusId: string): Promise<VideoUploadRecord | null>;
  /** Links the tus upload that receives the bytes, opened at `at`. */
  abstract attach(id: string, tus: { tusId: string; filename: string; bytesize: number | null }, at: Date): Promise<void>;
  /** Records a chunk arriving at `at`; false when the upload is gone (expired). */
  abstract chunkReceived(id: string, at: Date): Promise<boolean>;
  /** Records ffprobe's verdict on the complete bytes. */
  abstract finish(
    id: string,
    outcome: { status: 'uploaded'; contentType: string; durationSeconds: number | null; bytesize: number } | { status: 'refused'; refusal: string; bytesize: number },
  ): Promise<void>;
}
