import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { FollowRepository, type FollowParty } from '../application/ports/follow-repository.port.js';

/** accounts.follows in plain SQL: the primary key makes following and unfollowing idempotent. */
@Injectable()
export class PostgresFollowRepository extends FollowRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async openProfile(id: string): Promise<FollowParty | null> {
    const [row] = await this.em.fork().execute<FollowParty[]>('SELECT id, name, username FROM accounts.profiles WHERE id = ? AND deleted_at IS NULL', [id]);
    return row ?? null;
  }

  async add(followerId: string, profileId: string, at: Date): Promise<boolean> {
    const rows = await this.em
      .fork()
      .execute('INSERT INTO accounts.follows (follower_id, profile_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1 AS added', [followerId, profileId, at]);
    return rows.length > 0;
  }

  async remove(followerId: string, profileId: string): Promise<boolean> {
    const rows = await this.em.fork().execute('DELETE FROM accounts.follows WHERE follower_id = ? AND profile_id = ? RETURNING 1 AS removed', [followerId, profileId]);
    return rows.length > 0;
  }
}
