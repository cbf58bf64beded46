import { Migration } from '@mikro-orm/migrations';

/**
 * Full-text search over events: name (A), tags (B), place name and address (C), description without its
 * HTML (D), in the shared configuration `public.limelight_search` (accents ignored, English stems). The
 * vector is a stored generated column; `array_to_string` is only stable, so the expression sits in a
 * function declared immutable (it reads nothing but its arguments).
 */
export class Migration20261201020000EventSearch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE FUNCTION ticketing.event_search_vector(name text, tags text[], location_name text, location_address text, description text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN setweight(to_tsvector('public.limelight_search'::regconfig, coalesce(name, '')), 'A')
        || setweight(to_tsvector('public.limelight_search'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B')
        || setweight(to_tsvector('public.limelight_search'::regconfig, concat_ws(' ', location_name, location_address)), 'C')
        || setweight(to_tsvector('public.limelight_search'::regconfig, regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), 'D')`);
    this.addSql(`ALTER TABLE ticketing.events ADD COLUMN search tsvector
      GENERATED ALWAYS AS (ticketing.event_search_vector(name, tags, location_name, location_address, description)) STORED`);
    this.addSql(`CREATE INDEX events_search_idx ON ticketing.events USING gin (search)`);
  }
}
