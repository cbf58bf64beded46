import { prefixSearch } from '../../shared/search.js';
import { asCurrency } from '../../shared/money.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type {
  AdminAccountView,
  AdminActionView,
  CardReaderView,
  CollaboratorCandidate,
  CurrentUserView,
  FollowCounts,
  FollowProfileView,
  PageOf,
  ProfileCardView,
  ProfileSettingsView,
  ProfileView,
  ReferralPayoutView,
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

  findProfileId(username: string): Promise<string | null> {
    return this.profileIdByUsername(this.em.fork(), username);
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
      referralTracker: featureFlagsOf(profile.featureFlags).referralTracker,
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
                referralTracker: featureFlagsOf(organization.featureFlags).referralTracker,
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
      referralTracker: featureFlagsOf(profile.featureFlags).referralTracker,
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

  async followers(profileId: string, viewerId: string | null, page: number, perPage: number): Promise<FollowProfileView[] | null> {
    return this.followList(profileId, 'follower_id', 'profile_id', viewerId, page, perPage);
  }

  async following(profileId: string, viewerId: string | null, page: number, perPage: number): Promise<FollowProfileView[] | null> {
    return this.followList(profileId, 'profile_id', 'follower_id', viewerId, page, perPage);
  }

  async followCounts(profileId: string, viewerId: string | null): Promise<FollowCounts> {
    const [row] = await this.em.fork().execute<{ followers_count: number; following_count: number; following: boolean }[]>(
      `SELECT (SELECT count(*) FROM accounts.follows f JOIN accounts.profiles p ON p.id = f.follower_id AND p.deleted_at IS NULL WHERE f.profile_id = ?) AS followers_count,
              (SELECT count(*) FROM accounts.follows f JOIN accounts.profiles p ON p.id = f.profile_id AND p.deleted_at IS NULL WHERE f.follower_id = ?) AS following_count,
              EXISTS (SELECT 1 FROM accounts.follows WHERE follower_id = ? AND profile_id = ?) AS following`,
      [profileId, profileId, viewerId, profileId],
    );
    return { followersCount: row?.followers_count ?? 0, followingCount: row?.following_count ?? 0, following: row?.following ?? false };
  }

  async searchProfiles(text: string, type: 'user' | 'school' | null, page: number, perPage: number, viewerId: string | null): Promise<PageOf<ProfileCardView>> {
    const em = this.em.fork();
    const query = prefixSearch(text);
    const conditions = ['p.deleted_at IS NULL'];
    const params: unknown[] = [];
    if (query) {
      conditions.push(`p.search @@ to_tsquery('public.limelight_search', ?)`);
      params.push(query);
    }
    if (type) {
      conditions.push('p.type = ?');
      params.push(type === 'school' ? 'School' : 'User');
    }
    const where = conditions.join(' AND ');
    // Best match first when searching; otherwise (and among equal matches) the most followed, then by name.
    const rank = query ? `ts_rank(p.search, to_tsquery('public.limelight_search', ?)) DESC,` : '';
    const [rows, [count]] = await Promise.all([
      em.execute<ProfileCardRow[]>(`${PROFILE_CARD_SELECT} WHERE ${where} ORDER BY ${rank} followers_count DESC, lower(p.name), p.id LIMIT ? OFFSET ?`, [
        viewerId,
        ...params,
        ...(query ? [query] : []),
        perPage,
        (page - 1) * perPage,
      ]),
      em.execute<{ total: number }[]>(`SELECT count(*) AS total FROM accounts.profiles p WHERE ${where}`, params),
    ]);
    return { data: rows.map(toProfileCard), totalCount: count?.total ?? 0, page, perPage };
  }

  async profileCards(ids: readonly string[], viewerId: string | null): Promise<ProfileCardView[]> {
    if (ids.length === 0) return [];
    const rows = await this.em.fork().execute<ProfileCardRow[]>(`${PROFILE_CARD_SELECT} WHERE p.id IN (${ids.map(() => '?').join(', ')}) AND p.deleted_at IS NULL`, [viewerId, ...ids]);
    const byId = new Map(rows.map((row) => [row.id, toProfileCard(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async referralPayouts(referrerId: string, page: number, perPage: number): Promise<PageOf<ReferralPayoutView>> {
    const em = this.em.fork();
    const [rows, [count]] = await Promise.all([
      em.execute<{ id: string; paid_at: Date; amount: number; currency: string }[]>(
        'SELECT id, paid_at, amount, currency FROM accounts.referral_payouts WHERE referrer_id = ? ORDER BY paid_at DESC, id LIMIT ? OFFSET ?',
        [referrerId, perPage, (page - 1) * perPage],
      ),
      em.execute<{ total: number }[]>('SELECT count(*) AS total FROM accounts.referral_payouts WHERE referrer_id = ?', [referrerId]),
    ]);
    return {
      data: rows.map((row) => ({ id: row.id, paidAt: new Date(row.paid_at).toISOString(), amount: row.amount, currency: asCurrency(row.currency) })),
      page,
      perPage,
      totalCount: count?.total ?? 0,
    };
  }

  /** One page of a profile's follows: `listed` names the column of the profiles listed, `of` the column of the profile itself. */
  private async followList(
    profileId: string,
    listed: 'follower_id' | 'profile_id',
    of: 'follower_id' | 'profile_id',
    viewerId: string | null,
    page: number,
    perPage: number,
  ): Promise<FollowProfileView[] | null> {
    const em = this.em.fork();
    const [exists] = await em.execute('SELECT 1 FROM accounts.profiles WHERE id = ? AND deleted_at IS NULL', [profileId]);
    if (!exists) return null;
    const rows = await em.execute<{ id: string; name: string; username: string; type: ProfileType; avatar: string | null; following: boolean }[]>(
      `SELECT p.id, p.name, p.username, p.type, p.avatar,
              EXISTS (SELECT 1 FROM accounts.follows v WHERE v.follower_id = ? AND v.profile_id = p.id) AS following
         FROM accounts.follows f JOIN accounts.profiles p ON p.id = f.${listed} AND p.deleted_at IS NULL
        WHERE f.${of} = ?
        ORDER BY f.created_at DESC, p.id LIMIT ? OFFSET ?`,
      [viewerId, profileId, perPage, (page - 1) * perPage],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      username: row.username,
      type: row.type === 'School' ? 'school' : 'user',
      avatar: row.avatar,
      avatarThumbnail: row.avatar,
      following: row.following,
    }));
  }

  private async profileIdByUsername(em: EntityManager, username: string): Promise<string | null> {
    const [row] = await em.getConnection().execute<{ id: string }[]>('SELECT id FROM accounts.profiles WHERE lower(username) = lower(?) AND deleted_at IS NULL LIMIT 1', [username]);
    return row?.id ?? null;
  }
}

const CARD_DESCRIPTION_LENGTH = 200;

interface ProfileCardRow {
  id: string;
  name: string;
  username: string;
  type: ProfileType;
  avatar: string | null;
  banner: string | null;
  description: string;
  followers_count: number;
  following: boolean;
}

/** A card's columns; the first parameter is the viewer (for `following`). */
const PROFILE_CARD_SELECT = `SELECT p.id, p.name, p.username, p.type, p.avatar, p.banner, p.description,
    (SELECT count(*) FROM accounts.follows f JOIN accounts.profiles fp ON fp.id = f.follower_id AND fp.deleted_at IS NULL WHERE f.profile_id = p.id) AS followers_count,
    EXISTS (SELECT 1 FROM accounts.follows v WHERE v.follower_id = ? AND v.profile_id = p.id) AS following
  FROM accounts.profiles p`;

/** Descriptions are sanitised HTML: a card shows their text, shortened. */
const plainText = (html: string, max: number): string => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
};

const toProfileCard = (row: ProfileCardRow): ProfileCardView => ({
  id: row.id,
  name: row.name,
  username: row.username,
  type: row.type === 'School' ? 'school' : 'user',
  avatar: row.avatar,
  avatarThumbnail: row.avatar,
  banner: row.banner,
  description: plainText(row.description, CARD_DESCRIPTION_LENGTH),
  followersCount: row.followers_count,
  following: row.following,
});

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
