import type { INestApplication } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readFile, rm, stat, watch, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import request from 'supertest';
import { createApiApp } from '../../src/app.module.js';
import { VideoUploads } from '../../src/media/application/ports/video-uploads.port.js';
import { readConfig, type AppConfig } from '../../src/shared/config.js';
import { FileStorage } from '../../src/shared/files/file-storage.port.js';
import { createLogger } from '../../src/shared/logging.js';
import { signUpUser, type TestUser } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const run = promisify(execFile);
const DIRECT_UPLOAD_URL = '/client_side_api/v1/profile_management/videos/direct_upload_url';
const CHUNK = 4 * 1024;
const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * Video uploads through tus, end to end: a real H.264 MP4 made by ffmpeg, sent in chunks to the API over
 * HTTP, with a chunk cut off midway and the API restarted between chunks, then probed by ffprobe.
 */
describe('video uploads (tus)', () => {
  let db: TestDatabase;
  let workDir: string;
  let config: AppConfig;
  let app: INestApplication;
  let base: string;
  let owner: TestUser;
  let stranger: TestUser;
  let video: Buffer;

  const start = async () => {
    app = await createApiApp(config, db.url, createLogger('silent'));
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  };
  const auth = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const tus = (user: TestUser | null, headers: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...(user ? auth(user) : {}), ...headers });
  const openUpload = async (user: TestUser, ownerId = user.id): Promise<{ url: string; passthroughUuid: string }> => {
    const response = await fetch(`${base}${DIRECT_UPLOAD_URL}?ownerId=${ownerId}`, { headers: auth(user) });
    expect(response.status).toBe(200);
    return (await response.json()) as { url: string; passthroughUuid: string };
  };
  const create = (user: TestUser | null, url: string, length: number, fields: Record<string, string>) =>
    fetch(`${base}${url}`, { method: 'POST', headers: tus(user, { 'Upload-Length': String(length), 'Upload-Metadata': metadata(fields) }) });
  const patch = (user: TestUser, location: string, offset: number, bytes: Buffer) =>
    fetch(`${base}${location}`, { method: 'PATCH', headers: tus(user, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }), body: new Uint8Array(bytes) });
  const offsetOf = async (user: TestUser, location: string) => {
    const response = await fetch(`${base}${location}`, { method: 'HEAD', headers: tus(user) });
    expect(response.status).toBe(200);
    return Number(response.headers.get('upload-offset'));
  };

  /**
   * Declares a PATCH of all `bytes` but sends only the first `sent`, waits until the server has written them to
   * its upload file, then drops the connection, as a lost network does.
   */
  const interruptedPatch = async (user: TestUser, location: string, offset: number, bytes: Buffer, sent: number) => {
    const file = join(config.dataDir, 'video-uploads', location.split('/').pop()!);
    const changes = new AbortController();
    const watcher = watch(file, { signal: changes.signal });
    const req = http.request(`${base}${location}`, {
      method: 'PATCH',
      headers: tus(user, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(bytes.length) }),
    });
    const closed = new Promise<void>((resolve) => req.on('close', resolve));
    req.on('error', () => undefined);
    req.write(bytes.subarray(0, sent));
    try {
      for await (const _change of watcher) if ((await stat(file)).size >= offset + sent) break;
    } finally {
      changes.abort();
    }
    req.destroy();
    await closed;
  };

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'limelight-video-uploads-'));
    const clip = join(workDir, 'clip.mp4');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', clip]);
    video = await readFile(clip);
    db = await createTestDatabase();
    config = { ...readConfig({ NODE_ENV: 'test', DATA_DIR: join(workDir, 'data') }), webDist: undefined, logLevel: 'silent' };
    await start();
    const http = request(app.getHttpServer());
    owner = await signUpUser(http);
    stranger = await signUpUser(http);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('takes an H.264 MP4 in chunks, through an interrupted chunk and an API restart, and hands it to the library', async () => {
    expect(video.length).toBeGreaterThan(3 * CHUNK);
    const { url, passthroughUuid } = await openUpload(owner);
    expect(url).toBe('/client_side_api/v1/video_uploads');

    const created = await create(owner, url, video.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/client_side_api\/v1\/video_uploads\/[0-9a-f]+$/);

    const first = await patch(owner, location, 0, video.subarray(0, CHUNK));
    expect(first.status).toBe(204);
    expect(Number(first.headers.get('upload-offset'))).toBe(CHUNK);

    // The second chunk is cut off halfway: the server keeps what arrived, and the client resumes from there.
    await interruptedPatch(owner, location, CHUNK, video.subarray(CHUNK, 2 * CHUNK), CHUNK / 2);
    const resumeAt = await offsetOf(owner, location);
    expect(resumeAt).toBe(CHUNK + CHUNK / 2);
    const second = await patch(owner, location, resumeAt, video.subarray(resumeAt, 2 * CHUNK));
    expect(second.status).toBe(204);
    expect(Number(second.headers.get('upload-offset'))).toBe(2 * CHUNK);

    // A new API process finds the upload where it was (bytes on disk, the record in PostgreSQL).
    await app.close();
    await start();
    expect(await offsetOf(owner, location)).toBe(2 * CHUNK);
    expect((await app.get(VideoUploads).finished(passthroughUuid))?.status).toBe('pending');

    let offset = 2 * CHUNK;
    while (offset < video.length) {
      const end = Math.min(offset + CHUNK, video.length);
      const response = await patch(owner, location, offset, video.subarray(offset, end));
      expect(response.status).toBe(204);
      offset = end;
    }

    // The accepted bytes stay until the library takes them.
    expect((await fetch(`${base}${location}`, { method: 'DELETE', headers: tus(owner) })).status).toBe(400);

    const uploads = app.get(VideoUploads);
    const finished = await uploads.finished(passthroughUuid);
    expect(finished).toMatchObject({ ownerId: owner.id, createdBy: owner.id, status: 'uploaded', refusal: null, contentType: 'video/mp4', duration: 3, bytesize: video.length });
    expect(md5(await finished!.withLocalFile((path) => readFile(path)))).toBe(md5(video));

    await uploads.copyToLibrary(passthroughUuid, `videos/${passthroughUuid}.mp4`);
    const stored = await app.get(FileStorage).read(`videos/${passthroughUuid}.mp4`);
    expect(md5(await buffer(stored!))).toBe(md5(video));
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus(owner) })).status).toBe(200);
    await uploads.discard(passthroughUuid);
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus(owner) })).status).toBe(404);
  });

  it("refuses a text file named clip.mp4 with 'MP4 or MOV H.264' and keeps no bytes", async () => {
    const text = Buffer.from('These are notes, not a movie.\n'.repeat(100));
    await writeFile(join(workDir, 'notes.mp4'), text);
    const { url, passthroughUuid } = await openUpload(owner);
    const created = await create(owner, url, text.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' });
    const location = created.headers.get('location')!;

    const response = await patch(owner, location, 0, text);
    expect(response.status).toBe(422);
    expect(await response.text()).toBe('MP4 or MOV H.264');
    expect(await app.get(VideoUploads).finished(passthroughUuid)).toMatchObject({ status: 'refused', refusal: 'MP4 or MOV H.264', contentType: null });
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus(owner) })).status).toBe(404);
  });

  it("refuses a declared length over 5 GB with 'under 5GB', and accepts 5 GB exactly", async () => {
    const fiveGb = 5 * 1024 ** 3;
    const over = await openUpload(owner);
    const refused = await create(owner, over.url, fiveGb + 1, { passthroughUuid: over.passthroughUuid, filename: 'huge.mp4', filetype: 'video/mp4' });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toBe('under 5GB');

    const exact = await openUpload(owner);
    const accepted = await create(owner, exact.url, fiveGb, { passthroughUuid: exact.passthroughUuid, filename: 'big.mp4', filetype: 'video/mp4' });
    expect(accepted.status).toBe(201);
  });

  it("refuses another user's upload (403) and anyone logged out (401)", async () => {
    const { url, passthroughUuid } = await openUpload(owner);

    const theirs = await create(stranger, url, video.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(theirs.status).toBe(403);
    expect(await theirs.text()).toBe('This upload belongs to someone else');
    expect((await fetch(`${base}${DIRECT_UPLOAD_URL}?ownerId=${owner.id}`, { headers: auth(stranger) })).status).toBe(403);

    const loggedOut = await create(null, url, video.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(loggedOut.status).toBe(401);
    expect((await fetch(`${base}${DIRECT_UPLOAD_URL}?ownerId=${owner.id}`)).status).toBe(401);

    // The owner's upload, once created, cannot be resumed or read by someone else.
    const created = await create(owner, url, video.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' });
    const location = created.headers.get('location')!;
    expect((await fetch(`${base}${location}`, { method: 'HEAD', headers: tus(stranger) })).status).toBe(403);
    expect((await patch(stranger, location, 0, video.subarray(0, CHUNK))).status).toBe(403);
    expect(await offsetOf(owner, location)).toBe(0);
  });

  it('answers an upload without a passthroughUuid with 400, and one nobody opened with 404', async () => {
    const missing = await create(owner, '/client_side_api/v1/video_uploads', 10, { filename: 'clip.mp4' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe('passthroughUuid is required');
    const unknown = await create(owner, '/client_side_api/v1/video_uploads', 10, { passthroughUuid: '00000000-0000-4000-8000-000000000000', filename: 'clip.mp4' });
    expect(unknown.status).toBe(404);
    const malformed = await create(owner, '/client_side_api/v1/video_uploads', 10, { passthroughUuid: 'not-a-uuid', filename: 'clip.mp4' });
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toBe('Upload not found');
  });

  it('drops the bytes of an upload the client started over', async () => {
    const { url, passthroughUuid } = await openUpload(owner);
    const first = (await create(owner, url, video.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' })).headers.get('location')!;
    expect((await patch(owner, first, 0, video.subarray(0, CHUNK))).status).toBe(204);
    const firstFile = join(config.dataDir, 'video-uploads', first.split('/').pop()!);
    expect((await stat(firstFile)).size).toBe(CHUNK);

    const second = await create(owner, url, video.length, { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(second.status).toBe(201);
    expect(await stat(firstFile).catch(() => null)).toBeNull();
    expect(await offsetOf(owner, second.headers.get('location')!)).toBe(0);
  });
});
