import { Migration } from '@mikro-orm/migrations';

/**
 * The owners' videos (a profile's Videos tab). A video is listed once its processing is done (status
 * 'ready'); members-only videos name the tiers that may watch them. The search vector weighs the title
 * (A) over tags (B) over the description (D, markup stripped), accents ignored; a trigger keeps it,
 * because `array_to_string` on the tags cannot sit in a generated column.
 */
export class Migration20261201030000Videos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE media.videos (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      tags text[] NOT NULL DEFAULT '{}',
      visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'members_only')),
      membership_tier_ids uuid[] NOT NULL DEFAULT '{}',
      thumbnail text,
      status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready')),
      duration_seconds integer,
      view_count bigint NOT NULL DEFAULT 0,
      like_count bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      search tsvector NOT NULL DEFAULT ''::tsvector
    )`);
    this.addSql(`CREATE FUNCTION media.videos_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search :=
          setweight(to_tsvector('public.limelight_search', coalesce(NEW.title, '')), 'A') ||
          setweight(to_tsvector('public.limelight_search', array_to_string(NEW.tags, ' ')), 'B') ||
          setweight(to_tsvector('public.limelight_search', regexp_replace(coalesce(NEW.description, ''), '<[^>]*>', ' ', 'g')), 'D');
        RETURN NEW;
      END
    $$`);
    this.addSql(`CREATE TRIGGER videos_search BEFORE INSERT OR UPDATE OF title, tags, description ON media.videos
      FOR EACH ROW EXECUTE FUNCTION media.videos_search_vector()`);
    this.addSql(`CREATE INDEX videos_search_idx ON media.videos USING gin (search)`);
    this.addSql(`CREATE INDEX videos_owner_ready_idx ON media.videos (owner_id, created_at DESC) WHERE status = 'ready'`);
    this.addSql(`CREATE INDEX videos_ready_idx ON media.videos (created_at DESC) WHERE status = 'ready'`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE media.videos`);
    this.addSql(`DROP FUNCTION media.videos_search_vector()`);
  }
}
