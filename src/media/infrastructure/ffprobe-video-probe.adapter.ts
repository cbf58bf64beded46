import { Injectable } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { VideoProbe } from '../application/ports/video-probe.port.js';
import type { ProbedMedia } from '../domain/video-upload.js';

const run = promisify(execFile);

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string; tags?: { major_brand?: string } };
  streams?: { codec_type?: string; codec_name?: string }[];
}

/** ffprobe (from ffmpeg) reads the container and streams; a file it cannot read is no media file. */
@Injectable()
export class FfprobeVideoProbe extends VideoProbe {
  async probe(path: string): Promise<ProbedMedia | null> {
    let stdout: string;
    try {
      ({ stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path], { maxBuffer: 16 * 1024 * 1024, timeout: 120_000 }));
    } catch (error) {
      // ffprobe exits non-zero for data it cannot parse; a missing ffprobe is a fault of the machine, not of the file.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      return null;
    }
    const output = JSON.parse(stdout) as FfprobeOutput;
    if (!output.format?.format_name) return null;
    const duration = Number(output.format.duration);
    return {
      formatName: output.format.format_name,
      majorBrand: output.format.tags?.major_brand ?? null,
      durationSeconds: Number.isFinite(duration) ? duration : null,
      streams: (output.streams ?? []).map((stream) => ({ codecType: stream.codec_type ?? '', codecName: stream.codec_name ?? '' })),
    };
  }
}
