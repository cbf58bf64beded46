import { Migration } from '@mikro-orm/migrations';

/**
 * Team invitations: an affiliation without a user yet is an invitation to an e-mail address. Its link carries a
 * token of which only the SHA-256 is kept here; the e-mail goes out through an outbox written in the same
 * transaction as the invitation (`accounts.invitation_emails`, claimed by workers with SKIP LOCKED leases, as
 * the confirmation e-mails are). The raw token stays in the outbox row only until the mail is sent or given up.
 */
export class Migration20261129500000TeamInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE accounts.affiliations
      ADD COLUMN invitation_token_hash text,
      ADD COLUMN invited_at timestamptz`);
    // One pending invitation per address and organization; tokens are unique.
    this.addSql(`CREATE UNIQUE INDEX affiliations_invitation_email_key ON accounts.affiliations (organization_id, lower(email)) WHERE user_id IS NULL`);
    this.addSql(`CREATE UNIQUE INDEX affiliations_invitation_token_key ON accounts.affiliations (invitation_token_hash) WHERE invitation_token_hash IS NOT NULL`);
    this.addSql(`CREATE INDEX affiliations_organization_idx ON accounts.affiliations (organization_id, created_at)`);
    this.addSql(`CREATE TABLE accounts.invitation_emails (
      id uuid PRIMARY KEY,
      affiliation_id uuid NOT NULL REFERENCES accounts.affiliations (id) ON DELETE CASCADE,
      email text NOT NULL,
      token text,
      created_at timestamptz NOT NULL,
      sent_at timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_error text,
      failed_at timestamptz,
      lease_until timestamptz,
      lease_token uuid
    )`);
    this.addSql(`CREATE INDEX invitation_emails_due_idx ON accounts.invitation_emails (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`);
    this.addSql(`CREATE INDEX invitation_emails_affiliation_idx ON accounts.invitation_emails (affiliation_id)`);
  }
}
