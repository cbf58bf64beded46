import { createHmac, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../shared/clock.js';
import { HLS_FILE, PLAYLIST_FILE, PLAYLIST_URL_SECONDS, SEGMENT_URL_SECONDS } from '../domain/broadcast.js';
import { HlsKey } from './ports/hls-key.port.js';

/**
 * Signed HLS URLs: a viewer's URL is good for that viewer only and until it expires, so a playlist link
 * passed on stops working. The signature covers `{broadcastId}/{file}/{expires}/{viewerId}`.
 */
@Injectable()
export class HlsUrls {
  constructor(
    private readonly key: HlsKey,
    private readonly clock: Clock,
  ) {}

  /** The playlist's URL for the viewer, good for an hour (the player re-reads it while the stream runs). */
  playlistUrl(broadcastId: string, viewerId: string): Promise<string> {
    return this.url(broadcastId, PLAYLIST_FILE, viewerId, PLAYLIST_URL_SECONDS);
  }

  /** Whether the signature is the viewer's for this file and has not expired. */
  async verify(broadcastId: string, file: string, viewerId: string | null, expires: string | undefined, signature: string | undefined): Promise<boolean> {
    if (!viewerId || !expires || !signature || !/^\d{1,12}$/.test(expires) || !HLS_FILE.test(file)) return false;
    if (Number(expires) * 1000 < this.clock.now().getTime()) return false;
    const expected = Buffer.from(await this.sign(broadcastId, file, expires, viewerId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The playlist with every segment line turned into the viewer's signed URL (ten minutes). */
  async signPlaylist(broadcastId: string, playlist: string, viewerId: string): Promise<string> {
    const lines = await Promise.all(
      playlist.split('\n').map(async (line) => {
        const name = line.trim();
        if (!name || name.startsWith('#')) return line;
        // Only the ingest's own segments are served; anything else is dropped rather than passed through.
        return HLS_FILE.test(name) && name !== PLAYLIST_FILE ? this.url(broadcastId, name, viewerId, SEGMENT_URL_SECONDS) : '';
      }),
    );
    return lines.join('\n');
  }

  private async url(broadcastId: string, file: string, viewerId: string, seconds: number): Promise<string> {
    const expires = String(Math.floor(this.clock.now().getTime() / 1000) + seconds);
    const signature = await this.sign(broadcastId, file, expires, viewerId);
    return `/client_side_api/v1/broadcasts/${broadcastId}/hls/${file}?expires=${expires}&signature=${signature}`;
  }

  private async sign(broadcastId: string, file: string, expires: string, viewerId: string): Promise<string> {
    return createHmac('sha256', await this.key.key()).update(`${broadcastId}/${file}/${expires}/${viewerId}`).digest('base64url');
  }
}
