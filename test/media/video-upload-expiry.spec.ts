import { HeadObjectCommand, ListPartsCommand, S3Client } from '@aws-sdk/client-s3';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { TusUploadStore } from '../../src/media/infrastructure/tus-upload-store.js';
import { VideoUploadExpirySweeper } from '../../src/media/infrastructure/video-upload-expiry.sweeper.js';
import type { S3Settings } from '../../src/shared/config.js';
import { createLogger } from '../../src/shared/logging.js';
import { startLocalS3, type LocalS3 } from '../files/local-s3.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { sql } from '../support/checkout.js';
import { TestClock } from '../support/test-clock.js';
import { testMp4 } from '../support/video-library.js';

const DIRECT_UPLOAD_URL = '/client_side_api/v1/profile_management/videos/direct_upload_url';
const UPLOADS = '/client_side_api/v1/video_uploads';
const CHUNK = 4 * 1024;
const HOUR = 60 * 60_000;
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Where the tus store keeps an upload's bytes: files on disk, or objects and a multipart upload in S3. */
interface BytesProbe {
  /** Whether any of the upload's bytes or tus state is still stored. */
  kept(tusId: string): Promise<boolean>;
}

/**
 * Unfinished uploads expire 24 h after their last chunk: the worker's sweep (driven by a test clock) deletes
 * their bytes in the tus store and their record, and leaves uploads still moving or finished alone.
 */
describe.each([
  ['on disk', false],
  ['in S3', true],
])('unfinished video uploads (tus store %s) expire', (_where, onS3) => {
  let s3: LocalS3 | undefined;
  let t: TestApp;
  let pool: pg.Pool;
  let owner: TestUser;
  let video: Buffer;
  let bytes: BytesProbe;
  const dataDir = `.data/test-upload-expiry-${onS3 ? 's3' : 'disk'}-${process.pid}`;

  const tus = (headers: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...bearer(owner), ...headers });
  const open = async () => (await t.http.get(DIRECT_UPLOAD_URL).query({ ownerId: owner.id }).set(bearer(owner)).expect(200)).body.passthroughUuid as string;
  const create = async (passthroughUuid: string) => {
    const created = await t.http.post(UPLOADS).set(tus({ 'Upload-Length': String(video.length), 'Upload-Metadata': metadata({ passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' }) })).expect(201);
    return created.headers.location as string;
  };
  const patch = (location: string, offset: number, end: number) =>
    t.http
      .patch(location)
      .set(tus({ 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }))
      .send(video.subarray(offset, end));
  const head = (location: string) => t.http.head(location).set(tus());
  const tusIdOf = (location: string) => location.split('/').pop()!;
  const rows = async () => (await sql<{ id: string }>(t, 'SELECT id FROM media.video_uploads WHERE owner_id = $1', [owner.id])).map((row) => row.id).sort();

  beforeAll(async () => {
    video = await testMp4();
    expect(video.length).toBeGreaterThan(3 * CHUNK);
    s3 = onS3 ? await startLocalS3() : undefined;
    t = await startTestApp({ dataDir, s3: s3?.settings });
    pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    owner = await signUpUser(t.http);
    bytes = s3 ? s3Probe(s3.settings) : diskProbe(join(dataDir, 'video-uploads'));
  });

  afterAll(async () => {
    await pool?.end();
    await t?.close();
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('deletes the bytes and the record of an upload 24 h after its last chunk, not sooner, and not of a finished one', async () => {
    const stale = await open();
    const staleAt = await create(stale);
    expect((await patch(staleAt, 0, CHUNK)).status).toBe(204);
    const moving = await open();
    const movingAt = await create(moving);
    expect((await patch(movingAt, 0, CHUNK)).status).toBe(204);
    // Opened, but no byte ever sent.
    const opened = await open();
    const finished = await open();
    const finishedAt = await create(finished);
    expect((await patch(finishedAt, 0, video.length)).status).toBe(204);
    expect(await bytes.kept(tusIdOf(staleAt))).toBe(true);
    expect(await rows()).toEqual([stale, moving, opened, finished].sort());

    // Everything happened 23 h ago; then one more chunk of one upload arrives now.
    await sql(t, `UPDATE media.video_uploads SET created_at = created_at - interval '23 hours', last_chunk_at = last_chunk_at - interval '23 hours' WHERE owner_id = $1`, [owner.id]);
    expect((await patch(movingAt, CHUNK, 2 * CHUNK)).status).toBe(204);

    const clock = new TestClock();
    const sweeper = new VideoUploadExpirySweeper(pool, new TusUploadStore({ dataDir, s3: s3?.settings }), clock, createLogger('silent'));
    expect(await sweeper.sweep()).toBe(0);

    clock.advance(HOUR + 60_000);
    expect(await sweeper.sweep()).toBe(2);
    expect(await rows()).toEqual([moving, finished].sort());
    expect(await bytes.kept(tusIdOf(staleAt))).toBe(false);
    expect((await head(staleAt)).status).toBe(404);
    const late = await patch(staleAt, CHUNK, 2 * CHUNK);
    expect(late.status).toBe(404);
    expect(late.text).toBe('Upload not found');

    // The upload still moving goes on where it was and finishes.
    expect(await bytes.kept(tusIdOf(movingAt))).toBe(true);
    expect(Number((await head(movingAt)).headers['upload-offset'])).toBe(2 * CHUNK);
    let offset = 2 * CHUNK;
    while (offset < video.length) {
      const end = Math.min(offset + 4 * CHUNK, video.length);
      expect((await patch(movingAt, offset, end)).status).toBe(204);
      offset = end;
    }
    const [status] = await sql<{ status: string }>(t, 'SELECT status FROM media.video_uploads WHERE id = $1', [moving]);
    expect(status).toEqual({ status: 'uploaded' });

    // A finished upload waits for its video however long it takes; its bytes stay too.
    clock.advance(30 * 24 * HOUR);
    expect(await sweeper.sweep()).toBe(0);
    expect(await rows()).toEqual([moving, finished].sort());
    expect(await bytes.kept(tusIdOf(finishedAt))).toBe(true);
  });
});

function diskProbe(directory: string): BytesProbe {
  return { kept: async (tusId) => (await readdir(directory)).some((name) => name === tusId || name.startsWith(`${tusId}.`)) };
}

/** tus's S3 store keeps `<id>.info`, `<id>.part` (the incomplete last part) and a multipart upload of `<id>`. */
function s3Probe(settings: S3Settings): BytesProbe {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId!, secretAccessKey: settings.secretAccessKey! },
  });
  const exists = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: key })).then(
      (head) => head,
      () => null,
    );
  const multipart = new Map<string, string>();
  return {
    kept: async (tusId) => {
      const info = await exists(`${tusId}.info`);
      const uploadId = info?.Metadata?.['upload-id'] ?? multipart.get(tusId);
      if (uploadId) multipart.set(tusId, uploadId);
      const parts = uploadId
        ? await client.send(new ListPartsCommand({ Bucket: settings.bucket, Key: tusId, UploadId: uploadId })).then(
            () => true,
            () => false,
          )
        : false;
      return !!info || !!(await exists(`${tusId}.part`)) || !!(await exists(tusId)) || parts;
    },
  };
}
