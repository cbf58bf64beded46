import { Migration } from '@mikro-orm/migrations';

/** Gives `reporting_reader` and each login that is a member of it the analysts' timeouts. */
export const ANALYST_TIMEOUTS_SQL = `DO $$
DECLARE analyst name;
BEGIN
  FOR analyst IN
    SELECT 'reporting_reader'::name
    UNION
    SELECT member.rolname FROM pg_auth_members m
    JOIN pg_roles member ON member.oid = m.member
    JOIN pg_roles reader ON reader.oid = m.roleid AND reader.rolname = 'reporting_reader'
  LOOP
    BEGIN
      EXECUTE format('ALTER ROLE %I SET idle_in_transaction_session_timeout = %L', analyst, '1min');
      EXECUTE format('ALTER ROLE %I SET statement_timeout = %L', analyst, '5min');
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE WARNING 'timeouts of role % not set: %', analyst, SQLERRM;
    END;
  END LOOP;
END $$`;

/**
 * Keeps the event feed moving and the outboxes' troubles visible.
 *
 * The feed shows an event only once every older transaction of the server has ended, so an analyst's
 * transaction left open holds back every projection. `reporting_reader` gets timeouts: a transaction idle
 * for a minute, or a statement running five, is ended by the server. PostgreSQL applies a role's settings
 * only to sessions that log in as that role, not to its members: they are set on every login that is a
 * member now, and docs/reporting.md shows how to give them to a new one. A role this database user may
 * not alter is left as it is, with a warning.
 *
 * Confirmation e-mails count their attempts, keep the last error and wait before the next one; after the
 * last attempt the row is marked failed. The table is the projection's (created here too, so that the
 * columns can be added before the projection first runs). Two partial indexes keep the metrics of failed
 * webhook attempts and given-up deliveries cheap to count.
 */
export class Migration20261127000000FeedAndOutboxHealth extends Migration {
  override async up(): Promise<void> {
    this.addSql(ANALYST_TIMEOUTS_SQL);

    this.addSql(`CREATE TABLE IF NOT EXISTS checkout.sent_emails (
      order_id uuid PRIMARY KEY,
      email text NOT NULL,
      subject text NOT NULL,
      sent_at timestamptz
    )`);
    this.addSql(`ALTER TABLE checkout.sent_emails
      ADD COLUMN IF NOT EXISTS confirmation jsonb,
      ADD COLUMN IF NOT EXISTS lease_until timestamptz,
      ADD COLUMN IF NOT EXISTS lease_token uuid,
      ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz,
      ADD COLUMN IF NOT EXISTS last_error text,
      ADD COLUMN IF NOT EXISTS failed_at timestamptz`);
    this.addSql(`CREATE INDEX IF NOT EXISTS sent_emails_failed_idx ON checkout.sent_emails (failed_at) WHERE failed_at IS NOT NULL`);

    this.addSql(`CREATE INDEX webhook_attempts_failed_idx ON integrations.webhook_attempts (delivery_id) WHERE status_code IS NULL OR status_code NOT BETWEEN 200 AND 299`);
    this.addSql(`CREATE INDEX webhook_deliveries_given_up_idx ON integrations.webhook_deliveries (webhook_id) WHERE status = 'failed' AND next_attempt_at IS NULL`);
  }
}
