/** Where uploaded bytes live: local disk by default, S3 when configured. */
export abstract class FileStorage {
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  abstract get(key: string): Promise<Buffer | null>;
}
