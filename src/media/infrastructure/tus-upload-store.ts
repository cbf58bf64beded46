import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../shared/config.js';

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
      this.datastore = new S3Store({ partSize: 8 * 1024 * 1024, s3ClientConfig: { bucket, region, endpoint, forcePathStyle, credentials } });
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

  async remove(tusId: string): Promise<void> {
    await this.datastore.remove(tusId);
  }

  /** Runs `use` with the upload's bytes in a local file (ffprobe reads files): the store's own file on disk, a temporary copy from S3. */
  async withLocalFile<T>(tusId: string, use: (path: string) => Promise<T>): Promise<T> {
    if (this.directory) return use(join(this.directory, tusId));
    const folder = await mkdtemp(join(tmpdir(), 'limelight-video-'));
    try {
      const path = join(folder, 'upload');
      await pipeline(await this.read(tusId), createWriteStream(path));
      return await use(path);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }
}
