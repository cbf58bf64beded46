import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { MembershipQueries } from '../application/ports/membership-queries.port.js';
import type { MemberSearch } from '../application/member-view.js';
import { PostgresMemberReads } from './postgres-member-reads.js';
import type { BenefitFilter, BenefitView, PriceRow, TierRow } from '../application/membership-views.js';
import type { DiscountScope, PriceInterval, QuantityScope } from '../domain/membership-rules.js';
import { asCurrency } from '../../shared/money.js';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { readModelExists } from '../../shared/persistence/read-model-tables.js';

/** Who holds a tier now (the design's rule): active or past due, or cancelled / invited and not yet ended. */
const HOLDS = `(m.status IN ('active', 'past_due') OR (m.status IN ('canceled', 'invited') AND (m.expires_at IS NULL OR m.expires_at > now())))`;
/** A uuid list as one array parameter (the connection would spread a JS array into a list of parameters). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;
const like = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

@Injectable()
export class PostgresMembershipQueries extends MembershipQueries {
  constructor(
    private readonly em: EntityManager,
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
  ) {
    super();
  }

  /**
   * The member and redemption tables are projections' read models, created when their projections first
   * run; until then nobody is a member and nothing was redeemed.
   */
  private tableExists(name: string): Promise<boolean> {
    return readModelExists(this.pool, name);
  }

  async tiers(ownerId: string, filter: { query?: string; tierId?: string } = {}): Promise<TierRow[]> {
    const connection = this.em.fork().getConnection();
    const members = await this.tableExists('membership.members');
    const where = ['t.owner_id = ?'];
    const params: unknown[] = [ownerId];
    if (filter.query) {
      where.push('t.name ILIKE ?');
      params.push(like(filter.query));
    }
    if (filter.tierId) {
      where.push('t.id = ?');
      params.push(filter.tierId);
    }
    const membersCount = members ? `(SELECT count(*) FROM membership.members m WHERE m.tier_id = t.id AND ${HOLDS})` : '0::bigint';
    const revenue = members ? `(SELECT coalesce(sum(m.amount), 0)::bigint FROM membership.members m WHERE m.tier_id = t.id AND m.source <> 'manual' AND ${HOLDS})` : '0::bigint';
    const tiers = await connection.execute<
      { id: string; owner_id: string; name: string; description: string; position: number; archived: boolean; email_text: string; valid_subscriptions_limit: number | null; currency: string; members_count: number; revenue: number }[]
    >(
      `SELECT t.id, t.owner_id, t.name, t.description, t.position, t.archived, t.email_text, t.valid_subscriptions_limit, t.currency,
              ${membersCount} AS members_count, ${revenue} AS revenue
       FROM membership.tiers t WHERE ${where.join(' AND ')} ORDER BY t.position, t.name, t.id`,
      params,
    );
    if (!tiers.length) return [];
    const ids = tiers.map((t) => t.id);
    const subscriptions = members ? `(SELECT count(*) FROM membership.members m WHERE m.price_id = p.id AND ${HOLDS})` : '0::bigint';
    const prices = await connection.execute<
      { id: string; tier_id: string; amount: number; currency: string; interval: PriceInterval; position: number; archived: boolean; stripe_price_id: string | null; subscriptions_count: number }[]
    >(
      `SELECT p.id, p.tier_id, p.amount, p.currency, p.interval, p.position, p.archived, p.stripe_price_id, ${subscriptions} AS subscriptions_count
       FROM membership.prices p WHERE p.tier_id = ANY(?::uuid[]) ORDER BY p.position, p.id`,
      [uuidArray(ids)],
    );
    const discounts = await connection.execute<{ id: string; name: string; tier_ids: string[] }[]>(
      'SELECT id, name, tier_ids FROM membership.discounts WHERE owner_id = ? AND NOT archived AND tier_ids && ?::uuid[] ORDER BY name, id',
      [ownerId, uuidArray(ids)],
    );
    return tiers.map((t) => ({
      id: t.id,
      ownerId: t.owner_id,
      name: t.name,
      description: t.description,
      position: t.position,
      archived: t.archived,
      emailText: t.email_text,
      validSubscriptionsLimit: t.valid_subscriptions_limit,
      currency: asCurrency(t.currency),
      membersCount: t.members_count,
      revenue: t.revenue,
      discounts: discounts.filter((d) => d.tier_ids.includes(t.id)).map((d) => ({ id: d.id, name: d.name })),
      prices: prices
        .filter((p) => p.tier_id === t.id)
        .map(
          (p): PriceRow => ({
            id: p.id,
            amount: p.amount,
            currency: asCurrency(p.currency),
            interval: p.interval,
            position: p.position,
            archived: p.archived,
            stripePriceId: p.stripe_price_id,
            subscriptionsCount: p.subscriptions_count,
          }),
        ),
    }));
  }

  async benefits(ownerId: string, filter: BenefitFilter): Promise<BenefitView[]> {
    const connection = this.em.fork().getConnection();
    const where = ['d.owner_id = ?'];
    const params: unknown[] = [ownerId];
    if (filter.query) {
      where.push('d.name ILIKE ?');
      params.push(like(filter.query));
    }
    if (filter.tierId) {
      where.push('?::uuid = ANY(d.tier_ids)');
      params.push(filter.tierId);
    }
    if (filter.benefitId) {
      where.push('d.id = ?');
      params.push(filter.benefitId);
    }
    if (filter.status !== 'all') where.push(filter.status === 'archived' ? 'd.archived' : 'NOT d.archived');
    const redeemed = (await this.tableExists('membership.benefit_redemptions')) ? '(SELECT count(*) FROM membership.benefit_redemptions r WHERE r.benefit_id = d.id)' : '0::bigint';
    const rows = await connection.execute<
      {
        id: string;
        owner_id: string;
        name: string;
        amount: number | null;
        percentage_value: number | null;
        quantity: number | null;
        quantity_scope: QuantityScope | null;
        discount_scope: DiscountScope;
        category_ids: string[];
        ticket_ids: string[];
        tier_ids: string[];
        archived: boolean;
        currency: string;
        redeemed: number;
      }[]
    >(
      `SELECT d.id, d.owner_id, d.name, d.amount, d.percentage_value, d.quantity, d.quantity_scope, d.discount_scope, d.category_ids, d.ticket_ids,
              d.tier_ids, d.archived, d.currency, ${redeemed} AS redeemed
       FROM membership.discounts d WHERE ${where.join(' AND ')} ORDER BY d.name, d.id`,
      params,
    );
    if (!rows.length) return [];
    const tiers = await connection.execute<{ id: string; name: string }[]>('SELECT id, name FROM membership.tiers WHERE owner_id = ? ORDER BY position, name, id', [ownerId]);
    return rows.map((d) => ({
      id: d.id,
      ownerId: d.owner_id,
      name: d.name,
      amount: d.amount,
      percentageValue: d.percentage_value,
      quantity: d.quantity,
      quantityScope: d.quantity_scope,
      discountScope: d.discount_scope,
      categoryIds: d.category_ids,
      ticketIds: d.ticket_ids,
      tierIds: d.tier_ids,
      tiers: tiers.filter((t) => d.tier_ids.includes(t.id)),
      redeemed: d.redeemed,
      archived: d.archived,
      available: !d.archived,
      currency: asCurrency(d.currency),
    }));
  }

  async priceMemberRows(priceIds: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map(priceIds.map((id) => [id, 0]));
    if (!priceIds.length || !(await this.tableExists('membership.members'))) return counts;
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ price_id: string; count: number }[]>('SELECT price_id, count(*) AS count FROM membership.members WHERE price_id = ANY(?::uuid[]) GROUP BY price_id', [uuidArray(priceIds)]);
    for (const row of rows) counts.set(row.price_id, row.count);
    return counts;
  }

  async tierMemberRows(tierId: string): Promise<number> {
    if (!(await this.tableExists('membership.members'))) return 0;
    const [row] = await this.em.fork().getConnection().execute<{ count: number }[]>('SELECT count(*) AS count FROM membership.members WHERE tier_id = ?', [tierId]);
    return row?.count ?? 0;
  }

  async benefitRedemptions(benefitId: string): Promise<number> {
    if (!(await this.tableExists('membership.benefit_redemptions'))) return 0;
    const [row] = await this.em.fork().getConnection().execute<{ count: number }[]>('SELECT count(*) AS count FROM membership.benefit_redemptions WHERE benefit_id = ?', [benefitId]);
    return row?.count ?? 0;
  }

  async hasShownTiers(ownerId: string): Promise<boolean> {
    const [row] = await this.em
      .fork()
      .getConnection()
      .execute<{ found: boolean }[]>(
        'SELECT EXISTS (SELECT 1 FROM membership.tiers t WHERE t.owner_id = ? AND NOT t.archived AND EXISTS (SELECT 1 FROM membership.prices p WHERE p.tier_id = t.id AND NOT p.archived)) AS found',
        [ownerId],
      );
    return !!row?.found;
  }


  // Members: the reads live in postgres-member-reads.ts.
  private memberReads() {
    return new PostgresMemberReads(this.em, this.pool);
  }
  tierPrice(ownerId: string, tierId: string, priceId: string) {
    return this.memberReads().tierPrice(ownerId, tierId, priceId);
  }
  tierPriceOfInterval(ownerId: string, tierId: string, interval: string) {
    return this.memberReads().tierPriceOfInterval(ownerId, tierId, interval);
  }
  isMemberOfTier(tierId: string, member: { email: string; userId: string | null }, exceptId?: string) {
    return this.memberReads().isMemberOfTier(tierId, member, exceptId);
  }
  members(ownerId: string, search: MemberSearch, now: Date, page?: { page: number; perPage: number }) {
    return this.memberReads().members(ownerId, search, now, page);
  }
  memberRecordsOfUser(userId: string, ownerId?: string) {
    return this.memberReads().memberRecordsOfUser(userId, ownerId);
  }
  accountIdByEmail(email: string) {
    return this.memberReads().accountIdByEmail(email);
  }
  ownerContactEmails(ownerIds: readonly string[]) {
    return this.memberReads().ownerContactEmails(ownerIds);
  }
}
