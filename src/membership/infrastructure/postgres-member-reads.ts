import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { MemberRecord, MemberSearch } from '../application/member-view.js';
import { FILTER_DISPLAY_STATUSES, type MemberStatus } from '../domain/member-status.js';
import type { PriceInterval } from '../domain/membership-rules.js';
import type { SubscriptionSource, TierPrice } from '../domain/subscription.js';
import { asCurrency } from '../../shared/money.js';
import { readModelExists } from '../../shared/persistence/read-model-tables.js';

/**
 * The members' reads of MembershipQueries: `membership.members` (the `membership_members` projection)
 * with each tier's current name. The table appears when the projection first runs; until then there are
 * no members.
 */

interface MemberRow {
  subscription_id: string;
  owner_id: string;
  tier_id: string;
  tier_name: string | null;
  price_id: string;
  user_id: string | null;
  user_name: string;
  user_email: string;
  status: MemberStatus;
  source: SubscriptionSource;
  provider_subscription_id: string | null;
  amount: number;
  currency: string;
  interval: PriceInterval;
  starts_at: Date | string;
  expires_at: Date | string | null;
  cancel_at_period_end: boolean;
}

const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** The display status (domain/member-status.ts `displayStatus`) in SQL, at the time `?`. */
const DISPLAY_STATUS = `CASE WHEN m.expires_at IS NULL THEN m.status
  WHEN m.status = 'active' THEN 'renews'
  WHEN m.status = 'canceled' AND m.expires_at > ?::timestamptz THEN 'expires'
  WHEN m.expires_at <= ?::timestamptz THEN 'expired'
  ELSE 'invited' END`;

const SELECT = `SELECT m.subscription_id, m.owner_id, m.tier_id, t.name AS tier_name, m.price_id, m.user_id, m.user_name, m.user_email, m.status, m.source,
  m.provider_subscription_id, m.amount, m.currency, m.interval, m.starts_at, m.expires_at, m.cancel_at_period_end
  FROM membership.members m LEFT JOIN membership.tiers t ON t.id = m.tier_id`;

const recordOf = (row: MemberRow): MemberRecord => ({
  subscriptionId: row.subscription_id,
  ownerId: row.owner_id,
  tierId: row.tier_id,
  tierName: row.tier_name ?? '',
  priceId: row.price_id,
  userId: row.user_id,
  userName: row.user_name,
  userEmail: row.user_email,
  status: row.status,
  source: row.source,
  providerSubscriptionId: row.provider_subscription_id,
  amount: row.amount,
  currency: asCurrency(row.currency),
  interval: row.interval,
  startsAt: new Date(row.starts_at).toISOString(),
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
  cancelAtPeriodEnd: row.cancel_at_period_end,
});

export class PostgresMemberReads {
  constructor(
    private readonly em: EntityManager,
    private readonly pool: pg.Pool,
  ) {}

  private connection() {
    return this.em.fork().getConnection();
  }

  private present(): Promise<boolean> {
    return readModelExists(this.pool, 'membership.members');
  }

  async tierPrice(ownerId: string, tierId: string, priceId: string): Promise<TierPrice | null> {
    const [row] = await this.connection().execute<{ tier_name: string; amount: number; currency: string; interval: PriceInterval }[]>(
      `SELECT t.name AS tier_name, p.amount, p.currency, p.interval FROM membership.tiers t JOIN membership.prices p ON p.tier_id = t.id
       WHERE t.owner_id = ? AND t.id = ? AND p.id = ?`,
      [ownerId, tierId, priceId],
    );
    return row ? { tierId, tierName: row.tier_name, priceId, amount: row.amount, currency: asCurrency(row.currency), interval: row.interval } : null;
  }

