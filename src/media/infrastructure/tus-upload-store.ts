import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { AppConfig } from '../../shared/config.js';
import { withTemporaryFile } from '../../shared/files/temporary-file.js';

/** tus's S3 store, whose removal also takes the incomplete last part (`<id>.part`) an unfinished upload keeps beside its multipart upload. */
class S3UploadStore extends S3Store {
  override async remove(id: string): Promise<void> {
    await this.deleteIncompletePart(id);
    await super.remove(id);
  }
}

/**
 * Where resumable uploads keep their bytes and state until the library takes them: `<dataDir>/video-uploads`
 * (a file per upload beside its JSON metadata), or the S3 bucket when one is configured, so that an upload
 * survives a restart of the API and, on S3, may be resumed through another API process.
 */
export class TusUploadStore {
  readonly datastore: FileStore | S3Store;
  private readonly directory: string | null;

  constructor(config: Pick<AppConfig, 's3' | 'dataDir'>) {
    if (config.s3) {
      const { bucket, region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = config.s3;
      const credentials = accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;
      this.datastore = new S3UploadStore({
        partSize: 8 * 1024 * 1024,
        // Checksums only where S3 demands them, as for the file storage: several S3-compatible stores refuse the SDK's newer default ones.
        s3ClientConfig: { bucket, region, endpoint, forcePathStyle, credentials, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' },
      });
      this.directory = null;
    } else {
      this.directory = join(config.dataDir, 'video-uploads');
      this.datastore = new FileStore({ directory: this.directory });
    }
  }

  /** The complete bytes of the tus upload. */
  async read(tusId: string): Promise<Readable> {
    return this.datastore.read(tusId);
  }

  /** Deletes the upload's bytes and tus state; an upload already gone is no error. */
  async remove(tusId: string): Promise<void> {
    try {
      await this.datastore.remove(tusId);
    } catch (error) {
      if ((error as { status_code?: number }).status_code !== 404) throw error;
    }
  }

  /** Runs `use` with the upload's bytes in a local file (ffprobe and ffmpeg read files): the store's own file on disk, a temporary copy from S3. */
  async withLocalFile<T>(tusId: string, use: (path: string) => Promise<T>): Promise<T> {
    if (this.directory) return use(join(this.directory, tusId));
    return withTemporaryFile(await this.read(tusId), use);
  }
}
