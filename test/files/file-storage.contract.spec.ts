import { createHash, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readConfig } from '../../src/shared/config.js';
import { createFileStorage } from '../../src/shared/files/file-storage.module.js';
import type { ByteRange, FileStorage } from '../../src/shared/files/file-storage.port.js';
import { LocalDiskFileStorage } from '../../src/shared/files/local-disk-file-storage.adapter.js';
import { S3FileStorage } from '../../src/shared/files/s3-file-storage.adapter.js';
import { startLocalS3 } from './local-s3.js';

/** One contract, every adapter: local disk and a local S3-compatible server always, a real store when S3_ENDPOINT is set. */
interface Backend {
  name: string;
  /** Why the backend is not run here, if it is not. */
  skipped?: string;
  open(): Promise<{ storage: FileStorage; close(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'local disk',
    open: async () => {
      const root = await mkdtemp(join(tmpdir(), 'limelight-files-'));
      return { storage: new LocalDiskFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 'local S3-compatible server (s3rver)',
    open: async () => {
      const s3 = await startLocalS3();
      const storage = new S3FileStorage(s3.settings);
      return {
        storage,
        close: async () => {
          await storage.close();
          await s3.stop();
        },
      };
    },
  },
  {
    name: 'S3 store at S3_ENDPOINT',
    skipped: process.env.S3_ENDPOINT ? undefined : 'set S3_ENDPOINT, S3_BUCKET and the keys to run',
    open: async () => {
      const storage = new S3FileStorage(readConfig().s3!);
      return { storage, close: () => storage.close() };
    },
  },
];

const text = (bytes: Buffer | null) => bytes?.toString('latin1');
const bytesOf = async (body: Readable | null) => (body ? Buffer.concat(await body.toArray()) : null);
/** 0, 1, …, 99: a byte's value tells its position. */
const hundred = Buffer.from(Array.from({ length: 100 }, (_, i) => i));

describe.each(backends)('file storage contract: $name', (backend) => {
  const it = backend.skipped ? test.skip : test;
  let handle: Awaited<ReturnType<Backend['open']>>;
  let storage: FileStorage;
  // A real store is shared between runs: every key is unique to this run, and removed afterwards.
  const run = randomUUID();
  const written: string[] = [];
  const key = (name: string) => {
    written.push(`test/${run}/${name}`);
    return `test/${run}/${name}`;
  };
  const read = async (k: string, range?: ByteRange) => bytesOf(await storage.read(k, range));

  beforeAll(async () => {
    if (backend.skipped) return;
    handle = await backend.open();
    storage = handle.storage;
  });
  afterAll(async () => {
    if (backend.skipped) return;
    await Promise.all(written.map((k) => storage.delete(k)));
    await handle.close();
  });

  it('gives back the bytes and the content type it was given', async () => {
    const k = key('poster.png');
    await storage.put(k, hundred, 'image/png');
    expect(await storage.stat(k)).toEqual({ size: 100, contentType: 'image/png' });
    expect(await read(k)).toEqual(hundred);
  });

  it('answers null for a key with nothing stored, and deleting it is no error', async () => {
    const k = key('never-written');
    expect(await storage.stat(k)).toBeNull();
    expect(await storage.read(k)).toBeNull();
    expect(await storage.read(k, { start: 0, end: 9 })).toBeNull();
    expect(await storage.read(k, { suffix: 10 })).toBeNull();
    await expect(storage.delete(k)).resolves.toBeUndefined();
  });

  it('reads a range: start-end, open-ended and suffix, clamped to the file', async () => {
    const k = key('ranges.bin');
    await storage.put(k, hundred, 'application/octet-stream');
    expect(await read(k, { start: 10, end: 19 })).toEqual(hundred.subarray(10, 20));
    // One byte (not byte 0: s3rver misreads `bytes=0-0` as the whole file; S3 and MinIO do not).
    expect(await read(k, { start: 42, end: 42 })).toEqual(hundred.subarray(42, 43));
    expect(await read(k, { start: 90 })).toEqual(hundred.subarray(90));
    expect(await read(k, { suffix: 5 })).toEqual(hundred.subarray(95));
    expect(await read(k, { start: 95, end: 500 })).toEqual(hundred.subarray(95));
    expect(await read(k, { suffix: 500 })).toEqual(hundred);
  });

  it('refuses a range that starts past the last byte', async () => {
    const k = key('short.bin');
    await storage.put(k, hundred, 'application/octet-stream');
    await expect(storage.read(k, { start: 100 })).rejects.toThrow(RangeError);
    await expect(storage.read(k, { start: 150, end: 200 })).rejects.toThrow(RangeError);
    await expect(storage.read(k, { suffix: 0 })).rejects.toThrow(RangeError);
  });

  it('replaces the bytes and the content type on a second put', async () => {
    const k = key('replaced');
    await storage.put(k, Buffer.from('first version, the longer one'), 'text/plain');
    await storage.put(k, Buffer.from('%PDF-second'), 'application/pdf');
    expect(await storage.stat(k)).toEqual({ size: 11, contentType: 'application/pdf' });
    expect(text(await read(k))).toBe('%PDF-second');
  });

  it('lets go of the stream of a put that fails, read or not (its file or connection is closed)', async () => {
    const body = Readable.from([hundred]);
    await expect(storage.put('../outside/the-store', body, 'video/mp4')).rejects.toThrow('Invalid file key');
    expect(body.destroyed).toBe(true);
  });

  it('deletes one file and leaves its neighbours', async () => {
    const [gone, kept] = [key('folder/gone.pdf'), key('folder/kept.pdf')];
    await storage.put(gone, Buffer.from('a'), 'application/pdf');
    await storage.put(kept, Buffer.from('b'), 'application/pdf');
    await storage.delete(gone);
    expect(await storage.stat(gone)).toBeNull();
    expect(await storage.read(gone)).toBeNull();
    expect(text(await read(kept))).toBe('b');
  });

  it('lends a file at a local path for tools that read files (ffmpeg); null for a key with nothing stored', async () => {
    const k = key('clip.mp4');
    await storage.put(k, hundred, 'video/mp4');
    let lent = '';
    expect(
      await storage.withLocalFile(k, async (path) => {
        lent = path;
        return readFile(path);
      }),
    ).toEqual(hundred);
    // A copy from S3 is gone afterwards; on local disk the path is the stored file itself.
    expect(await stat(lent).then(() => 'kept', () => 'gone')).toBe(storage instanceof LocalDiskFileStorage ? 'kept' : 'gone');
    expect(await storage.withLocalFile(key('missing.mp4'), () => Promise.reject(new Error('not called')))).toBeNull();
  });

  it('streams a file of several megabytes in and out, whole and by range', async () => {
    const k = key('video.bin');
    const chunk = 64 * 1024;
    const chunks = 100; // 6.25 MB: more than one 5 MB part of an S3 multipart upload
    const block = (n: number) => Buffer.alloc(chunk, n % 251);
    async function* source() {
      for (let n = 0; n < chunks; n += 1) yield block(n);
    }
    await storage.put(k, Readable.from(source()), 'video/mp4');
    expect(await storage.stat(k)).toEqual({ size: chunk * chunks, contentType: 'video/mp4' });

    const expected = createHash('sha256');
    for (let n = 0; n < chunks; n += 1) expected.update(block(n));
    const actual = createHash('sha256');
    let size = 0;
    for await (const piece of (await storage.read(k))!) {
      actual.update(piece as Buffer);
      size += (piece as Buffer).length;
    }
    expect(size).toBe(chunk * chunks);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));

    // Across the boundary between the 80th and 81st block (past the first 5 MB).
    const boundary = 80 * chunk;
    expect(await read(k, { start: boundary - 3, end: boundary + 2 })).toEqual(Buffer.from([79, 79, 79, 80, 80, 80]));
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const unsafe of ['../outside', `test/${run}/../../outside`, '/etc/passwd', `test//${run}`, '', '.hidden', 'a\\b', 'with space']) {
      await expect(storage.put(unsafe, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid file key');
      await expect(storage.stat(unsafe)).rejects.toThrow('Invalid file key');
      await expect(storage.read(unsafe)).rejects.toThrow('Invalid file key');
      await expect(storage.delete(unsafe)).rejects.toThrow('Invalid file key');
    }
  });
});

describe('local disk storage', () => {
  it('keeps every file inside its root folder', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'limelight-files-'));
    try {
      const storage = new LocalDiskFileStorage(join(parent, 'root'));
      await storage.put('tickets/order-1/abc.pdf', Buffer.from('%PDF'), 'application/pdf');
      await expect(storage.put('../escaped', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid file key');
      expect(await readdir(parent)).toEqual(['root']);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('takes over the uploads an earlier version kept under DATA_DIR/uploads, under the keys their rows name', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'limelight-files-'));
    try {
      const id = '0b5e7c1e-3c55-4b52-9d8c-6a1f2b3c4d5e';
      await mkdir(join(dataDir, 'uploads', '0b'), { recursive: true });
      await writeFile(join(dataDir, 'uploads', '0b', id), Buffer.from('poster bytes'));
      const storage = createFileStorage({ dataDir, s3: undefined });
      const stream = await storage.read(id);
      expect(stream && Buffer.concat(await stream.toArray()).toString()).toBe('poster bytes');
      expect(await readdir(dataDir)).toEqual(['files']);
      // A second start finds nothing left to move.
      expect(await createFileStorage({ dataDir, s3: undefined }).stat(id)).toMatchObject({ size: 12 });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
