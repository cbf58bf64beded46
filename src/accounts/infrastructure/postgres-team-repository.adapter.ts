import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { TeamRepository } from '../application/ports/team-repository.port.js';
import type { ProfileType } from '../domain/account.js';
import type { Affiliation, TeamSettings } from '../domain/team.js';
import { invitationTokenHash, newInvitationToken } from './invitation-tokens.js';

interface AffiliationRow {
  id: string;
  organization_id: string;
  user_id: string | null;
  email: string | null;
  name: string;
  owner: boolean;
  admin: boolean;
  receive_notifications: boolean;
  hidden: boolean;
}

const COLUMNS = 'id, organization_id, user_id, email, name, owner, admin, receive_notifications, hidden';

const toAffiliation = (row: AffiliationRow): Affiliation => ({
  id: row.id,
  organizationId: row.organization_id,
  userId: row.user_id,
  email: row.email,
  role: row.name,
  owner: row.owner,
  admin: row.admin,
  receiveNotifications: row.receive_notifications,
  hidden: row.hidden,
});

/** accounts.affiliations in plain SQL; an invitation and its e-mail (accounts.invitation_emails) are written together. */
@Injectable()
export class PostgresTeamRepository extends TeamRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ownerType(ownerId: string): Promise<ProfileType | null> {
    const [row] = await this.em.fork().execute<{ type: ProfileType }[]>('SELECT type FROM accounts.profiles WHERE id = ?', [ownerId]);
    return row?.type ?? null;
  }

  async isUser(profileId: string): Promise<boolean> {
    return (await this.em.fork().execute('SELECT 1 FROM accounts.users WHERE id = ?', [profileId])).length > 0;
  }

  async find(organizationId: string, id: string): Promise<Affiliation | null> {
    const [row] = await this.em.fork().execute<AffiliationRow[]>(`SELECT ${COLUMNS} FROM accounts.affiliations WHERE organization_id = ? AND id = ?`, [organizationId, id]);
    return row ? toAffiliation(row) : null;
  }

  async isOnTeam(organizationId: string, who: { userId: string } | { email: string }): Promise<boolean> {
    const rows =
      'userId' in who
        ? await this.em.fork().execute('SELECT 1 FROM accounts.affiliations WHERE organization_id = ? AND user_id = ?', [organizationId, who.userId])
        : await this.em
            .fork()
            .execute(
              `SELECT 1 FROM accounts.affiliations a LEFT JOIN accounts.users u ON u.id = a.user_id
                WHERE a.organization_id = ? AND (lower(a.email) = ? OR u.email = ?) LIMIT 1`,
              [organizationId, who.email, who.email],
            );
    return rows.length > 0;
  }

  async addMember(organizationId: string, userId: string, settings: TeamSettings): Promise<Affiliation | null> {
    const [row] = await this.em.fork().execute<AffiliationRow[]>(
      `INSERT INTO accounts.affiliations (id, organization_id, user_id, name, admin, receive_notifications, hidden)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [randomUUID(), organizationId, userId, settings.role, settings.admin, settings.receiveNotifications, settings.hidden],
    );
    return row ? toAffiliation(row) : null;
  }

  async invite(organizationId: string, email: string, settings: TeamSettings): Promise<Affiliation | null> {
    const token = newInvitationToken();
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<AffiliationRow[]>(
        `INSERT INTO accounts.affiliations (id, organization_id, email, name, admin, receive_notifications, hidden, invitation_token_hash, invited_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, now()) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [randomUUID(), organizationId, email, settings.role, settings.admin, settings.receiveNotifications, settings.hidden, invitationTokenHash(token)],
      );
      if (!row) return null;
      await this.queueEmail(tx, row.id, email, token);
      return toAffiliation(row);
    });
  }

  async update(organizationId: string, id: string, settings: TeamSettings): Promise<Affiliation | null> {
    const [row] = await this.em.fork().execute<AffiliationRow[]>(
      `UPDATE accounts.affiliations SET name = ?, admin = ?, receive_notifications = ?, hidden = ?
        WHERE organization_id = ? AND id = ? RETURNING ${COLUMNS}`,
      [settings.role, settings.admin, settings.receiveNotifications, settings.hidden, organizationId, id],
    );
    return row ? toAffiliation(row) : null;
  }

  async remove(organizationId: string, id: string): Promise<boolean> {
    // The owner row stays whatever the caller checked: an organization never loses its owner.
    const rows = await this.em.fork().execute('DELETE FROM accounts.affiliations WHERE organization_id = ? AND id = ? AND NOT owner RETURNING id', [organizationId, id]);
    return rows.length > 0;
  }

  async reissueInvitation(organizationId: string, id: string): Promise<boolean> {
    const token = newInvitationToken();
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ email: string }[]>(
        `UPDATE accounts.affiliations SET invitation_token_hash = ?, invited_at = now()
          WHERE organization_id = ? AND id = ? AND user_id IS NULL RETURNING email`,
        [invitationTokenHash(token), organizationId, id],
      );
      if (!row) return false;
      // An earlier mail not sent yet carries the old link, which no longer works: only the new one goes.
      await tx.execute('DELETE FROM accounts.invitation_emails WHERE affiliation_id = ? AND sent_at IS NULL AND failed_at IS NULL', [id]);
      await this.queueEmail(tx, id, row.email, token);
      return true;
    });
  }

  async acceptInvitations(userId: string, email: string, token: string): Promise<number> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        const proof = await tx.execute('SELECT 1 FROM accounts.affiliations WHERE invitation_token_hash = ? AND user_id IS NULL AND lower(email) = ?', [invitationTokenHash(token), email]);
        if (proof.length === 0) return 0;
        // Already a member of an organization that invited them too: the invitation has nothing left to give.
        await tx.execute(
          `DELETE FROM accounts.affiliations invitation WHERE invitation.user_id IS NULL AND lower(invitation.email) = ?
             AND EXISTS (SELECT 1 FROM accounts.affiliations member WHERE member.organization_id = invitation.organization_id AND member.user_id = ?)`,
          [email, userId],
        );
        const accepted = await tx.execute<{ id: string }[]>(
          'UPDATE accounts.affiliations SET user_id = ?, invitation_token_hash = NULL WHERE user_id IS NULL AND lower(email) = ? RETURNING id',
          [userId, email],
        );
        // Mails still waiting carry links that are used up now.
        await tx.execute(
          `DELETE FROM accounts.invitation_emails mail USING accounts.affiliations affiliation
            WHERE mail.affiliation_id = affiliation.id AND affiliation.user_id = ? AND mail.sent_at IS NULL AND mail.failed_at IS NULL`,
          [userId],
        );
        return accepted.length;
      });
    } catch (error) {
      // Added as a member by another manager at that very moment: they are on the team either way.
      if (error instanceof UniqueConstraintViolationException) return 0;
      throw error;
    }
  }

  /** The outbox row the invitation e-mail sender claims; the raw token lives here only until the mail is sent. */
  private async queueEmail(tx: EntityManager, affiliationId: string, email: string, token: string): Promise<void> {
    await tx.execute('INSERT INTO accounts.invitation_emails (id, affiliation_id, email, token, created_at) VALUES (?, ?, ?, ?, now())', [randomUUID(), affiliationId, email, token]);
  }
}
