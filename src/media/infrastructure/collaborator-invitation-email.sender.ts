import type pg from 'pg';
import type { Clock } from '../../shared/clock.js';
import { MailOutbox, type MailOutboxLogger } from '../../shared/mail/mail-outbox.js';
import type { Mailer } from '../../shared/mail/mailer.port.js';
import { collaboratorInvitationEmail } from '../application/collaborator-invitation-email.js';

interface Claimed {
  id: string;
  invitation_id: string;
  email: string;
  token: string;
  attempts: number;
}

/**
 * Sends the video collaborator invitation e-mails queued in `media.collaborator_invitation_emails` (written with
 * the invitation, in its transaction), oldest first, by the outbox's leases and retries, with the video's title and
 * its owner's name as they are when sent. The link's token is dropped once the mail is sent or given up; a
 * cancelled invitation (or a deleted video) takes its unsent mail with it.
 */
export class CollaboratorInvitationEmailSender extends MailOutbox<Claimed> {
  constructor(pool: pg.Pool, clock: Clock, logger?: MailOutboxLogger) {
    super(
      {
        table: 'media.collaborator_invitation_emails',
        id: 'id',
        orderBy: 'created_at',
        columns: ['invitation_id', 'email', 'token'],
        clearedWhenEnded: ['token'],
        noun: 'collaborator invitation e-mail',
        logKey: 'collaboratorInvitationEmailId',
      },
      pool,
      clock,
      logger,
    );
  }

  protected async send(row: Claimed, mailer: Mailer, siteUrl: string): Promise<void> {
    const { rows } = await this.pool.query<{ video_id: string; title: string; owner_name: string }>(
      `SELECT v.id AS video_id, v.title, p.name AS owner_name
         FROM media.collaborator_invitations i JOIN media.videos v ON v.id = i.video_id JOIN accounts.profiles p ON p.id = v.owner_id
        WHERE i.id = $1`,
      [row.invitation_id],
    );
    const found = rows[0];
    if (!found) throw new Error(`Collaborator invitation ${row.invitation_id} not found`);
    await mailer.send(collaboratorInvitationEmail({ email: row.email, token: row.token, video: { id: found.video_id, title: found.title }, ownerName: found.owner_name }, siteUrl));
  }
}
