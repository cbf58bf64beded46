import { prefixSearch } from '../../shared/search.js';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { MediaQueries, type VideoFilter } from '../application/ports/media-queries.port.js';
import type { ManagedVideoDetailRow, ManagedVideoFilter, ManagedVideoRow } from '../application/managed-video-view.js';
import type { VideoRow, WatchVideoRow } from '../application/video-view.js';

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

  async readyVideo(id: string, viewerUserId: string | null): Promise<WatchVideoRow | null> {
    const { rows } = await this.pool.query<WatchVideoRecord>(
      `SELECT v.id, v.owner_id, v.title, v.thumbnail, v.visibility, v.membership_tier_ids, v.created_at, v.view_count, v.like_count,
              v.description, v.tags, v.duration_seconds, v.file_key, v.content_type, ${COLLABORATOR_IDS},
              EXISTS (SELECT 1 FROM media.video_likes l WHERE l.video_id = v.id AND l.user_id = $2) AS liked
         FROM media.videos v WHERE v.id = $1 AND v.status = 'ready'`,
      [id, viewerUserId],
    );
    const record = rows[0];
    return record ? watchVideoRow(record) : null;
  }

  async managedVideos(filter: ManagedVideoFilter): Promise<{ rows: ManagedVideoRow[]; totalCount: number }> {
    const params: unknown[] = [filter.ownerId];
    const where = [`(v.owner_id = $1 OR EXISTS (SELECT 1 FROM media.video_collaborators mc WHERE mc.video_id = v.id AND mc.profile_id = $1))`];
    const terms = prefixSearch(filter.query);
    if (terms) {
      params.push(terms);
      where.push(`v.search @@ to_tsquery('public.limelight_search', $${params.length})`);
    }
    const condition = where.join(' AND ');
    const direction = filter.direction === 'asc' ? 'ASC' : 'DESC';
    const order = `${MANAGED_SORT_COLUMNS[filter.sort]} ${direction}, v.created_at ${direction}, v.id`;
    const [{ rows }, count] = await Promise.all([
      this.pool.query<ManagedVideoRecord>(
        `SELECT ${MANAGED_COLUMNS} FROM media.videos v WHERE ${condition} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, filter.perPage, (filter.page - 1) * filter.perPage],
      ),
      this.pool.query<{ total: number }>(`SELECT count(*) AS total FROM media.videos v WHERE ${condition}`, params),
    ]);
    return { rows: rows.map(managedVideoRow), totalCount: count.rows[0]?.total ?? 0 };
  }

  async managedVideo(ownerId: string, videoId: string): Promise<ManagedVideoDetailRow | null> {
    const { rows } = await this.pool.query<ManagedVideoDetailRecord>(
      `SELECT ${MANAGED_COLUMNS}, v.description, v.tags, v.poster_source, v.duration_seconds, v.status FROM media.videos v WHERE v.id = $1 AND v.owner_id = $2`,
      [videoId, ownerId],
    );
    const record = rows[0];
    return record
      ? {
          ...managedVideoRow(record),
          description: record.description,
          tags: record.tags,
          visibility: record.visibility,
          membershipTierIds: record.membership_tier_ids,
          posterSource: record.poster_source,
          durationSeconds: record.duration_seconds,
          status: record.status,
        }
      : null;
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

interface WatchVideoRecord extends VideoRecord {
  description: string;
  tags: string[];
  duration_seconds: number | null;
  file_key: string | null;
  content_type: string | null;
  collaborator_ids: string[];
  liked: boolean;
}

const watchVideoRow = (record: WatchVideoRecord): WatchVideoRow => ({
  ...videoRow(record),
  description: record.description,
  tags: record.tags,
  durationSeconds: record.duration_seconds,
  collaboratorIds: record.collaborator_ids,
  fileKey: record.file_key,
  contentType: record.content_type,
  liked: record.liked,
});

/** The columns each sort of the management list orders by (the client names a key, never a column). */
const MANAGED_SORT_COLUMNS: Record<ManagedVideoFilter['sort'], string> = {
  title: 'lower(v.title)',
  uploadedAt: 'v.created_at',
  viewCount: 'v.view_count',
  likeCount: 'v.like_count',
};

/** The video's collaborators, in the order they were credited. */
const COLLABORATOR_IDS = `ARRAY(SELECT c.profile_id FROM media.video_collaborators c WHERE c.video_id = v.id ORDER BY c.created_at, c.profile_id) AS collaborator_ids`;

const MANAGED_COLUMNS = `v.id, v.owner_id, v.title, v.thumbnail, v.visibility, v.membership_tier_ids, v.created_at, v.view_count, v.like_count, ${COLLABORATOR_IDS}`;

interface ManagedVideoRecord extends VideoRecord {
  collaborator_ids: string[];
}

interface ManagedVideoDetailRecord extends ManagedVideoRecord {
  description: string;
  tags: string[];
  poster_source: 'auto-generated' | 'user-upload';
  duration_seconds: number | null;
  status: 'processing' | 'ready';
}

const managedVideoRow = (record: ManagedVideoRecord): ManagedVideoRow => ({ ...videoRow(record), collaboratorIds: record.collaborator_ids });
