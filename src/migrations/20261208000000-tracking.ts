import { Migration } from '@mikro-orm/migrations';

/**
 * Tracking: the kernel's key-value store (keys with an expiry; which purchases were reported to the
 * tracking pixels) and the first-party page events of event pages and checkout (written by the tracking
 * call, not by a projection: a projection rebuild leaves them alone).
 */
export class Migration20261208000000Tracking extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS kv`);
    this.addSql(`CREATE TABLE kv.entries (
      key text PRIMARY KEY,
      value text NOT NULL,
      expires_at timestamptz NOT NULL
    )`);
    // Each put deletes some expired rows, oldest first.
    this.addSql(`CREATE INDEX entries_expires_at_idx ON kv.entries (expires_at)`);

    this.addSql(`CREATE SCHEMA IF NOT EXISTS reporting`);
    this.addSql(`CREATE TABLE reporting.page_events (
      id uuid PRIMARY KEY,
      owner_id uuid NOT NULL,
      event_id uuid NOT NULL,
      event_date_id uuid,
      name text NOT NULL CHECK (name IN ('ViewContent', 'AddToCart', 'InitiateCheckout')),
      visitor_id text NOT NULL,
      occurred_at timestamptz NOT NULL
    )`);
    // An event's funnel counts each step, over all time or a period.
    this.addSql(`CREATE INDEX page_events_event_name_idx ON reporting.page_events (event_id, name, occurred_at)`);
    // Analysts read every reporting table (docs/reporting.md, "Access"); the default privileges cover tables this
    // role creates, granted here as well so the table is readable whichever role runs the migrations.
    this.addSql(`GRANT SELECT ON reporting.page_events TO reporting_reader`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP TABLE reporting.page_events`);
    this.addSql(`DROP TABLE kv.entries`);
    this.addSql(`DROP SCHEMA kv`);
  }
}
