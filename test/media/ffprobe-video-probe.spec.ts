import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { judgeVideo } from '../../src/media/domain/video-upload.js';
import { FfprobeVideoProbe } from '../../src/media/infrastructure/ffprobe-video-probe.adapter.js';

const run = promisify(execFile);

/** The ffprobe adapter and the upload rule on real files made by ffmpeg. */
describe('ffprobe video probe', () => {
  let dir: string;
  const probe = new FfprobeVideoProbe();
  const make = async (name: string, codec: string[]) => {
    const path = join(dir, name);
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10', ...codec, path]);
    return path;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'limelight-probe-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('accepts H.264 in MP4 and in MOV, telling them apart', async () => {
    const h264 = ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'];
    expect(judgeVideo(await probe.probe(await make('clip.mp4', h264)))).toEqual({ accepted: true, contentType: 'video/mp4', durationSeconds: 2 });
    expect(judgeVideo(await probe.probe(await make('clip.mov', h264)))).toEqual({ accepted: true, contentType: 'video/quicktime', durationSeconds: 2 });
  });

  it('refuses MPEG-4 Part 2 video in an MP4, H.264 in Matroska, and text named .mp4', async () => {
    expect(judgeVideo(await probe.probe(await make('mpeg4.mp4', ['-c:v', 'mpeg4'])))).toEqual({ accepted: false, refusal: 'MP4 or MOV H.264' });
    expect(judgeVideo(await probe.probe(await make('clip.mkv', ['-c:v', 'libx264'])))).toEqual({ accepted: false, refusal: 'MP4 or MOV H.264' });
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'not a movie\n');
    expect(await probe.probe(text)).toBeNull();
  });
});
