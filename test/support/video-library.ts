import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { APP_CONFIG, type AppConfig } from '../../src/shared/config.js';
import type { TestApp } from './app.js';
import { sql } from './checkout.js';

export const MANAGED_VIDEOS = '/client_side_api/v1/profile_management/videos';

const run = promisify(execFile);
const made = new Map<string, Promise<Buffer>>();

/** The bytes ffmpeg writes for these arguments (made once per test file). */
function ffmpegMade(extension: string, args: string[]): Promise<Buffer> {
  const key = [extension, ...args].join(' ');
  if (!made.has(key)) {
    made.set(
      key,
      (async () => {
        const work = await mkdtemp(join(tmpdir(), 'video-library-'));
        try {
          const out = join(work, `out.${extension}`);
          await run('ffmpeg', ['-v', 'error', ...args, out]);
          return await readFile(out);
        } finally {
          await rm(work, { recursive: true, force: true });
        }
      })(),
    );
  }
  return made.get(key)!;
}

/** A real 3-second H.264 MP4 (the acceptance clip of the upload). */
export const testMp4 = () => ffmpegMade('mp4', ['-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p']);

/** A small PNG, for a custom thumbnail. */
export const testPng = () => ffmpegMade('png', ['-f', 'lavfi', '-i', 'color=c=red:s=64x36', '-frames:v', '1']);

/**
 * An upload as the tus endpoint leaves it once ffprobe accepted it: the `media.video_uploads` row
 * 'uploaded', and the bytes with their tus metadata in the file store under `<dataDir>/video-uploads`
 * (where the VideoUploads adapter reads them). A refused upload keeps its refusal and no bytes.
 */
export async function finishedUpload(t: TestApp, upload: { ownerId: string; createdBy: string; refusal?: string }): Promise<string> {
  const id = randomUUID();
  if (upload.refusal) {
    await sql(
      t,
      `INSERT INTO media.video_uploads (id, owner_id, created_by, tus_id, filename, bytesize, status, refusal, finished_at) VALUES ($1, $2, $3, $4, 'clip.mp4', 12, 'refused', $5, now())`,
      [id, upload.ownerId, upload.createdBy, randomBytes(16).toString('hex'), upload.refusal],
    );
    return id;
  }
  const mp4 = await testMp4();
  const tusId = randomBytes(16).toString('hex');
  const directory = join(t.app.get<AppConfig>(APP_CONFIG).dataDir, 'video-uploads');
  await mkdir(directory, { recursive: true });
  await writeFile(join(directory, tusId), mp4);
  const metadata = { passthroughUuid: id, filename: 'clip.mp4', filetype: 'video/mp4' };
  await writeFile(join(directory, `${tusId}.json`), JSON.stringify({ id: tusId, size: mp4.length, offset: mp4.length, metadata, creation_date: new Date().toISOString() }));
  await sql(
    t,
    `INSERT INTO media.video_uploads (id, owner_id, created_by, tus_id, filename, bytesize, status, content_type, duration_seconds, finished_at)
     VALUES ($1, $2, $3, $4, 'clip.mp4', $5, 'uploaded', 'video/mp4', 3, now())`,
    [id, upload.ownerId, upload.createdBy, tusId, mp4.length],
  );
  return id;
}

/** Whether the tus store still holds the upload's bytes. */
export async function uploadBytesKept(t: TestApp, passthroughUuid: string): Promise<boolean> {
  const [row] = await sql<{ tus_id: string }>(t, 'SELECT tus_id FROM media.video_uploads WHERE id = $1', [passthroughUuid]);
  const directory = join(t.app.get<AppConfig>(APP_CONFIG).dataDir, 'video-uploads');
  return readFile(join(directory, row!.tus_id)).then(
    () => true,
    () => false,
  );
}

/** The save form with the required fields, for the owner's finished upload. */
export const videoForm = (ownerId: string, passthroughUuid: string, overrides: Record<string, unknown> = {}) => ({
  ownerId,
  title: 'Evening rehearsal',
  description: '<p>The whole <b>second</b> act.</p>',
  tags: 'rehearsal, live',
  visibility: 'public',
  posterSource: 'auto-generated',
  passthroughUuid,
  filename: 'clip.mp4',
  bytesize: 1000,
  ...overrides,
});
