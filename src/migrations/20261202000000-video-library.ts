import { Migration } from '@mikro-orm/migrations';

/**
 * The video library: resumable uploads (tus) tracked per owner and uploader, the library file of each
 * video, collaborators (profiles credited on a video) and likes (one per user and video).
 * An upload is 'pending' until its bytes are complete, then 'uploaded' once ffprobe accepts it
 * (duration and content type kept) or 'refused' with the reason shown to the uploader.
 */
export class Migration20261202000000VideoLibrary extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE media.video_uploads (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      created_by uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
      tus_id text UNIQUE,
      filename text NOT NULL DEFAULT '',
      bytesize bigint,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'uploaded', 'refused')),
      refusal text,
      content_type text,
      duration_seconds integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz
    )`);
    this.addSql(`CREATE INDEX video_uploads_owner_idx ON media.video_uploads (owner_id)`);
    this.addSql(`ALTER TABLE media.videos
      ADD COLUMN upload_id uuid REFERENCES media.video_uploads (id) ON DELETE SET NULL,
      ADD COLUMN file_key text,
      ADD COLUMN content_type text,
      ADD COLUMN bytesize bigint,
      ADD COLUMN poster_source text NOT NULL DEFAULT 'auto-generated' CHECK (poster_source IN ('auto-generated', 'user-upload'))`);
    this.addSql(`CREATE TABLE media.video_collaborators (
      video_id uuid NOT NULL REFERENCES media.videos (id) ON DELETE CASCADE,
      profile_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, profile_id)
    )`);
    this.addSql(`CREATE INDEX video_collaborators_profile_idx ON media.video_collaborators (profile_id)`);
    this.addSql(`CREATE TABLE media.video_likes (
      video_id uuid NOT NULL REFERENCES media.videos (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (video_id, user_id)
    )`);
    this.addSql(`CREATE INDEX video_likes_user_idx ON media.video_likes (user_id)`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE media.video_likes`);
    this.addSql(`DROP TABLE media.video_collaborators`);
    this.addSql(`ALTER TABLE media.videos DROP COLUMN upload_id, DROP COLUMN file_key, DROP COLUMN content_type,
      DROP COLUMN bytesize, DROP COLUMN poster_source`);
    this.addSql(`DROP TABLE media.video_uploads`);
  }
}
