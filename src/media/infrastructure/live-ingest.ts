import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../shared/config.js';
import { LiveBroadcasts } from '../application/live-broadcasts.service.js';
import { PLAYLIST_FILE } from '../domain/broadcast.js';
import { runFfmpeg } from './ffmpeg.js';

// node-media-server is CommonJS without typings; only its RTMP connection handling is used.
const require = createRequire(import.meta.url);
const nms = {
  context: require('node-media-server/src/core/context.js') as { config: object; eventEmitter: EventEmitter },
  logger: require('node-media-server/src/core/logger.js') as { log(message: string, level?: string): void },
  RtmpServer: require('node-media-server/src/server/rtmp_server.js') as new () => { handleRequest(socket: Socket): void; stop(): void },
};

/** What the ingest reads of node-media-server's RTMP sessions. */
interface RtmpSession {
  id: string;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, unknown>;
  broadcast: { publishGraceMs: number; getPublishStatus(): 'publishing' | 'reconnecting' | 'idle' };
  close(): void;
}

/** A stream being turned into HLS: ffmpeg plays it from the RTMP server and writes the broadcast's folder. */
interface LiveStream {
  broadcastId: string;
  dir: string;
  /** ffmpeg's own play session, closed when the publisher is gone so that ffmpeg ends its playlist. */
  player?: RtmpSession;
  /** Settles once the stream is marked live and ffmpeg runs (or did not need to start). */
  starting: Promise<void>;
  /** Settles when ffmpeg has exited (with its exit code); null when it was not started. */
  hls: Promise<number | null> | null;
  stopHls(): void;
}

export interface LiveIngestOptions {
  /** 0 takes a free port. */
  port: number;
  logger: Logger;
  /** How long a publisher that dropped may reconnect and go on with the same stream and recording. */
  reconnectGraceMs?: number;
}

export const LIVE_APP = 'live';
const RECORDING_FILE = 'recording.mp4';
/** Copying a stream's segments into one MP4 (no re-encoding) runs at disk speed, minutes for the longest streams: past this, ffmpeg is stuck. */
const RECORDING_TIMEOUT_MS = 30 * 60_000;

/**
 * The RTMP ingest (one per installation, started by the worker): encoders publish to
 * rtmp://<host>:<port>/live/<stream key>. node-media-server speaks RTMP (and nothing else here: no HTTP, admin,
 * store or recording of its own); an unknown key is refused; a stream is turned into HLS under
 * `<dataDir>/live/<broadcastId>/` while it runs, and into a library video when it ends.
 */
@Injectable()
export class LiveIngest implements OnApplicationShutdown {
  private server?: Server;
  private logger?: Logger;
  private port = 0;
  private graceMs = 30_000;
  /** Lets only the ingest's own ffmpeg play streams back. */
  private readonly playToken = randomBytes(24).toString('base64url');
  /** Running streams by stream path. */
  private readonly streams = new Map<string, LiveStream>();
  /** Streams that stopped and are being recorded, by broadcast. */
  private readonly finishing = new Map<string, Promise<void>>();

