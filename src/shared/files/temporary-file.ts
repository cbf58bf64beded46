import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Runs `use` with the bytes written to a temporary file (for tools that read files, such as ffmpeg), removed afterwards. */
export async function withTemporaryFile<T>(bytes: Readable, use: (path: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(join(tmpdir(), 'limelight-file-'));
  try {
    const path = join(folder, 'file');
    await pipeline(bytes, createWriteStream(path));
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
