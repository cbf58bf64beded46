import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, FileStorage, putting, resolveRange, unsatisfiable, type ByteRange, type StoredFile } from './file-storage.port.js';

const UNKNOWN_TYPE = 'application/octet-stream';

/**
 * Files under `<root>/objects/<key>`, their content types under `<root>/types/<key>`. A file is written
 * under `<root>/incoming/` first and renamed into place, so a reader never sees half of it.
 */
export class LocalDiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  /**
   * Moves uploads kept by earlier versions under `<legacy>/<first two characters>/<id>` into this store,
   * each under its id (the storage key their rows name), and removes the emptied folder. Runs at start-up.
   */
  adoptLegacyUploads(legacy: string): number {
    if (!existsSync(legacy)) return 0;
    let moved = 0;
    mkdirSync(join(this.root, 'objects'), { recursive: true });
    for (const shard of readdirSync(legacy, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(legacy, shard.name))) {
        const target = this.pathOf('objects', file);
        if (!existsSync(target)) renameSync(join(legacy, shard.name, file), target);
        moved += 1;
      }
    }
    rmSync(legacy, { recursive: true, force: true });
    return moved;
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    await putting(body, async () => {
      const object = this.pathOf('objects', key);
      const type = this.pathOf('types', key);
      const incoming = join(this.root, 'incoming');
      const [bytesTemp, typeTemp] = [join(incoming, randomUUID()), join(incoming, randomUUID())];
      await Promise.all([incoming, dirname(object), dirname(type)].map((dir) => mkdir(dir, { recursive: true })));
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(bytesTemp));
        await writeFile(typeTemp, contentType);
        await rename(bytesTemp, object);
        await rename(typeTemp, type);
      } finally {
        await Promise.all([rm(bytesTemp, { force: true }), rm(typeTemp, { force: true })]);
      }
    });
  }

  async stat(key: string): Promise<StoredFile | null> {
    const info = await stat(this.pathOf('objects', key)).catch(ifMissing(null));
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: await this.contentType(key) };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const handle = await open(this.pathOf('objects', key)).catch(ifMissing(null));
    if (!handle) return null;
    // The stream closes the handle when it ends or is destroyed; until then it is closed here.
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      if (!range) return handle.createReadStream();
      const span = resolveRange(range, info.size);
      if (!span) throw unsatisfiable();
      return handle.createReadStream(span);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** The stored file itself: no copy. */
  override async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null> {
    const path = this.pathOf('objects', key);
    const info = await stat(path).catch(ifMissing(null));
    return info?.isFile() ? use(path) : null;
  }

  async delete(key: string): Promise<void> {
    await Promise.all([rm(this.pathOf('objects', key), { force: true }), rm(this.pathOf('types', key), { force: true })]);
  }

  private contentType(key: string): Promise<string> {
    return readFile(this.pathOf('types', key), 'utf8').catch(ifMissing(UNKNOWN_TYPE));
  }

  private pathOf(tree: 'objects' | 'types', key: string): string {
    return join(this.root, tree, checkKey(key));
  }
}

/** A key that names no file (or a folder on the way is a file) reads as nothing stored. */
const ifMissing =
  <T>(value: T) =>
  (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return value;
    throw error;
  };
