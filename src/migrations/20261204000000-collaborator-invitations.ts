import { Migration } from '@mikro-orm/migrations';

/**
 * Video collaborator invitations: an e-mail address credited on a video before it has an account. The link
 * carries a token of which only the SHA-256 is kept; the mail goes out through an outbox written in the same
 * transaction (claimed by workers with SKIP LOCKED leases, as the team's invitation mails are). The raw token
 * stays in the outbox row only until the mail is sent or given up.
 */
export class Migration20261204000000CollaboratorInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE media.collaborator_invitations (
      id uuid PRIMARY KEY,
      video_id uuid NOT NULL REFERENCES media.videos (id) ON DELETE CASCADE,
      email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      invited_by uuid NOT NULL,
      invited_at timestamptz NOT NULL
    )`);
    this.addSql(`CREATE UNIQUE INDEX collaborator_invitations_email_key ON media.collaborator_invitations (video_id, lower(email))`);
    this.addSql(`CREATE TABLE media.collaborator_invitation_emails (
      id uuid PRIMARY KEY,
      invitation_id uuid NOT NULL REFERENCES media.collaborator_invitations (id) ON DELETE CASCADE,
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
    this.addSql(`CREATE INDEX collaborator_invitation_emails_due_idx ON media.collaborator_invitation_emails (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL`);
    this.addSql(`CREATE INDEX collaborator_invitation_emails_invitation_idx ON media.collaborator_invitation_emails (invitation_id)`);
  }
}
