import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { VideoRepository } from '../application/ports/video-repository.port.js';
import type { Video } from '../domain/video-library.js';

interface VideoRecord {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  tags: string[];
  visibility: Video['visibility'];
  membership_tier_ids: string[];
  thumbnail: string | null;
  poster_source: Video['posterSource'];
  status: Video['status'];
  duration_seconds: number | null;
  upload_id: string | null;
  file_key: string | null;
  content_type: string | null;
  bytesize: number | null;
  collaborator_ids: string[];
}

@Injectable()
export class PostgresVideoRepository extends VideoRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async find(id: string): Promise<Video | null> {
    const { rows } = await this.pool.query<VideoRecord>(
      `SELECT v.id, v.owner_id, v.title, v.description, v.tags, v.visibility, v.membership_tier_ids, v.thumbnail, v.poster_source, v.status,
              v.duration_seconds, v.upload_id, v.file_key, v.content_type, v.bytesize,
              ARRAY(SELECT c.profile_id FROM media.video_collaborators c WHERE c.video_id = v.id ORDER BY c.created_at, c.profile_id) AS collaborator_ids
         FROM media.videos v WHERE v.id = $1`,
      [id],
    );
    return rows[0] ? video(rows[0]) : null;
  }

  async add(v: Video): Promise<boolean> {
    try {
      await this.save(v);
      return true;
    } catch (error) {
      // One video per upload (a unique index): the save that comes second meets it.
      if ((error as { constraint?: string }).constraint === 'videos_upload_key') return false;
      throw error;
    }
  }

  async save(v: Video): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO media.videos (id, owner_id, title, description, tags, visibility, membership_tier_ids, thumbnail, poster_source, status,
                                   duration_seconds, upload_id, file_key, content_type, bytesize, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now(), now())
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, tags = EXCLUDED.tags, visibility = EXCLUDED.visibility,
           membership_tier_ids = EXCLUDED.membership_tier_ids, thumbnail = EXCLUDED.thumbnail, poster_source = EXCLUDED.poster_source, status = EXCLUDED.status,
           duration_seconds = EXCLUDED.duration_seconds, file_key = EXCLUDED.file_key, content_type = EXCLUDED.content_type, bytesize = EXCLUDED.bytesize, updated_at = now()`,
        [v.id, v.ownerId, v.title, v.description, v.tags, v.visibility, v.membershipTierIds, v.thumbnail, v.posterSource, v.status, v.durationSeconds, v.uploadId, v.fileKey, v.contentType, v.bytesize],
      );
      await client.query('DELETE FROM media.video_collaborators WHERE video_id = $1 AND NOT (profile_id = ANY($2::uuid[]))', [v.id, v.collaboratorIds]);
      // One by one, so the list keeps the order it was given in (created_at).
      for (const profileId of v.collaboratorIds) {
        await client.query('INSERT INTO media.video_collaborators (video_id, profile_id, created_at) VALUES ($1, $2, clock_timestamp()) ON CONFLICT DO NOTHING', [v.id, profileId]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  async delete(id: string): Promise<void> {
    await this.pool.query('DELETE FROM media.videos WHERE id = $1', [id]);
  }

  async addCollaborator(videoId: string, profileId: string): Promise<void> {
    await this.pool.query('INSERT INTO media.video_collaborators (video_id, profile_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [videoId, profileId]);
  }

  async removeCollaborator(videoId: string, profileId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM media.video_collaborators WHERE video_id = $1 AND profile_id = $2', [videoId, profileId]);
    return (rowCount ?? 0) > 0;
  }
}

const video = (r: VideoRecord): Video => ({
  id: r.id,
  ownerId: r.owner_id,
  title: r.title,
  description: r.description,
  tags: r.tags,
  visibility: r.visibility,
  membershipTierIds: r.membership_tier_ids,
  thumbnail: r.thumbnail,
  posterSource: r.poster_source,
  status: r.status,
  durationSeconds: r.duration_seconds,
  uploadId: r.upload_id,
  fileKey: r.file_key,
  contentType: r.content_type,
  bytesize: r.bytesize,
  collaboratorIds: r.collaborator_ids,
});
