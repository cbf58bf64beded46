import { Migration } from '@mikro-orm/migrations';

/**
 * The full-text search configuration every context's search uses: English stemming with accents ignored,
 * so 'cafe' finds 'Café' and 'jazzy' finds 'jazz'. Columns index `to_tsvector('public.limelight_search', …)`
 * and queries use the same configuration (prefix terms `word:*` as the user types).
 */
export class Migration20261201000000SearchConfiguration extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public`);
    this.addSql(`CREATE TEXT SEARCH CONFIGURATION public.limelight_search (COPY = pg_catalog.english)`);
    this.addSql(`ALTER TEXT SEARCH CONFIGURATION public.limelight_search
      ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, pg_catalog.english_stem`);
  }
}
