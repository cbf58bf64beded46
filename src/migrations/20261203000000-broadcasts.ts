import { randomBytes } from 'node:crypto';
import { Migration } from '@mikro-orm/migrations';

/**
 * Broadcasts: at most one per event date, either a Limelight live stream (RTMP ingest with a secret stream
 * key, converted to HLS and kept as a library video when it ends) or an external link (YouTube, Vimeo, a
 * meeting). media.keys holds the installation's key that signs HLS URLs, generated here so every
 * installation has its own.
 */
export class Migration20261203000000Broadcasts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE media.broadcasts (
      id uuid PRIMARY KEY,
      event_id uuid NOT NULL REFERENCES ticketing.events (id) ON DELETE CASCADE,
      event_date_id uuid NOT NULL UNIQUE REFERENCES ticketing.event_dates (id) ON DELETE CASCADE,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('live', 'external')),
      external_url text,
      stream_key text NOT NULL UNIQUE,
      status text NOT NULL DEFAULT 'idle' CHECK (status IN ('idle', 'live', 'ended')),
      started_at timestamptz,
      ended_at timestamptz,
      recording_visibility text NOT NULL DEFAULT 'public' CHECK (recording_visibility IN ('public', 'members_only')),
      recording_tier_ids uuid[] NOT NULL DEFAULT '{}',
      recording_video_id uuid REFERENCES media.videos (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX broadcasts_event_idx ON media.broadcasts (event_id)`);
    this.addSql(`CREATE TABLE media.keys (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      hls_key text NOT NULL
    )`);
    this.addSql(`INSERT INTO media.keys (hls_key) VALUES ('${randomBytes(32).toString('base64url')}')`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE media.keys`);
    this.addSql(`DROP TABLE media.broadcasts`);
  }
}
