import { Migration } from '@mikro-orm/migrations';

/**
 * `reporting_reader`: a read-only role for analysts. It may read schema `reporting` (every table the
 * projections create there, now and after a rebuild) and nothing else. Roles are shared by the whole
 * PostgreSQL cluster, so it is created only when missing; an analyst logs in with a role of their own
 * that is a member of it (see docs/reporting.md).
 */
export class Migration20261123100000ReportingReader extends Migration {
  override async up(): Promise<void> {
    this.addSql(`DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'reporting_reader') THEN CREATE ROLE reporting_reader NOLOGIN; END IF;
    END $$`);
    this.addSql(`GRANT USAGE ON SCHEMA reporting TO reporting_reader`);
    this.addSql(`GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO reporting_reader`);
    // Tables the projections create later (and re-create on rebuild) are readable too.
    this.addSql(`ALTER DEFAULT PRIVILEGES IN SCHEMA reporting GRANT SELECT ON TABLES TO reporting_reader`);
  }
}
