import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ProfileDirectory, type ProfileSummary } from '../contracts/profile-directory.js';
import { ProfileEntity, UserEntity } from './account.entities.js';
import { isUuid } from '../../shared/ids.js';
import { USERNAME_PATTERN } from '../domain/account-rules.js';
import { asCurrency } from '../../shared/money.js';

const USERNAME = new RegExp(USERNAME_PATTERN);

const toSummary = (p: ProfileEntity): ProfileSummary => ({
  id: p.id,
  name: p.name,
  username: p.username,
  type: p.type,
  avatar: p.avatar,
  paymentsEnabled: !!p.stripeAccountId && p.stripeChargesEnabled,
  paymentAccount: p.stripeAccountId,
  currency: asCurrency(p.currency),
  tracking: { googleAnalyticsId: p.googleAnalyticsId, metaPixelId: p.metaPixelId, googleTagManagerContainerId: p.googleTagManagerContainerId },
});

@Injectable()
export class MikroOrmProfileDirectory extends ProfileDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findByIds(ids: readonly string[]): Promise<ProfileSummary[]> {
    if (ids.length === 0) return [];
    const profiles = await this.em.fork().find(ProfileEntity, { id: { $in: [...ids] } });
    return profiles.map(toSummary);
  }

  async findByUsername(username: string): Promise<ProfileSummary | null> {
    // Anything a username cannot be names no one.
    if (!USERNAME.test(username)) return null;
    const em = this.em.fork();
    // lower(username) is the unique index.
    const [row] = await em.getConnection().execute<{ id: string }[]>('SELECT id FROM accounts.profiles WHERE lower(username) = lower(?) AND deleted_at IS NULL', [username]);
    const profile = row ? await em.findOne(ProfileEntity, { id: row.id }) : null;
    return profile && toSummary(profile);
  }

  async accountEmail(userId: string): Promise<string | null> {
    if (!isUuid(userId)) return null;
    const user = await this.em.fork().findOne(UserEntity, { id: userId }, { fields: ['email'] });
    return user ? user.email.trim().toLowerCase() : null;
  }

  async accountNames(emails: readonly string[]): Promise<Map<string, string>> {
    if (emails.length === 0) return new Map();
    const em = this.em.fork();
    // Sign-in e-mails are stored trimmed and lowercased.
    const users = await em.find(UserEntity, { email: { $in: [...emails] } }, { fields: ['id', 'email'] });
    const profiles = users.length ? await em.find(ProfileEntity, { id: { $in: users.map((user) => user.id) }, deletedAt: null }, { fields: ['id', 'name'] }) : [];
    const names = new Map(profiles.map((profile) => [profile.id, profile.name]));
    return new Map(users.flatMap((user) => (names.has(user.id) ? [[user.email, names.get(user.id)!] as const] : [])));
  }
}
