import type pg from 'pg';
import type { Logger } from 'pino';
import type { Clock } from '../../shared/clock.js';
import { UNFINISHED_UPLOAD_LIFETIME_MS } from '../domain/video-upload.js';
import type { TusUploadStore } from './tus-upload-store.js';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Unfinished video uploads expire (run by the worker): an upload still pending UNFINISHED_UPLOAD_LIFETIME_MS
 * after its last chunk loses its bytes in the tus store (disk or S3) and its record. Each upload is deleted
 * under its row's lock, so workers side by side skip one another's, a chunk arriving meanwhile waits and then
 * finds the upload gone (404), and bytes that cannot be deleted keep their row for the next sweep.
 */
export class VideoUploadExpirySweeper {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly store: TusUploadStore,
    private readonly clock: Clock,
    private readonly logger: Pick<Logger, 'info' | 'error'>,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.sweep()
        .catch((error: unknown) => this.logger.error({ err: error }, 'expired video uploads not swept'))
        .finally(() => (this.running = undefined));
    }, SWEEP_EVERY_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Deletes the expired uploads; answers how many. */
  async sweep(): Promise<number> {
    const lastChunkBefore = new Date(this.clock.now().getTime() - UNFINISHED_UPLOAD_LIFETIME_MS);
    const failed: string[] = [];
    let deleted = 0;
    for (;;) {
      const outcome = await this.deleteOne(lastChunkBefore, failed);
      if (outcome === 'none') break;
      if (outcome === 'deleted') deleted += 1;
    }
    if (deleted > 0) this.logger.info({ deleted }, 'expired video uploads deleted');
    return deleted;
  }

  /** Deletes one expired upload (not among `failed`, to which one whose bytes stay is added). */
  private async deleteOne(lastChunkBefore: Date, failed: string[]): Promise<'deleted' | 'failed' | 'none'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string; tus_id: string | null }>(
        `SELECT id, tus_id FROM media.video_uploads
          WHERE status = 'pending' AND last_chunk_at < $1 AND NOT (id = ANY($2::uuid[]))
          ORDER BY last_chunk_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
        [lastChunkBefore, failed],
      );
      const upload = rows[0];
      if (!upload) {
        await client.query('COMMIT');
        return 'none';
      }
      try {
        if (upload.tus_id) await this.store.remove(upload.tus_id);
      } catch (error) {
        this.logger.error({ err: error, uploadId: upload.id }, 'expired video upload bytes not deleted; tried again at the next sweep');
        failed.push(upload.id);
        await client.query('ROLLBACK');
        return 'failed';
      }
      await client.query('DELETE FROM media.video_uploads WHERE id = $1', [upload.id]);
      await client.query('COMMIT');
      return 'deleted';
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
