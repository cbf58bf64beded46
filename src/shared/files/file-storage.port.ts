import type { Readable } from 'node:stream';
import { withTemporaryFile } from './temporary-file.js';

/**
 * The file port: bytes shared by every process (uploads, ticket PDFs, videos). Two adapters implement it:
 * local disk (default, one machine) and S3 or any S3-compatible store (several processes or machines).
 * Keys are made by the application, never taken from a client: `uploads/<uuid>`, `tickets/<order>/<hash>.pdf`.
 */
export interface StoredFile {
  /** Bytes. */
  size: number;
  contentType: string;
}

/** Bytes `start`..`end` inclusive (`end` omitted or past the end: to the last byte), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export abstract class FileStorage {
  /** Stores the bytes under the key, replacing what was there; a stream is written as it is read, and destroyed when the put fails. */
  abstract put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** Size and content type, or null when nothing is stored under the key. */
  abstract stat(key: string): Promise<StoredFile | null>;
  /**
   * The bytes (all, or the range), or null when nothing is stored under the key. A range that starts past
   * the last byte (or an empty suffix) throws a RangeError.
   */
  abstract read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; nothing stored under the key is not an error. */
  abstract delete(key: string): Promise<void>;

  /**
   * Runs `use` with the file at a local path, for tools that read files (ffmpeg): a temporary copy here, the
   * stored file itself on local disk. Null (and `use` not run) when nothing is stored under the key.
   */
  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null> {
    const bytes = await this.read(key);
    return bytes ? withTemporaryFile(bytes, use) : null;
  }

  /** Releases connections (S3); local disk holds none. */
  async close(): Promise<void> {}

  /** Nest closes the storage with the application. */
  onApplicationShutdown(): Promise<void> {
    return this.close();
  }
}

/** Segments of letters, digits, `.`, `_` and `-` that start with a letter or digit: no `..`, no absolute paths. */
const SAFE_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Refuses a key that could leave the storage root on disk or differ between adapters. */
export function checkKey(key: string): string {
  if (key.length > 512 || !SAFE_KEY.test(key)) throw new Error(`Invalid file key ${JSON.stringify(key)}`);
  return key;
}

/** Runs an adapter's put of `body`: when it fails, a stream is destroyed, read or not, so that its file or connection is let go of. */
export async function putting(body: Buffer | Readable, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!Buffer.isBuffer(body)) body.destroy();
    throw error;
  }
}

/** The first and last byte (inclusive) a range covers in a file of `size` bytes; null when it covers none. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) return range.suffix > 0 && size > 0 ? { start: Math.max(0, size - range.suffix), end: size - 1 } : null;
  if (range.start >= size || (range.end !== undefined && range.end < range.start)) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export const unsatisfiable = () => new RangeError('Range not satisfiable');
