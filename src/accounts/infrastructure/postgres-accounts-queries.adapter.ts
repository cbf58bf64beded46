import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  AdminAccountView,
  AdminActionView,
  CardReaderView,
  CollaboratorCandidate,
  CurrentUserView,
  PageOf,
  ProfileSettingsView,
  ProfileView,
  TeamMemberView,
} from '../application/account-views.js';
import { AccountsQueries } from '../application/ports/accounts-queries.port.js';
import { toProfileView } from '../application/profile-view.js';
import { COLLABORATOR_SEARCH_LIMIT } from '../domain/account-rules.js';
import type { ProfileType } from '../domain/account.js';
import { featureFlagsOf } from '../domain/feature-flags.js';
import { AffiliationEntity, ProfileEntity, toProfile, UserEntity } from './account.entities.js';
import type { PaymentConnection } from '../domain/payouts.js';
import { paymentConnectionOf } from './mikro-orm-payment-connection-repository.adapter.js';
import { toProfileSettings } from './mikro-orm-profile-settings-repository.adapter.js';
import { mayDeleteProfile } from '../domain/settings-rules.js';

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface AdminAccountRow {
  id: string;
  type: ProfileType;
  name: string;
  username: string;
  email: string | null;
  created_at: Date;
  feature_flags: string[];
}

const ADMIN_ACCOUNT_COLUMNS = 'p.id, p.type, p.name, p.username, u.email, p.created_at, p.feature_flags FROM accounts.profiles p LEFT JOIN accounts.users u ON u.id = p.id';

