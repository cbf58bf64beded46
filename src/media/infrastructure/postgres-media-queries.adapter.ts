import { prefixSearch } from '../../shared/search.js';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { MediaQueries, type VideoFilter } from '../application/ports/media-queries.port.js';
import type { VideoRow } from '../application/video-view.js';

interface VideoRecord {
  id: string;
  owner_id: string;
  title: string;
  thumbnail: string | null;
  visibility: 'public' | 'members_only';
  membership_tier_ids: string[];
  created_at: Date;
  view_count: number;
  like_count: number;
}

@Injectable()
export class PostgresMediaQueries extends MediaQueries {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async readyVideos(filter: VideoFilter): Promise<{ rows: VideoRow[]; totalCount: number }> {
    const where = [`status = 'ready'`];
    const params: unknown[] = [];
    if (filter.ownerId) {
      params.push(filter.ownerId);
      where.push(`owner_id = $${params.length}`);
    }
    const terms = prefixSearch(filter.query);
    let order = 'created_at DESC, id';
    if (terms) {
      params.push(terms);
      where.push(`search @@ to_tsquery('public.limelight_search', $${params.length})`);
      order = `ts_rank(search, to_tsquery('public.limelight_search', $${params.length})) DESC, ${order}`;
    }
    const condition = where.join(' AND ');
    const [{ rows }, count] = await Promise.all([
      this.pool.query<VideoRecord>(
        `SELECT id, owner_id, title, thumbnail, visibility, membership_tier_ids, created_at, view_count, like_count
           FROM media.videos WHERE ${condition} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.perPage, (filter.page - 1) * filter.perPage],
      ),
      this.pool.query<{ total: number }>(`SELECT count(*) AS total FROM media.videos WHERE ${condition}`, params),
    ]);
    return { rows: rows.map(videoRow), totalCount: count.rows[0]?.total ?? 0 };
  }

  async hasReadyVideos(ownerId: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ found: boolean }>(`SELECT EXISTS (SELECT 1 FROM media.videos WHERE owner_id = $1 AND status = 'ready') AS found`, [ownerId]);
    return !!rows[0]?.found;
  }
}

const videoRow = (record: VideoRecord): VideoRow => ({
  id: record.id,
  ownerId: record.owner_id,
  title: record.title,
  thumbnail: record.thumbnail,
  membersOnly: record.visibility === 'members_only',
  tierIds: record.membership_tier_ids,
  uploadedAt: new Date(record.created_at).toISOString(),
  viewCount: record.view_count,
  likeCount: record.like_count,
});
