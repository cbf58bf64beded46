import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { BroadcastRepository } from '../application/ports/broadcast-repository.port.js';
import type { Broadcast } from '../domain/broadcast.js';

interface BroadcastRecord {
  id: string;
  event_id: string;
  event_date_id: string;
  owner_id: string;
  kind: Broadcast['kind'];
  external_url: string | null;
  stream_key: string;
  status: Broadcast['status'];
  started_at: Date | null;
  ended_at: Date | null;
  recording_visibility: Broadcast['recordingVisibility'];
  recording_tier_ids: string[];
  recording_video_id: string | null;
}

const COLUMNS = `id, event_id, event_date_id, owner_id, kind, external_url, stream_key, status, started_at, ended_at,
  recording_visibility, recording_tier_ids, recording_video_id`;

@Injectable()
export class PostgresBroadcastRepository extends BroadcastRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async get(id: string): Promise<Broadcast | null> {
    return this.one(`SELECT ${COLUMNS} FROM media.broadcasts WHERE id = $1`, id);
  }

  async byStreamKey(streamKey: string): Promise<Broadcast | null> {
    return this.one(`SELECT ${COLUMNS} FROM media.broadcasts WHERE stream_key = $1`, streamKey);
  }

  async forDate(eventDateId: string): Promise<Broadcast | null> {
    return this.one(`SELECT ${COLUMNS} FROM media.broadcasts WHERE event_date_id = $1`, eventDateId);
  }

  async forEvent(eventId: string): Promise<Broadcast[]> {
    const { rows } = await this.pool.query<BroadcastRecord>(`SELECT ${COLUMNS} FROM media.broadcasts WHERE event_id = $1`, [eventId]);
    return rows.map(broadcast);
  }

  async save(b: Broadcast): Promise<void> {
    await this.pool.query(
      `INSERT INTO media.broadcasts (id, event_id, event_date_id, owner_id, kind, external_url, stream_key, status, started_at, ended_at,
                                     recording_visibility, recording_tier_ids, recording_video_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now(), now())
       ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, external_url = EXCLUDED.external_url, stream_key = EXCLUDED.stream_key,
         recording_visibility = EXCLUDED.recording_visibility, recording_tier_ids = EXCLUDED.recording_tier_ids, updated_at = now()`,
      [b.id, b.eventId, b.eventDateId, b.ownerId, b.kind, b.externalUrl, b.streamKey, b.status, b.startedAt, b.endedAt, b.recordingVisibility, b.recordingTierIds, b.recordingVideoId],
    );
  }

  async markLive(id: string, at: Date): Promise<void> {
    await this.pool.query(`UPDATE media.broadcasts SET status = 'live', started_at = $2, ended_at = NULL, updated_at = now() WHERE id = $1`, [id, at]);
  }

  async markEnded(id: string, at: Date): Promise<void> {
    await this.pool.query(`UPDATE media.broadcasts SET status = 'ended', ended_at = $2, updated_at = now() WHERE id = $1`, [id, at]);
  }

  async setRecording(id: string, videoId: string): Promise<void> {
    await this.pool.query(`UPDATE media.broadcasts SET recording_video_id = $2, updated_at = now() WHERE id = $1`, [id, videoId]);
  }

  private async one(sql: string, value: string): Promise<Broadcast | null> {
    const { rows } = await this.pool.query<BroadcastRecord>(sql, [value]);
    return rows[0] ? broadcast(rows[0]) : null;
  }
}

function broadcast(r: BroadcastRecord): Broadcast {
  return {
    id: r.id,
    eventId: r.event_id,
    eventDateId: r.event_date_id,
    ownerId: r.owner_id,
    kind: r.kind,
    externalUrl: r.external_url,
    streamKey: r.stream_key,
    status: r.status,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    recordingVisibility: r.recording_visibility,
    recordingTierIds: r.recording_tier_ids,
    recordingVideoId: r.recording_video_id,
  };
}
