import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { VideoEngagement } from '../application/ports/video-engagement.port.js';
import type { LikeState } from '../application/video-view.js';

/**
 * Views and likes in single statements: the like row and the count change together, and the video row's
 * lock orders concurrent likes so the count never drifts from the likes.
 */
@Injectable()
export class PostgresVideoEngagement extends VideoEngagement {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async countView(videoId: string): Promise<void> {
    await this.pool.query(`UPDATE media.videos SET view_count = view_count + 1 WHERE id = $1`, [videoId]);
  }

  async like(videoId: string, userId: string): Promise<LikeState> {
    const { rows } = await this.pool.query<{ like_count: number }>(
      `WITH added AS (INSERT INTO media.video_likes (video_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
       UPDATE media.videos SET like_count = like_count + (SELECT count(*) FROM added) WHERE id = $1 RETURNING like_count`,
      [videoId, userId],
    );
    return { likeCount: rows[0]?.like_count ?? 0, liked: true };
  }

  async unlike(videoId: string, userId: string): Promise<LikeState> {
    const { rows } = await this.pool.query<{ like_count: number }>(
      `WITH removed AS (DELETE FROM media.video_likes WHERE video_id = $1 AND user_id = $2 RETURNING 1)
       UPDATE media.videos SET like_count = like_count - (SELECT count(*) FROM removed) WHERE id = $1 RETURNING like_count`,
      [videoId, userId],
    );
    return { likeCount: rows[0]?.like_count ?? 0, liked: false };
  }
}
