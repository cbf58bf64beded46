import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { MailOutbox, type MailOutboxLogger } from '../../shared/mail/mail-outbox.js';
import type { Mailer } from '../../shared/mail/mailer.port.js';
import { invitationEmail, type Invitation } from '../application/invitation-email.js';

interface Claimed {
  id: string;
  affiliation_id: string;
  email: string;
  token: string;
  attempts: number;
}

/**
 * Sends the invitation e-mails queued in `accounts.invitation_emails` (written with the invitation, in its
 * transaction), oldest first, by the outbox's leases and retries. The link's token is dropped once the mail
 * is sent or given up. A cancelled invitation takes its unsent mail with it.
 */
export class InvitationEmailSender extends MailOutbox<Claimed> {
  constructor(pool: pg.Pool, clock: Clock, logger?: MailOutboxLogger) {
    super(
      {
        table: 'accounts.invitation_emails',
        id: 'id',
        orderBy: 'created_at',
        columns: ['affiliation_id', 'email', 'token'],
        clearedWhenEnded: ['token'],
        noun: 'invitation e-mail',
        logKey: 'invitationEmailId',
      },
      pool,
      clock,
      logger,
    );
  }

  protected async send(row: Claimed, mailer: Mailer, siteUrl: string): Promise<void> {
    const { rows } = await this.pool.query<{ role: string; admin: boolean; name: string; username: string }>(
      `SELECT a.name AS role, a.admin, p.name, p.username FROM accounts.affiliations a JOIN accounts.profiles p ON p.id = a.organization_id WHERE a.id = $1`,
      [row.affiliation_id],
    );
    const found = rows[0];
    if (!found) throw new Error(`Invitation ${row.affiliation_id} not found`);
    const invitation: Invitation = { email: row.email, token: row.token, role: found.role, admin: found.admin, organization: { name: found.name, username: found.username } };
    await mailer.send(invitationEmail(invitation, siteUrl));
  }
}
