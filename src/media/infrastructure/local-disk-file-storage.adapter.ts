import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { FileStorage } from '../application/ports/file-storage.port.js';

/** Files under `<DATA_DIR>/uploads`, keyed by upload identifier (never by a client-given name). */
export class LocalDiskFileStorage extends FileStorage {
  private readonly root: string;

  constructor(dataDir: string) {
    super();
    this.root = resolve(dataDir, 'uploads');
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Invalid storage key ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }
}
