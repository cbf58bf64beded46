import { Injectable, Logger } from '@nestjs/common';
import { FileStorage } from '../../shared/files/file-storage.port.js';
import { VideoUploadRepository } from '../application/ports/video-upload-repository.port.js';
import { VideoUploads, type FinishedVideoUpload } from '../application/ports/video-uploads.port.js';
import { TusUploadStore } from './tus-upload-store.js';

/** The uploads received through tus: their records in PostgreSQL, their bytes in the tus store until the library takes them. */
@Injectable()
export class TusVideoUploads extends VideoUploads {
  private readonly logger = new Logger('VideoUploads');

  constructor(
    private readonly records: VideoUploadRepository,
    private readonly store: TusUploadStore,
    private readonly files: FileStorage,
  ) {
    super();
  }

  async finished(passthroughUuid: string): Promise<FinishedVideoUpload | null> {
    const upload = await this.records.find(passthroughUuid);
    if (!upload) return null;
    const { ownerId, createdBy, status, refusal, contentType, durationSeconds, bytesize, tusId } = upload;
    return {
      ownerId,
      createdBy,
      status,
      refusal,
      contentType,
      duration: durationSeconds,
      bytesize,
      withLocalFile: async (use) => {
        if (!tusId || status !== 'uploaded') throw new Error(`Video upload ${passthroughUuid} has no accepted bytes`);
        return this.store.withLocalFile(tusId, use);
      },
    };
  }

  async copyToLibrary(passthroughUuid: string, fileKey: string): Promise<void> {
    const upload = await this.records.find(passthroughUuid);
    if (!upload?.tusId || upload.status !== 'uploaded' || !upload.contentType) throw new Error(`Video upload ${passthroughUuid} is not uploaded`);
    await this.files.put(fileKey, await this.store.read(upload.tusId), upload.contentType);
  }

  async discard(passthroughUuid: string): Promise<void> {
    const upload = await this.records.find(passthroughUuid);
    if (!upload?.tusId) return;
    // The video is saved: stray bytes in the upload store are no reason to fail it.
    await this.store.remove(upload.tusId).catch((error: unknown) => this.logger.error(`Saved video upload ${passthroughUuid}: bytes not deleted from the upload store`, error instanceof Error ? error.stack : String(error)));
  }
}
