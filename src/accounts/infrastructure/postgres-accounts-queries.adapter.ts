import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CollaboratorCandidate, CurrentUserView, ProfileSettingsView, ProfileView } from '../application/account-views.js';
import { AccountsQueries } from '../application/ports/accounts-queries.port.js';
import { toProfileView } from '../application/profile-view.js';
import { COLLABORATOR_SEARCH_LIMIT } from '../domain/account-rules.js';
import type { ProfileType } from '../domain/account.js';
import { asCurrency } from '../../shared/money.js';
import { AffiliationEntity, ProfileEntity, toProfile, UserEntity } from './account.entities.js';

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

@Injectable()
export class PostgresAccountsQueries extends AccountsQueries {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    return (await this.profileIdByUsername(this.em.fork(), username)) !== null;
  }

  async currentUser(userId: string): Promise<CurrentUserView | null> {
    const em = this.em.fork();
    const [user, profile] = await Promise.all([em.findOne(UserEntity, { id: userId }), em.findOne(ProfileEntity, { id: userId })]);
    if (!user || !profile) return null;
    const affiliations = await em.find(AffiliationEntity, { userId: user.id }, { orderBy: { createdAt: 'asc' } });
    const organizations = await em.find(ProfileEntity, { id: { $in: affiliations.map((a) => a.organizationId) } });
    const byId = new Map(organizations.map((o) => [o.id, o]));
    return {
      id: user.id,
      name: profile.name,
      username: profile.username,
      email: user.email,
      type: 'User',
      avatar: profile.avatar,
      siteAdmin: user.siteAdmin,
      developerZone: profile.developerZone,
      organizations: affiliations.flatMap((affiliation) => {
        const organization = byId.get(affiliation.organizationId);
        return organization
          ? [
              {
                id: organization.id,
                name: organization.name,
                username: organization.username,
                avatar: organization.avatar,
                type: 'School' as const,
                owner: affiliation.owner,
                admin: affiliation.admin,
                developerZone: organization.developerZone,
              },
            ]
          : [];
      }),
    };
  }

  async profile(username: string): Promise<ProfileView | null> {
    const em = this.em.fork();
    const id = await this.profileIdByUsername(em, username);
    const profile = id === null ? null : await em.findOne(ProfileEntity, { id });
    if (!profile) return null;
    if (profile.type === 'School') return toProfileView(toProfile(profile), []);
    // A user's public organizations: those where the affiliation is not hidden.
    const affiliations = await em.find(AffiliationEntity, { userId: profile.id, hidden: false });
    const organizations = await em.find(ProfileEntity, { id: { $in: affiliations.map((a) => a.organizationId) } }, { orderBy: { name: 'asc' } });
    return toProfileView(toProfile(profile), organizations);
  }

  async profileSettings(profileId: string): Promise<ProfileSettingsView | null> {
    const em = this.em.fork();
    const profile = await em.findOne(ProfileEntity, { id: profileId });
    if (!profile) return null;
    const user = profile.type === 'User' ? await em.findOne(UserEntity, { id: profile.id }) : null;
    return {
      id: profile.id,
      type: profile.type,
      name: profile.name,
      username: profile.username,
      email: user?.email ?? null,
      description: profile.description,
      timezone: profile.timezone,
      currency: asCurrency(profile.currency),
      avatar: profile.avatar,
      banner: profile.banner,
      social: profile.social,
      developerZone: profile.developerZone,
    };
  }

  async collaborators(text: string, types: readonly ('user' | 'school')[]): Promise<CollaboratorCandidate[]> {
    const typeFilter = types.length === 1 ? 'AND type = ?' : '';
    const typeParams: ProfileType[] = types.length === 1 ? [types[0] === 'school' ? 'School' : 'User'] : [];
    const rows = await this.em.fork().getConnection().execute<{ id: string; name: string; username: string; avatar: string | null; type: ProfileType }[]>(
      `SELECT id, name, username, avatar, type FROM accounts.profiles
        WHERE (lower(username) LIKE ? OR lower(name) LIKE ?) ${typeFilter}
        ORDER BY lower(username) = ? DESC, lower(username) LIKE ? DESC, name, username
        LIMIT ${COLLABORATOR_SEARCH_LIMIT}`,
      [`${likePattern(text)}%`, `%${likePattern(text)}%`, ...typeParams, text, `${likePattern(text)}%`],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, username: row.username, avatar: row.avatar, type: row.type === 'School' ? 'school' : 'user' }));
  }

  /** Usernames of users and organizations share one namespace, compared without case. */
  private async profileIdByUsername(em: EntityManager, username: string): Promise<string | null> {
    const [row] = await em.getConnection().execute<{ id: string }[]>('SELECT id FROM accounts.profiles WHERE lower(username) = lower(?) LIMIT 1', [username]);
    return row?.id ?? null;
  }
}