  constructor(
    private readonly live: LiveBroadcasts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Listens for encoders; answers the port. */
  async start({ port, logger, reconnectGraceMs }: LiveIngestOptions): Promise<number> {
    if (this.server) throw new Error('The live ingest is already running');
    this.logger = logger;
    this.graceMs = reconnectGraceMs ?? this.graceMs;
    nms.context.config = { rtmp: {} };
    nms.logger.log = (message, level = 'info') => logger[level === 'warn' || level === 'error' ? 'warn' : 'debug']({ rtmp: message }, 'rtmp server');
    const rtmp = new nms.RtmpServer();
    nms.context.eventEmitter.on('prePublish', this.onPublish);
    nms.context.eventEmitter.on('donePublish', this.onDonePublish);
    nms.context.eventEmitter.on('prePlay', this.onPlay);
    const server = createServer((socket) => rtmp.handleRequest(socket));
    server.on('close', () => rtmp.stop());
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(port, () => done());
    });
    server.on('error', (error) => logger.error({ err: error }, 'rtmp server failed'));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this.port;
  }

  /** Stops listening; streams still running end now and are recorded before this resolves. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    nms.context.eventEmitter.off('prePublish', this.onPublish);
    nms.context.eventEmitter.off('donePublish', this.onDonePublish);
    nms.context.eventEmitter.off('prePlay', this.onPlay);
    for (const path of [...this.streams.keys()]) this.end(path);
    await new Promise<void>((done) => server.close(() => done()));
    await Promise.all(this.finishing.values());
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  private readonly onPublish = (session: RtmpSession): void => {
    if (session.streamApp !== LIVE_APP) return session.close();
    session.broadcast.publishGraceMs = this.graceMs;
    this.accept(session).catch((error: unknown) => {
      this.logger?.error({ err: error, session: session.id }, 'live stream could not start');
      session.close();
    });
  };

  private async accept(session: RtmpSession): Promise<void> {
    const broadcastId = await this.live.publishing(session.streamName);
    if (!broadcastId) {
      this.logger?.info({ session: session.id }, 'unknown stream key refused');
      return session.close();
    }
    // The encoder reconnected within the grace window (or a second encoder, which the server refuses): the stream goes on.
    if (this.streams.has(session.streamPath) || session.broadcast.getPublishStatus() === 'idle') return;
    // The broadcast is already streaming under its previous key (a new key does not cut a running stream off):
    // a second stream would write over its files.
    if ([...this.streams.values()].some((running) => running.broadcastId === broadcastId)) {
      this.logger?.info({ session: session.id, broadcastId }, 'second stream of a live broadcast refused');
      return session.close();
    }
    const stream: LiveStream = { broadcastId, dir: resolve(this.config.dataDir, 'live', broadcastId), starting: Promise.resolve(), hls: null, stopHls: () => undefined };
    this.streams.set(session.streamPath, stream);
    stream.starting = this.begin(stream, session);
    await stream.starting;
  }

  private async begin(stream: LiveStream, session: RtmpSession): Promise<void> {
    const { broadcastId } = stream;
    // A previous stream of the broadcast may still be making its recording from the same folder.
    await this.finishing.get(broadcastId);
    await rm(stream.dir, { recursive: true, force: true });
    await mkdir(stream.dir, { recursive: true });
    await this.live.started(broadcastId);
    if (this.streams.get(session.streamPath) !== stream) return;
    const source = `rtmp://127.0.0.1:${this.port}/${LIVE_APP}/${session.streamName}?ingest=${this.playToken}`;
    // -rw_timeout: a stream that stalls past the grace window ends too.
    const timeoutMicros = String((this.graceMs + 30_000) * 1000);
    const args = ['-v', 'error', '-rw_timeout', timeoutMicros, '-i', source, '-c:v', 'copy', '-c:a', 'aac', '-f', 'hls', '-hls_time', '2', '-hls_list_size', '0', '-hls_segment_filename', 'seg-%d.ts', PLAYLIST_FILE];
    const ffmpeg = spawn('ffmpeg', args, { cwd: stream.dir, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    ffmpeg.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    stream.stopHls = () => {
      ffmpeg.kill('SIGINT');
      // An ffmpeg that ignores the interrupt would hold the recording (and the ingest's shutdown) forever.
      setTimeout(() => ffmpeg.kill('SIGKILL'), 15_000).unref();
    };
    stream.hls = new Promise((done) => {
      ffmpeg.on('error', (error) => {
        this.logger?.error({ err: error, broadcastId }, 'ffmpeg could not start');
        done(null);
      });
      ffmpeg.on('close', (code) => {
        if (code !== 0) this.logger?.warn({ broadcastId, code, errors: errors.trim() }, 'ffmpeg (HLS) ended with an error');
        // Stalled or failed without the publisher leaving: the stream is over all the same.
        if (this.streams.get(session.streamPath) === stream) this.end(session.streamPath);
        done(code);
      });
    });
    this.logger?.info({ broadcastId }, 'live stream started');
  }

  /** Only the ingest's own ffmpeg plays streams (the query carries this process's token). */
  private readonly onPlay = (session: RtmpSession): void => {
    const stream = this.streams.get(session.streamPath);
    if (session.streamQuery.ingest !== this.playToken || !stream) return session.close();
    stream.player = session;
  };

  /** The publisher is gone for good (the grace window passed). */
  private readonly onDonePublish = (session: RtmpSession): void => {
    if (this.streams.has(session.streamPath)) this.end(session.streamPath);
  };

  private end(streamPath: string): void {
    const stream = this.streams.get(streamPath)!;
    this.streams.delete(streamPath);
    const done = this.finish(stream)
      .catch((error: unknown) => this.logger?.error({ err: error, broadcastId: stream.broadcastId, dir: stream.dir }, 'live stream recording failed'))
      .finally(() => {
        if (this.finishing.get(stream.broadcastId) === done) this.finishing.delete(stream.broadcastId);
      });
    this.finishing.set(stream.broadcastId, done);
  }

  /** ffmpeg finishes the playlist, the broadcast ends, its HLS files become the recording. */
  private async finish(stream: LiveStream): Promise<void> {
    await stream.starting.catch(() => undefined);
    // Closing ffmpeg's play session ends its input; SIGINT if it does not stop by itself.
    stream.player?.close();
    const stopping = setTimeout(() => stream.stopHls(), 15_000);
    await stream.hls;
    clearTimeout(stopping);
    await this.live.ended(stream.broadcastId);
    const playlist = join(stream.dir, PLAYLIST_FILE);
    if (!(await stat(playlist).catch(() => null))) {
      this.logger?.info({ broadcastId: stream.broadcastId }, 'live stream ended without video: no recording');
      return;
    }
    const recording = join(stream.dir, RECORDING_FILE);
    await runFfmpeg(['-v', 'error', '-y', '-i', playlist, '-c', 'copy', '-movflags', '+faststart', recording], { timeoutMs: RECORDING_TIMEOUT_MS });
    const { size } = await stat(recording);
    const videoId = await this.live.keepRecording(stream.broadcastId, { path: recording, bytesize: size, readStream: async () => createReadStream(recording) });
    this.logger?.info({ broadcastId: stream.broadcastId, videoId }, 'live stream recorded');
    // The library has its copy; the stream's files go (the viewer page offers the recording now).
    await rm(stream.dir, { recursive: true, force: true });
  }
}
