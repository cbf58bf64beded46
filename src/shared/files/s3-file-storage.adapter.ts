import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.js';
import { checkKey, FileStorage, putting, resolveRange, unsatisfiable, type ByteRange, type StoredFile } from './file-storage.port.js';

/** Files as objects of one bucket in S3, MinIO or another S3-compatible store; the key is the object key. */
export class S3FileStorage extends FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    // One PUT for small bodies, a multipart upload in 5 MB parts for larger ones or streams of unknown length.
    await putting(body, async () => {
      await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType } }).done();
    });
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (status(error) === 404) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    let header: string | undefined;
    if (range && 'suffix' in range) {
      // Not every S3-compatible store honours `bytes=-N`: ask for explicit bytes.
      const file = await this.stat(key);
      if (!file) return null;
      const span = resolveRange(range, file.size);
      if (!span) throw unsatisfiable();
      header = `bytes=${span.start}-${span.end}`;
    } else if (range) {
      if (range.end !== undefined && range.end < range.start) throw unsatisfiable();
      header = `bytes=${range.start}-${range.end ?? ''}`;
    }
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Range: header }));
      return object.Body as Readable;
    } catch (error) {
      if (status(error) === 404) return null;
      if (status(error) === 416) throw unsatisfiable();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

/** The HTTP status of the store's answer (404 missing, 416 range), if the error is one. */
const status = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
