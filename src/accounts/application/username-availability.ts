import type { EntityManager } from '@mikro-orm/postgresql';
import { ProfileEntity } from '../infrastructure/account.entities.js';

/** Users and organizations share one namespace of usernames, compared without case. */
export async function isUsernameTaken(em: EntityManager, username: string): Promise<boolean> {
  const found = await em.getConnection().execute<{ id: string }[]>('SELECT id FROM accounts.profiles WHERE lower(username) = lower(?) LIMIT 1', [username]);
  return found.length > 0;
}

export async function findProfileByUsername(em: EntityManager, username: string): Promise<ProfileEntity | null> {
  const rows = await em.getConnection().execute<{ id: string }[]>('SELECT id FROM accounts.profiles WHERE lower(username) = lower(?) LIMIT 1', [username]);
  return rows[0] ? em.findOne(ProfileEntity, { id: rows[0].id }) : null;
}
