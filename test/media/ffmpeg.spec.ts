import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { runFfmpeg } from '../../src/media/infrastructure/ffmpeg.js';

const run = promisify(execFile);

/** The one way ffmpeg runs for thumbnails and recordings: a run that hangs is stopped at its time limit. */
describe('runFfmpeg', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'limelight-ffmpeg-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('answers what ffmpeg wrote', async () => {
    const png = await runFfmpeg(['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=16x16', '-frames:v', '1', '-f', 'image2', '-c:v', 'png', 'pipe:1'], { timeoutMs: 60_000 });
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  });

  it('fails with ffmpeg’s errors when it cannot read its input', async () => {
    await expect(runFfmpeg(['-v', 'error', '-i', join(dir, 'missing.mp4'), '-f', 'null', '-'], { timeoutMs: 60_000 })).rejects.toThrow(/ffmpeg exited with 1: .*No such file/);
  });

  it('kills an ffmpeg stuck on an input that never comes, and settles once it is gone', async () => {
    // A named pipe nobody writes to: ffmpeg waits on it for ever.
    const pipe = join(dir, 'stuck');
    await run('mkfifo', [pipe]);
    await expect(runFfmpeg(['-v', 'error', '-i', pipe, '-f', 'null', '-'], { timeoutMs: 500 })).rejects.toThrow('ffmpeg was stopped after 500 ms');
    // No reader is left on the pipe: opening it to write without waiting finds nobody (ENXIO).
    await expect(open(pipe, constants.O_WRONLY | constants.O_NONBLOCK)).rejects.toMatchObject({ code: 'ENXIO' });
  });
});
