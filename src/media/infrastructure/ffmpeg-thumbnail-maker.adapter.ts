import { Injectable } from '@nestjs/common';
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ThumbnailMaker } from '../application/ports/thumbnail-maker.port.js';

/**
 * ffmpeg takes the still. The video is written to a temporary file first: an MP4's index may sit at its
 * end, which ffmpeg cannot reach on a pipe.
 */
@Injectable()
export class FfmpegThumbnailMaker extends ThumbnailMaker {
  async frameAt(video: Readable, second: number): Promise<Buffer> {
    const dir = await mkdtemp(join(tmpdir(), 'limelight-thumbnail-'));
    try {
      const input = join(dir, 'video');
      await pipeline(video, createWriteStream(input));
      const frame = await ffmpegFrame(input, second);
      // A seek past the last frame gives nothing: the first frame then.
      return frame.length > 0 || second === 0 ? frame : await ffmpegFrame(input, 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

function ffmpegFrame(input: string, second: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', ['-v', 'error', '-ss', String(second), '-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let errors = '';
    ffmpeg.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out)) : reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`))));
  });
}
