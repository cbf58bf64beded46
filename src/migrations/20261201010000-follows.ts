import { Migration } from '@mikro-orm/migrations';

/**
 * Follows between profiles (a user follows a user or an organization), listed newest first per profile;
 * and the profile directory's search vector: name (A), username (C) and description (D, markup stripped),
 * accents ignored. The vector is a generated column: `to_tsvector` with an explicit configuration is immutable.
 */
export class Migration20261201010000Follows extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE accounts.follows (
      follower_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      profile_id uuid NOT NULL REFERENCES accounts.profiles (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (follower_id, profile_id),
      CHECK (follower_id <> profile_id)
    )`);
    this.addSql(`CREATE INDEX follows_profile_idx ON accounts.follows (profile_id, created_at DESC)`);
    this.addSql(`CREATE INDEX follows_follower_idx ON accounts.follows (follower_id, created_at DESC)`);
    this.addSql(`ALTER TABLE accounts.profiles ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('public.limelight_search'::regconfig, name), 'A') ||
      setweight(to_tsvector('public.limelight_search'::regconfig, username), 'C') ||
      setweight(to_tsvector('public.limelight_search'::regconfig, regexp_replace(description, '<[^>]*>', ' ', 'g')), 'D')
    ) STORED`);
    this.addSql(`CREATE INDEX profiles_search_idx ON accounts.profiles USING gin (search)`);
  }
}
