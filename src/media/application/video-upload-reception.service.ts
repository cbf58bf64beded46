import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import { judgeVideo, VIDEO_UPLOAD_MESSAGES, type VideoUploadRecord } from '../domain/video-upload.js';
import { VideoProbe } from './ports/video-probe.port.js';
import { VideoUploadRepository } from './ports/video-upload-repository.port.js';

/**
 * What the resumable upload endpoint asks before and after it moves bytes: only the user who asked for
 * the upload URL may send (or resume) the bytes, and the complete file is accepted only as MP4/MOV H.264.
 */
@Injectable()
export class VideoUploadReception {
  constructor(
    private readonly uploads: VideoUploadRepository,
    private readonly probe: VideoProbe,
    private readonly clock: Clock,
  ) {}

  /**
   * A client starts sending the bytes of `passthroughUuid` into the tus upload `tusId`. Answers the tus upload it
   * replaces (a client starting over), whose bytes nobody can reach any more, or null.
   */
  async begin(userId: string, passthroughUuid: string | undefined, tus: { tusId: string; filename: string; bytesize: number | null }): Promise<string | null> {
    if (!passthroughUuid) throw invalid(VIDEO_UPLOAD_MESSAGES.passthroughUuidRequired);
    const upload = this.own(userId, isUuid(passthroughUuid) ? await this.uploads.find(passthroughUuid) : null);
    if (upload.status !== 'pending') throw conflict(VIDEO_UPLOAD_MESSAGES.alreadyFinished);
    await this.uploads.attach(upload.id, tus, this.clock.now());
    return upload.tusId !== null && upload.tusId !== tus.tusId ? upload.tusId : null;
  }

  /** A client asks where the tus upload `tusId` stands (HEAD) or cancels it (DELETE). */
  async resume(userId: string, tusId: string): Promise<void> {
    this.own(userId, await this.uploads.findByTusId(tusId));
  }

  /** A client sends a chunk of the tus upload `tusId` (PATCH): the upload stays 24 h from now. */
  async receive(userId: string, tusId: string): Promise<void> {
    const upload = this.own(userId, await this.uploads.findByTusId(tusId));
    // Expired in the meantime: its bytes are gone, so the chunk has nowhere to go.
    if (!(await this.uploads.chunkReceived(upload.id, this.clock.now()))) throw notFound(VIDEO_UPLOAD_MESSAGES.notFound);
  }

  /** The bytes of `tusId` are complete in the local file `path`: ffprobe decides. Answers the refusal, or null when accepted. */
  async finish(tusId: string, path: string, bytesize: number): Promise<string | null> {
    const upload = await this.uploads.findByTusId(tusId);
    if (!upload) throw notFound(VIDEO_UPLOAD_MESSAGES.notFound);
    const verdict = judgeVideo(await this.probe.probe(path));
    if (!verdict.accepted) {
      await this.uploads.finish(upload.id, { status: 'refused', refusal: verdict.refusal, bytesize });
      return verdict.refusal;
    }
    await this.uploads.finish(upload.id, { status: 'uploaded', contentType: verdict.contentType, durationSeconds: verdict.durationSeconds, bytesize });
    return null;
  }

  private own(userId: string, upload: VideoUploadRecord | null): VideoUploadRecord {
    if (!upload) throw notFound(VIDEO_UPLOAD_MESSAGES.notFound);
    if (upload.createdBy !== userId) throw forbidden(VIDEO_UPLOAD_MESSAGES.notYours);
    return upload;
  }
}
