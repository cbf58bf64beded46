import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { CollaboratorInvitationRepository } from '../application/ports/collaborator-invitation-repository.port.js';
import type { CollaboratorInvitation } from '../domain/collaborator-invitation.js';

/** A link's secret: 32 random bytes; only its SHA-256 is stored on the invitation. */
const newToken = () => randomBytes(32).toString('base64url');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface InvitationRow {
  id: string;
  video_id: string;
  email: string;
}

const invitation = (row: InvitationRow): CollaboratorInvitation => ({ id: row.id, videoId: row.video_id, email: row.email });

/** media.collaborator_invitations in plain SQL; an invitation and its mail (media.collaborator_invitation_emails) are written together. */
@Injectable()
export class PostgresCollaboratorInvitationRepository extends CollaboratorInvitationRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async invite(videoId: string, email: string, invitedBy: string): Promise<CollaboratorInvitation | null> {
    const token = newToken();
    return this.transaction(async (client) => {
      // The address once per video (unique on lower(email)): a second invitation, even at the same moment, is no row.
      const { rows } = await client.query<InvitationRow>(
        `INSERT INTO media.collaborator_invitations (id, video_id, email, token_hash, invited_by, invited_at)
         VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT DO NOTHING RETURNING id, video_id, email`,
        [randomUUID(), videoId, email, tokenHash(token), invitedBy],
      );
      const row = rows[0];
      if (!row) return null;
      // The raw token lives in the outbox row only until the mail is sent or given up.
      await client.query('INSERT INTO media.collaborator_invitation_emails (id, invitation_id, email, token, created_at) VALUES ($1, $2, $3, $4, now())', [
        randomUUID(),
        row.id,
        email,
        token,
      ]);
      return invitation(row);
    });
  }

  async pending(videoIds: readonly string[]): Promise<CollaboratorInvitation[]> {
    if (!videoIds.length) return [];
    const { rows } = await this.pool.query<InvitationRow>(
      'SELECT id, video_id, email FROM media.collaborator_invitations WHERE video_id = ANY($1::uuid[]) ORDER BY invited_at, id',
      [videoIds],
    );
    return rows.map(invitation);
  }

  async cancel(videoId: string, invitationId: string): Promise<boolean> {
    // Its unsent mail goes with it (ON DELETE CASCADE).
    const { rowCount } = await this.pool.query('DELETE FROM media.collaborator_invitations WHERE video_id = $1 AND id = $2', [videoId, invitationId]);
    return (rowCount ?? 0) > 0;
  }

  async findByToken(token: string): Promise<CollaboratorInvitation | null> {
    const { rows } = await this.pool.query<InvitationRow>('SELECT id, video_id, email FROM media.collaborator_invitations WHERE token_hash = $1', [tokenHash(token)]);
    return rows[0] ? invitation(rows[0]) : null;
  }

  async accept(invitationId: string, profileId: string): Promise<boolean> {
    return this.transaction(async (client) => {
      // Deleting first makes the link single-use: of two acceptances at once, one finds nothing.
      const { rows } = await client.query<{ video_id: string }>('DELETE FROM media.collaborator_invitations WHERE id = $1 RETURNING video_id', [invitationId]);
      const videoId = rows[0]?.video_id;
      if (!videoId) return false;
      await client.query('INSERT INTO media.video_collaborators (video_id, profile_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING', [videoId, profileId]);
      return true;
    });
  }

  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }
}
