import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { readModelExists } from '../../shared/persistence/read-model-tables.js';
import { MembershipAccess, type MemberBenefit, type QuantityScope } from '../contracts/membership-access.js';

/**
 * Who holds a tier: a member row of that owner and tier that is active or past due, or canceled or invited
 * with its expiry in the future or none (manual members without expiry). Expired members hold nothing.
 */
const HOLDS = `(m.status IN ('active', 'past_due') OR (m.status IN ('canceled', 'invited') AND (m.expires_at IS NULL OR m.expires_at > now())))`;

interface BenefitRow {
  id: string;
  name: string;
  amount: number | null;
  currency: string;
  percentage_value: number | null;
  quantity: number | null;
  quantity_scope: QuantityScope | null;
  discount_scope: MemberBenefit['discountScope'];
  category_ids: string[];
  ticket_ids: string[];
  tier_ids: string[];
}

@Injectable()
export class PostgresMembershipAccess extends MembershipAccess {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async ownerHasTiers(ownerId: string): Promise<boolean> {
    return (await this.ownersWithTiers([ownerId])).has(ownerId);
  }

  async ownersWithTiers(ownerIds: readonly string[]): Promise<Set<string>> {
    if (!ownerIds.length) return new Set();
    const { rows } = await this.pool.query<{ owner_id: string }>('SELECT DISTINCT owner_id FROM membership.tiers WHERE owner_id = ANY($1::uuid[]) AND NOT archived', [ownerIds]);
    return new Set(rows.map((row) => row.owner_id));
  }

  async ownTierIds(ownerId: string, tierIds: readonly string[]): Promise<string[]> {
    if (!tierIds.length) return [];
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM membership.tiers WHERE owner_id = $1 AND id = ANY($2::uuid[]) AND NOT archived', [ownerId, tierIds]);
    return rows.map((row) => row.id);
  }

  async heldTierIds(ownerId: string, userId: string | null): Promise<string[]> {
    return (await this.heldTierIdsByOwner(userId, [ownerId])).get(ownerId) ?? [];
  }

  async heldTierIdsByOwner(userId: string | null, ownerIds: readonly string[]): Promise<Map<string, string[]>> {
    const held = new Map<string, string[]>();
    if (!userId || !ownerIds.length) return held;
    // The members table comes with its projection: until the worker has created it, nobody is a member.
    if (!(await readModelExists(this.pool, 'membership.members'))) return held;
    // Only the account the member row names: sign-up addresses are not verified, so an e-mail alone proves nothing.
    const { rows } = await this.pool.query<{ owner_id: string; tier_id: string }>(
      `SELECT DISTINCT m.owner_id, m.tier_id FROM membership.members m WHERE m.owner_id = ANY($1::uuid[]) AND m.user_id = $2 AND ${HOLDS}`,
      [ownerIds, userId],
    );
    for (const row of rows) held.set(row.owner_id, [...(held.get(row.owner_id) ?? []), row.tier_id]);
    return held;
  }

  async benefitsOf(ownerId: string, tierIds: readonly string[]): Promise<MemberBenefit[]> {
    if (!tierIds.length) return [];
    const { rows } = await this.pool.query<BenefitRow>(
      `SELECT id, name, amount, currency, percentage_value, quantity, quantity_scope, discount_scope, category_ids, ticket_ids, tier_ids
         FROM membership.discounts WHERE owner_id = $1 AND NOT archived AND tier_ids && $2::uuid[] ORDER BY created_at, id`,
      [ownerId, tierIds],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      amount: row.amount,
      currency: row.currency,
      percentageValue: row.percentage_value,
      quantity: row.quantity,
      quantityScope: row.quantity_scope,
      discountScope: row.discount_scope,
      categoryIds: row.category_ids,
      ticketIds: row.ticket_ids,
      tierIds: row.tier_ids,
    }));
  }
}
