import { spawn } from 'node:child_process';

export interface FfmpegOptions {
  /** A run still going after this long is killed and fails: a stuck input (a stalled disk or pipe) cannot hold its caller forever. */
  timeoutMs: number;
  cwd?: string;
}

/** Runs ffmpeg to its end; answers what it wrote to stdout. Fails with its last errors when it exits non-zero. */
export function runFfmpeg(args: string[], { timeoutMs, cwd }: FfmpegOptions): Promise<Buffer> {
  return new Promise((done, fail) => {
    const child = spawn('ffmpeg', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let errors = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    // Settles only once the process is gone, killed ones included.
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) fail(new Error(`ffmpeg was stopped after ${timeoutMs} ms`));
      else if (code === 0) done(Buffer.concat(out));
      else fail(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`));
    });
  });
}
