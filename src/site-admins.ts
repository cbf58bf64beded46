import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplication } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignUpCommand } from './accounts/application/sign-up/sign-up.command.js';

/** How to make the first site admin; printed by a start that has none. */
export const CREATE_ADMIN_HINT = 'No site admin yet. Create the first one with: npm run admin:create -- <email> (it asks for the password)';

const connectionOf = (app: INestApplication) => app.get(MikroORM).em.fork().getConnection();

export async function siteAdminExists(app: INestApplication): Promise<boolean> {
  const rows = await connectionOf(app).execute<{ found: number }[]>('SELECT 1 AS found FROM accounts.users WHERE site_admin LIMIT 1');
  return rows.length > 0;
}

/** A username from the address's local part: letters and digits, at most 20, made unique with digits. */
async function freeUsername(app: INestApplication, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 14) || 'admin';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n}`;
    const taken = await connectionOf(app).execute('SELECT 1 FROM accounts.profiles WHERE lower(username) = lower(?)', [candidate]);
    if (!taken.length) return candidate;
  }
}

/**
 * Makes `email` a site admin: a new account with this password, or, when the address already has an
 * account, that account (its password stays as it is).
 */
export async function createSiteAdmin(app: INestApplication, email: string, password: string): Promise<'created' | 'promoted'> {
  const address = email.trim().toLowerCase();
  const existing = await connectionOf(app).execute<{ id: string }[]>('SELECT id FROM accounts.users WHERE email = ?', [address]);
  if (existing[0]) {
    await connectionOf(app).execute('UPDATE accounts.users SET site_admin = true WHERE id = ?', [existing[0].id]);
    return 'promoted';
  }
  await app.get(CommandBus).execute(new SignUpCommand('Site Admin', await freeUsername(app, address), address, password, null, true));
  return 'created';
}