const adminAccountView = (row: AdminAccountRow): AdminAccountView => ({
  id: row.id,
  type: row.type,
  name: row.name,
  username: row.username,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
  flags: featureFlagsOf(row.feature_flags),
});

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
      developerZone: featureFlagsOf(profile.featureFlags).developerZone,
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
                developerZone: featureFlagsOf(organization.featureFlags).developerZone,
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

  async profileSettings(profileId: string, viewerId: string): Promise<ProfileSettingsView | null> {
    const em = this.em.fork();
    const profile = await em.findOne(ProfileEntity, { id: profileId, deletedAt: null });
    if (!profile) return null;
    const [user, owners] = await Promise.all([
      profile.type === 'User' ? em.findOne(UserEntity, { id: profile.id }) : null,
      em.find(AffiliationEntity, { organizationId: profile.id, owner: true }, { fields: ['userId'] }),
    ]);
    return {
      ...toProfileSettings(profile),
      email: user?.email ?? null,
      stripeAccountId: profile.stripeAccountId,
      developerZone: featureFlagsOf(profile.featureFlags).developerZone,
      canDelete: mayDeleteProfile(
        profile.id,
        viewerId,
        owners.flatMap((owner) => (owner.userId ? [owner.userId] : [])),
      ),
    };
  }

  async collaborators(text: string, types: readonly ('user' | 'school')[]): Promise<CollaboratorCandidate[]> {
    const typeFilter = types.length === 1 ? 'AND type = ?' : '';
    const typeParams: ProfileType[] = types.length === 1 ? [types[0] === 'school' ? 'School' : 'User'] : [];
    const rows = await this.em.fork().getConnection().execute<{ id: string; name: string; username: string; avatar: string | null; type: ProfileType }[]>(
      `SELECT id, name, username, avatar, type FROM accounts.profiles
        WHERE (lower(username) LIKE ? OR lower(name) LIKE ?) AND deleted_at IS NULL ${typeFilter}
        ORDER BY lower(username) = ? DESC, lower(username) LIKE ? DESC, name, username
        LIMIT ${COLLABORATOR_SEARCH_LIMIT}`,
      [`${likePattern(text)}%`, `%${likePattern(text)}%`, ...typeParams, text, `${likePattern(text)}%`],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, username: row.username, avatar: row.avatar, type: row.type === 'School' ? 'school' : 'user' }));
  }

  async adminAccounts(text: string, page: number, perPage: number): Promise<PageOf<AdminAccountView>> {
    const connection = this.em.fork().getConnection();
    const contains = `%${likePattern(text)}%`;
    const prefix = `${likePattern(text)}%`;
    const where = text ? `WHERE lower(p.name) LIKE ? OR lower(p.username) LIKE ? OR lower(coalesce(u.email, '')) LIKE ?` : '';
    const whereParams = text ? [contains, contains, contains] : [];
    // Exact username or e-mail first, then prefixes of either, then by name; with no text, the newest accounts.
    const orderBy = text
      ? `(lower(p.username) = ? OR lower(coalesce(u.email, '')) = ?) DESC, (lower(p.username) LIKE ? OR lower(coalesce(u.email, '')) LIKE ? OR lower(p.name) LIKE ?) DESC, lower(p.name), p.username`
      : 'p.created_at DESC, p.id';
    const orderParams = text ? [text, text, prefix, prefix, prefix] : [];
    const rows = await connection.execute<AdminAccountRow[]>(`SELECT ${ADMIN_ACCOUNT_COLUMNS} ${where} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, [
      ...whereParams,
      ...orderParams,
      perPage,
      (page - 1) * perPage,
    ]);
    const [count] = await connection.execute<{ total: number }[]>(`SELECT count(*) AS total FROM accounts.profiles p LEFT JOIN accounts.users u ON u.id = p.id ${where}`, whereParams);
    return { data: rows.map(adminAccountView), page, perPage, totalCount: count?.total ?? 0 };
  }

  async adminAccount(id: string): Promise<AdminAccountView | null> {
    const [row] = await this.em.fork().getConnection().execute<AdminAccountRow[]>(`SELECT ${ADMIN_ACCOUNT_COLUMNS} WHERE p.id = ?`, [id]);
    return row ? adminAccountView(row) : null;
  }

  async adminActions(page: number, perPage: number): Promise<PageOf<AdminActionView>> {
    const connection = this.em.fork().getConnection();
    const rows = await connection.execute<
      {
        id: string;
        at: Date;
        action: string;
        detail: Record<string, unknown>;
        actor_id: string;
        actor_name: string | null;
        actor_username: string | null;
        target_id: string;
        target_name: string | null;
        target_username: string | null;
        target_type: ProfileType | null;
      }[]
    >(
      `SELECT a.id, a.at, a.action, a.detail, a.actor_id, actor.name AS actor_name, actor.username AS actor_username,
                a.target_id, target.name AS target_name, target.username AS target_username, target.type AS target_type
           FROM accounts.admin_actions a
           LEFT JOIN accounts.profiles actor ON actor.id = a.actor_id
           LEFT JOIN accounts.profiles target ON target.id = a.target_id
          ORDER BY a.at DESC, a.id DESC LIMIT ? OFFSET ?`,
      [perPage, (page - 1) * perPage],
    );
    const [count] = await connection.execute<{ total: number }[]>('SELECT count(*) AS total FROM accounts.admin_actions');
    return {
      data: rows.map((row) => ({
        id: row.id,
        at: new Date(row.at).toISOString(),
        actor: { id: row.actor_id, name: row.actor_name, username: row.actor_username },
        action: row.action,
        target: { id: row.target_id, name: row.target_name, username: row.target_username, type: row.target_type },
        detail: row.detail,
      })),
      page,
      perPage,
      totalCount: count?.total ?? 0,
    };
  }

  /** Usernames of users and organizations share one namespace, compared without case. */
  async cardReaders(ownerId: string): Promise<CardReaderView[]> {
    return this.em.fork().getConnection().execute<CardReaderView[]>(
      `SELECT id, name, stripe_reader_id AS "stripeReaderId", stripe_serial_number AS "stripeSerialNumber"
       FROM accounts.card_readers WHERE owner_id = ? ORDER BY created_at, id`,
      [ownerId],
    );
  }

  async teamMembers(organizationId: string, page: number, perPage: number): Promise<PageOf<TeamMemberView>> {
    const em = this.em.fork();
    const [rows, [count]] = await Promise.all([
      em.execute<TeamMemberRow[]>(`${TEAM_MEMBER_SELECT} WHERE a.organization_id = ? ORDER BY a.owner DESC, a.created_at, a.id LIMIT ? OFFSET ?`, [organizationId, perPage, (page - 1) * perPage]),
      em.execute<{ total: number }[]>('SELECT count(*) AS total FROM accounts.affiliations WHERE organization_id = ?', [organizationId]),
    ]);
    return { data: rows.map(toTeamMemberView), page, perPage, totalCount: count?.total ?? 0 };
  }

  async teamMember(organizationId: string, id: string): Promise<TeamMemberView | null> {
    const [row] = await this.em.fork().execute<TeamMemberRow[]>(`${TEAM_MEMBER_SELECT} WHERE a.organization_id = ? AND a.id = ?`, [organizationId, id]);
    return row ? toTeamMemberView(row) : null;
  }

  paymentConnection(ownerId: string): Promise<PaymentConnection | null> {
    return paymentConnectionOf(this.em.fork(), { id: ownerId });
  }

  private async profileIdByUsername(em: EntityManager, username: string): Promise<string | null> {
    const [row] = await em.getConnection().execute<{ id: string }[]>('SELECT id FROM accounts.profiles WHERE lower(username) = lower(?) AND deleted_at IS NULL LIMIT 1', [username]);
    return row?.id ?? null;
  }
}

interface TeamMemberRow {
  id: string;
  name: string;
  owner: boolean;
  admin: boolean;
  receive_notifications: boolean;
  hidden: boolean;
  email: string | null;
  user_id: string | null;
  user_name: string | null;
  user_avatar: string | null;
  user_username: string | null;
}

/** A team row with its member's profile; an invitation (no user yet) has none. */
const TEAM_MEMBER_SELECT = `SELECT a.id, a.name, a.owner, a.admin, a.receive_notifications, a.hidden, a.email,
    p.id AS user_id, p.name AS user_name, p.avatar AS user_avatar, p.username AS user_username
  FROM accounts.affiliations a LEFT JOIN accounts.profiles p ON p.id = a.user_id`;

const toTeamMemberView = (row: TeamMemberRow): TeamMemberView => ({
  id: row.id,
  name: row.name,
  owner: row.owner,
  admin: row.admin,
  receiveNotifications: row.receive_notifications,
  hidden: row.hidden,
  invited: row.user_id === null,
  email: row.email,
  user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '', avatar: row.user_avatar, username: row.user_username ?? '', type: 'user' },
});
