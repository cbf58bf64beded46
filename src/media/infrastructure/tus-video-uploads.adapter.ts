import { Injectable } from '@nestjs/common';
import { FileStorage } from '../../shared/files/file-storage.port.js';
import { VideoUploadRepository } from '../application/ports/video-upload-repository.port.js';
import { VideoUploads, type FinishedVideoUpload } from '../application/ports/video-uploads.port.js';
import { TusUploadStore } from './tus-upload-store.js';

/** The uploads received through tus: their records in PostgreSQL, their bytes in the tus store until the library takes them. */
@Injectable()
export class TusVideoUploads extends VideoUploads {
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
      readStream: async () => {
        if (!tusId || status !== 'uploaded') throw new Error(`Video upload ${passthroughUuid} has no accepted bytes`);
        return this.store.read(tusId);
      },
    };
  }

  async moveToLibrary(passthroughUuid: string, fileKey: string): Promise<void> {
    const upload = await this.records.find(passthroughUuid);
    if (!upload?.tusId || upload.status !== 'uploaded' || !upload.contentType) throw new Error(`Video upload ${passthroughUuid} is not uploaded`);
    await this.files.put(fileKey, await this.store.read(upload.tusId), upload.contentType);
    await this.store.remove(upload.tusId);
  }
}
