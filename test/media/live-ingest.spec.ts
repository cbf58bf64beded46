import { execFile, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'superagent';
import { LiveIngest } from '../../src/media/infrastructure/live-ingest.js';
import { createLogger } from '../../src/shared/logging.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { buyer, projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const run = promisify(execFile);

/** Waits until `check` answers something (not null/false), polling; fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | null | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((next) => setTimeout(next, 200));
  }
}

/** Reads a reply's body as bytes. */
const bytes = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * ffmpeg publishing a test pattern with a tone over RTMP; resolves with its exit code. A keyframe every 2 s
 * (`-g 50`), as encoders are set up for live streaming: the ingest copies the video, so HLS segments are cut at keyframes.
 */
function publish(url: string, seconds: number): Promise<number | null> {
  const args = ['-v', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-f', 'lavfi', '-i', 'sine', '-t', String(seconds), '-c:v', 'libx264', '-g', '50', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url];
  return new Promise((done) => spawn('ffmpeg', args, { stdio: 'ignore' }).on('close', done));
}

describe('live stream ingest (RTMP → HLS → library video)', () => {
  let t: TestApp;
  let owner: TestUser;
  let holder: TestUser;
  let stranger: TestUser;
  let ingest: LiveIngest;
  let port: number;
  let broadcastId: string;
  let streamKey: string;
  let broadcastPath: string;
  const dataDir = `.data/test-live-${process.pid}`;
  const liveDir = () => join(dataDir, 'live', broadcastId);
  const status = async () => (await sql<{ status: string; started_at: Date | null; ended_at: Date | null; recording_video_id: string | null }>(t, 'SELECT status, started_at, ended_at, recording_video_id FROM media.broadcasts WHERE id = $1', [broadcastId]))[0]!;

  beforeAll(async () => {
    t = await startTestApp({ dataDir });
    [owner, holder, stranger] = await Promise.all(['Maya Lind', 'Ticket Holder', 'Stranger'].map((name) => signUpUser(t.http, { name })));
    const { eventId, dateId, tickets } = await publishedEvent(t, owner, {
      name: 'Jazz at the Riverside',
      ticketTypes: [ticket({ attendance: 'online', name: 'Stream', price: 0 })],
      collectInformationSetting: 'only-buyer',
    });
    // The holder has a (free) online ticket of the date.
    const order = await t.http.post('/client_side_api/v1/orders').set(bearer(holder)).send({ event: dateId, tickets: [{ id: tickets.Stream, quantity: 1 }] }).expect(201);
    await t.http.post(`/client_side_api/v1/orders/${order.body.id}/confirm`).set(bearer(holder)).send({ buyerAttributes: buyer({ email: holder.email, emailConfirm: holder.email }) }).expect(200);
    await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE event_date_id = $1', [dateId])).length === 1);
    broadcastPath = `/client_side_api/v1/management/courses/${eventId}/broadcasts/${dateId}`;
    const broadcast = await t.http.put(broadcastPath).set(bearer(owner)).send({ kind: 'live' }).expect(200);
    ({ id: broadcastId, streamKey } = broadcast.body as { id: string; streamKey: string });
    ingest = t.app.get(LiveIngest);
    // A short reconnect window: the stream counts as ended half a second after the encoder stops.
    port = await ingest.start({ port: 0, logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), reconnectGraceMs: 500 });
  }, 60_000);
  afterAll(async () => {
    await ingest?.stop();
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a publisher with an unknown stream key: ffmpeg fails and nothing is written', async () => {
    const code = await publish(`rtmp://127.0.0.1:${port}/live/not-a-stream-key`, 10);
    expect(code).not.toBe(0);
    expect(existsSync(join(dataDir, 'live')) ? await readdir(join(dataDir, 'live')) : []).toEqual([]);
    expect((await status()).status).toBe('idle');
  }, 30_000);

  it('streams HLS while live, and keeps the recording as a library video with a thumbnail that plays with a range request', async () => {
    const publisher = publish(`rtmp://127.0.0.1:${port}/live/${streamKey}`, 10);

    // Live: the status, then the playlist and a segment on disk.
    const live = await until('the broadcast to go live', async () => {
      const row = await status();
      return row.status === 'live' && row;
    });
    expect(live.started_at).toBeInstanceOf(Date);
    await until('a segment', async () => existsSync(join(liveDir(), 'index.m3u8')) && existsSync(join(liveDir(), 'seg-0.ts')));

    // A new key does not cut the running stream off, and a second encoder on the new key is refused rather than writing over it.
    const regenerated = await t.http.post(`${broadcastPath}/stream_key`).set(bearer(owner)).expect(200);
    expect(await publish(`rtmp://127.0.0.1:${port}/live/${regenerated.body.streamKey}`, 2)).not.toBe(0);
    expect(existsSync(join(liveDir(), 'seg-0.ts'))).toBe(true);

    // The ticket holder watches: a signed playlist whose segment lines are signed URLs that serve the bytes.
    const view = (await t.http.get(`/client_side_api/v1/broadcasts/${broadcastId}`).set(bearer(holder)).expect(200)).body as { status: string; canWatch: boolean; playlistUrl: string | null };
    expect(view).toMatchObject({ status: 'live', canWatch: true, playlistUrl: expect.stringContaining('/hls/index.m3u8?expires=') });
    const playlist = await t.http.get(view.playlistUrl!).set(bearer(holder)).expect(200);
    expect(playlist.text).toContain('#EXTM3U');
    const segmentUrl = playlist.text.split('\n').find((line) => line.includes('/hls/seg-'))!;
    expect(segmentUrl).toMatch(/\/hls\/seg-\d+\.ts\?expires=\d+&signature=/);
    const segment = await t.http.get(segmentUrl).set(bearer(holder)).buffer(true).parse(bytes).expect(200);
    expect((segment.body as Buffer)[0]).toBe(0x47); // MPEG-TS sync byte
    // Without a ticket: no playlist, and the holder's URLs do not serve; logged out: no playlist.
    expect((await t.http.get(`/client_side_api/v1/broadcasts/${broadcastId}`).set(bearer(stranger)).expect(200)).body).toMatchObject({ canWatch: false, playlistUrl: null });
    await t.http.get(view.playlistUrl!).set(bearer(stranger)).expect(403);
    await t.http.get(segmentUrl).set(bearer(stranger)).expect(403);
    expect((await t.http.get(`/client_side_api/v1/broadcasts/${broadcastId}`).expect(200)).body.playlistUrl ?? null).toBeNull();
    // The holder's URL past its expiry: refused.
    const [{ hls_key }] = await sql<{ hls_key: string }>(t, 'SELECT hls_key FROM media.keys');
    const expired = String(Math.floor(Date.now() / 1000) - 60);
    const signature = createHmac('sha256', hls_key!).update(`${broadcastId}/index.m3u8/${expired}/${holder.id}`).digest('base64url');
    await t.http.get(`/client_side_api/v1/broadcasts/${broadcastId}/hls/index.m3u8?expires=${expired}&signature=${signature}`).set(bearer(holder)).expect(403);

    // The encoder stops after 10 s: the broadcast ends and its recording becomes a video of the owner.
    expect(await publisher).toBe(0);
    const ended = await until('the recording', async () => {
      const row = await status();
      return row.recording_video_id !== null && row;
    });
    expect(ended.status).toBe('ended');
    expect(ended.ended_at!.getTime()).toBeGreaterThan(ended.started_at!.getTime());
    // The stream's files go once the library has its copy (just after the broadcast names the video).
    await until('the stream files removed', async () => !existsSync(liveDir()));

    const video = (await t.http.get(`/client_side_api/v1/videos/${ended.recording_video_id}`).expect(200)).body;
    expect(video).toMatchObject({ title: expect.stringMatching(/^Jazz at the Riverside — \w+ \d{1,2}, \d{4}$/), membersOnly: false, canWatch: true, owner: { id: owner.id } });
    expect(video.thumbnail).toEqual(expect.any(String));
    expect(video.durationSeconds).toBeGreaterThanOrEqual(8);
    const thumbnail = await t.http.get(video.thumbnail).expect(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');

    const part = await t.http.get(video.fileUrl).set('Range', 'bytes=0-1023').buffer(true).parse(bytes).expect(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-1023\/\d+$/);
    expect((part.body as Buffer).subarray(4, 8).toString()).toBe('ftyp');
    // The whole file is an MP4 that ffprobe reads as H.264 with AAC.
    const whole = await t.http.get(video.fileUrl).buffer(true).parse(bytes).expect(200);
    const work = await mkdtemp(join(tmpdir(), 'live-'));
    try {
      await writeFile(join(work, 'recording.mp4'), whole.body as Buffer);
      const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', join(work, 'recording.mp4')]);
      expect(stdout.trim().split('\n').sort()).toEqual(['aac', 'h264']);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 120_000);
});
