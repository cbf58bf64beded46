import { Migration } from '@mikro-orm/migrations';

/**
 * Unfinished video uploads expire 24 h after their last chunk (`last_chunk_at`, also set when the upload is
 * opened or restarted), swept by the worker. A video claims its upload once: of two saves of one upload, the
 * second meets the unique index and is refused.
 */
export class Migration20261204200000VideoUploadLifecycle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE media.video_uploads ADD COLUMN last_chunk_at timestamptz`);
    this.addSql(`UPDATE media.video_uploads SET last_chunk_at = coalesce(finished_at, created_at)`);
    this.addSql(`ALTER TABLE media.video_uploads ALTER COLUMN last_chunk_at SET NOT NULL, ALTER COLUMN last_chunk_at SET DEFAULT now()`);
    this.addSql(`CREATE INDEX video_uploads_unfinished_idx ON media.video_uploads (last_chunk_at) WHERE status = 'pending'`);
    // Earlier versions checked before saving, so two saves at once could both take an upload: the first keeps it.
    this.addSql(`UPDATE media.videos v SET upload_id = NULL
      WHERE upload_id IS NOT NULL AND EXISTS (SELECT 1 FROM media.videos w WHERE w.upload_id = v.upload_id AND (w.created_at, w.id) < (v.created_at, v.id))`);
    this.addSql(`CREATE UNIQUE INDEX videos_upload_key ON media.videos (upload_id)`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX media.videos_upload_key`);
    this.addSql(`DROP INDEX media.video_uploads_unfinished_idx`);
    this.addSql(`ALTER TABLE media.video_uploads DROP COLUMN last_chunk_at`);
  }
}