  async tierPriceOfInterval(ownerId: string, tierId: string, interval: string): Promise<{ tierName: string; price: TierPrice | null } | null> {
    const rows = await this.connection().execute<{ tier_name: string; price_id: string | null; amount: number | null; currency: string | null; interval: PriceInterval | null }[]>(
      `SELECT t.name AS tier_name, p.id AS price_id, p.amount, p.currency, p.interval FROM membership.tiers t
       LEFT JOIN membership.prices p ON p.tier_id = t.id AND p.interval = ? AND NOT p.archived
       WHERE t.owner_id = ? AND t.id = ? ORDER BY p.position LIMIT 1`,
      [interval, ownerId, tierId],
    );
    const row = rows[0];
    if (!row) return null;
    const price = row.price_id
      ? { tierId, tierName: row.tier_name, priceId: row.price_id, amount: row.amount!, currency: asCurrency(row.currency!), interval: row.interval! }
      : null;
    return { tierName: row.tier_name, price };
  }

  async isMemberOfTier(tierId: string, member: { email: string; userId: string | null }, exceptId?: string): Promise<boolean> {
    if (!(await this.present())) return false;
    const [row] = await this.connection().execute<{ found: boolean }[]>(
      `SELECT EXISTS (SELECT 1 FROM membership.members m WHERE m.tier_id = ? AND m.status <> 'expired'
         AND (lower(m.user_email) = lower(?) OR m.user_id = ?::uuid) AND m.subscription_id IS DISTINCT FROM ?::uuid) AS found`,
      [tierId, member.email, member.userId, exceptId ?? null],
    );
    return !!row?.found;
  }

  async members(ownerId: string, search: MemberSearch, now: Date, page?: { page: number; perPage: number }): Promise<{ records: MemberRecord[]; totalCount: number }> {
    if (!(await this.present())) return { records: [], totalCount: 0 };
    const where = ['m.owner_id = ?'];
    const params: unknown[] = [ownerId];
    if (search.query) {
      where.push('(m.user_name ILIKE ? OR m.user_email ILIKE ? OR t.name ILIKE ?)');
      params.push(like(search.query), like(search.query), like(search.query));
    }
    if (search.tierId) {
      where.push('m.tier_id = ?');
      params.push(search.tierId);
    }
    if (search.status !== 'all') {
      where.push(`(${DISPLAY_STATUS}) IN (?)`); // an array parameter expands to a list
      params.push(now, now, [...FILTER_DISPLAY_STATUSES[search.status]]);
    }
    const connection = this.connection();
    // Bound, not spliced into the text: a large page number would read as 1e+21 there.
    const limit = page ? ' LIMIT ? OFFSET ?' : '';
    const paging = page ? [page.perPage, (page.page - 1) * page.perPage] : [];
    const rows = await connection.execute<MemberRow[]>(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY m.starts_at DESC, m.subscription_id${limit}`, [...params, ...paging]);
    const [count] = await connection.execute<{ count: number }[]>(
      `SELECT count(*) AS count FROM membership.members m LEFT JOIN membership.tiers t ON t.id = m.tier_id WHERE ${where.join(' AND ')}`,
      params,
    );
    return { records: rows.map(recordOf), totalCount: count?.count ?? 0 };
  }

  async memberRecordsOfUser(userId: string, ownerId?: string): Promise<MemberRecord[]> {
    if (!(await this.present())) return [];
    // Only the account the member row names: sign-up addresses are not verified, so an e-mail alone proves nothing.
    const params: unknown[] = [userId];
    let where = 'm.user_id = ?';
    if (ownerId) {
      where += ' AND m.owner_id = ?';
      params.push(ownerId);
    }
    const rows = await this.connection().execute<MemberRow[]>(`${SELECT} WHERE ${where} ORDER BY m.starts_at DESC, m.subscription_id`, params);
    return rows.map(recordOf);
  }

  async accountIdByEmail(email: string): Promise<string | null> {
    const [row] = await this.connection().execute<{ id: string }[]>('SELECT id FROM accounts.users WHERE lower(email) = lower(?)', [email]);
    return row?.id ?? null;
  }

  /** The contact e-mail a profile shows publicly (accounts' `social.email`). */
  async ownerContactEmails(ownerIds: readonly string[]): Promise<Map<string, string>> {
    if (!ownerIds.length) return new Map();
    const rows = await this.connection().execute<{ id: string; email: string }[]>(
      `SELECT id, social->>'email' AS email FROM accounts.profiles WHERE id IN (?) AND coalesce(social->>'email', '') <> ''`,
      [[...ownerIds]],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }
}
