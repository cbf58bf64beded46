import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.js';
import { sql } from './checkout.js';

export const TIERS = '/client_side_api/v1/profile_management/membership_tiers';
export const BENEFITS = '/client_side_api/v1/profile_management/membership_discounts';

/** A tier as the form sends it: 'Friend', $5 a month unless told otherwise. */
export const tierForm = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  ownerId,
  name: 'Friend',
  description: 'Keeps the lights on',
  prices: [{ price: 500, interval: 'month' }],
  ...overrides,
});

/** A benefit as the form sends it: 10% off all tickets for the given tiers unless told otherwise. */
export const benefitForm = (ownerId: string, tierIds: string[], overrides: Record<string, unknown> = {}) => ({
  ownerId,
  name: '10% off tickets',
  amount: null,
  percentageValue: 10,
  quantity: null,
  quantityScope: null,
  discountScope: 'all',
  categoryIds: [],
  ticketIds: [],
  tierIds,
  ...overrides,
});

/**
 * A row of the members read model as its projection leaves it (the subscriptions themselves are another
 * suite's subject): someone holding `priceId` of `tierId`.
 */
export async function memberRow(
  t: TestApp,
  row: { ownerId: string; tierId: string; priceId: string; userId?: string | null; status?: string; source?: string; amount?: number; expiresAt?: Date | null },
): Promise<string> {
  const id = randomUUID();
  await sql(
    t,
    `INSERT INTO membership.members (subscription_id, owner_id, tier_id, price_id, user_id, user_name, user_email, status, source, provider_subscription_id, amount, currency, interval,
       starts_at, expires_at, cancel_at_period_end, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'Ada Lovelace', 'ada@example.com', $6, $7, NULL, $8, 'usd', 'month', now(), $9, false, now())`,
    [id, row.ownerId, row.tierId, row.priceId, row.userId ?? null, row.status ?? 'active', row.source ?? 'stripe', row.amount ?? 500, row.expiresAt === undefined ? new Date(Date.now() + 30 * 86_400_000) : row.expiresAt],
  );
  return id;
}
