import { Migration } from '@mikro-orm/migrations';

/**
 * The membership e-mails' outbox: a thank-you to a new paying member (the tier's text) and an invitation
 * to a member the owner added by hand. The `membership_emails` projection writes one row per started
 * membership; workers claim rows with SKIP LOCKED leases and retry failures (MailOutbox).
 */
export class Migration20261130300000MembershipEmails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE SCHEMA IF NOT EXISTS membership`);
    this.addSql(`CREATE TABLE membership.emails (
      subscription_id uuid PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('thank_you', 'invitation')),
      email text NOT NULL,
      subscription jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_error text,
      failed_at timestamptz,
      lease_until timestamptz,
      lease_token uuid
    )`);
    this.addSql(`CREATE INDEX emails_due_idx ON membership.emails (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`);
  }
}
