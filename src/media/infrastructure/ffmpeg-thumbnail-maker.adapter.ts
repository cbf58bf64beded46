import { Injectable } from '@nestjs/common';
import { ThumbnailMaker } from '../application/ports/thumbnail-maker.port.js';
import { runFfmpeg } from './ffmpeg.js';

/** A still takes a seek and one frame; reading a file that takes longer is stuck. */
const FRAME_TIMEOUT_MS = 2 * 60_000;

/** ffmpeg takes the still from the file itself (an MP4's index may sit at its end, which ffmpeg cannot reach on a pipe). */
@Injectable()
export class FfmpegThumbnailMaker extends ThumbnailMaker {
  async frameAt(path: string, second: number): Promise<Buffer> {
    const frame = await ffmpegFrame(path, second);
    // A seek past the last frame gives nothing: the first frame then.
    return frame.length > 0 || second === 0 ? frame : await ffmpegFrame(path, 0);
  }
}

const ffmpegFrame = (input: string, second: number) =>
  runFfmpeg(['-v', 'error', '-ss', String(second), '-i', input, '-frames:v', '1', '-f', 'image2', '-c:v', 'mjpeg', '-q:v', '3', 'pipe:1'], { timeoutMs: FRAME_TIMEOUT_MS });
