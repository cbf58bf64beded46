import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { isUuid } from '../../shared/ids.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { CustomUserListRepository } from '../application/ports/custom-user-list-repository.port.js';
import type { CustomUserList, CustomUserListUser } from '../domain/custom-user-lists.js';

export interface CustomUserListRow {
  id: string;
  owner_id: string;
  name: string;
  created_at: Date;
}

export const toCustomUserList = (row: CustomUserListRow): CustomUserList => ({ id: row.id, ownerId: row.owner_id, name: row.name, createdAt: row.created_at });

@Injectable()
export class PostgresCustomUserListRepository extends CustomUserListRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async find(listId: string): Promise<CustomUserList | null> {
    if (!isUuid(listId)) return null;
    const { rows } = await this.pool.query<CustomUserListRow>('SELECT id, owner_id, name, created_at FROM ticketing.custom_user_lists WHERE id = $1', [listId]);
    return rows[0] ? toCustomUserList(rows[0]) : null;
  }

  async ownerOfUser(listUserId: string): Promise<string | null> {
    if (!isUuid(listUserId)) return null;
    const { rows } = await this.pool.query<{ owner_id: string }>(
      'SELECT l.owner_id FROM ticketing.custom_user_list_users u JOIN ticketing.custom_user_lists l ON l.id = u.list_id WHERE u.id = $1',
      [listUserId],
    );
    return rows[0]?.owner_id ?? null;
  }

  async add(list: CustomUserList): Promise<void> {
    await this.pool.query('INSERT INTO ticketing.custom_user_lists (id, owner_id, name, created_at) VALUES ($1, $2, $3, $4)', [list.id, list.ownerId, list.name, list.createdAt]);
  }

  async rename(listId: string, name: string): Promise<void> {
    await this.pool.query('UPDATE ticketing.custom_user_lists SET name = $2 WHERE id = $1', [listId, name]);
  }

  async delete(listId: string): Promise<void> {
    await this.pool.query('DELETE FROM ticketing.custom_user_lists WHERE id = $1', [listId]);
  }

  async emailsOnList(listId: string, emails: readonly string[]): Promise<Set<string>> {
    if (!emails.length) return new Set();
    const { rows } = await this.pool.query<{ email: string }>('SELECT email FROM ticketing.custom_user_list_users WHERE list_id = $1 AND email = ANY($2::text[])', [listId, emails]);
    return new Set(rows.map((row) => row.email));
  }

  async addUsers(listId: string, users: readonly CustomUserListUser[]): Promise<string[] | null> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // The list stays while its addresses are added (a delete at the same moment waits, or went first).
      const { rowCount } = await client.query('SELECT 1 FROM ticketing.custom_user_lists WHERE id = $1 FOR SHARE', [listId]);
      if (!rowCount) {
        await client.query('ROLLBACK');
        return null;
      }
      // An address another transaction is adding at the same time is waited for, then skipped when it was added.
      const { rows } = await client.query<{ email: string }>(
        `INSERT INTO ticketing.custom_user_list_users (id, list_id, email, created_at)
         SELECT u.id, $1, u.email, u.created_at FROM jsonb_to_recordset($2::jsonb) AS u(id uuid, email text, created_at timestamptz)
         ON CONFLICT (list_id, email) DO NOTHING
         RETURNING email`,
        [listId, JSON.stringify(users.map((user) => ({ id: user.id, email: user.email, created_at: user.createdAt.toISOString() })))],
      );
      const added = new Set(rows.map((row) => row.email));
      const taken = users.map((user) => user.email).filter((email) => !added.has(email));
      await client.query(taken.length ? 'ROLLBACK' : 'COMMIT');
      return taken;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async removeUser(listUserId: string): Promise<boolean> {
    if (!isUuid(listUserId)) return false;
    const { rowCount } = await this.pool.query('DELETE FROM ticketing.custom_user_list_users WHERE id = $1', [listUserId]);
    return (rowCount ?? 0) > 0;
  }
}
