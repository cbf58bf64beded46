import type { Currency } from '../../shared/money.js';
import type { MemberTicket } from '../../ticketing/contracts/member-tickets.js';
import { canSubscribe, remainingOf, SUBSCRIBE_URL, type Benefit, type MembershipStatus, type PriceInterval, type Tier, type TierPrice } from '../domain/membership-rules.js';

/** A price as the tier pages read it, with the members holding it now. */
export interface PriceRow extends Pick<TierPrice, 'id' | 'amount' | 'currency' | 'interval' | 'position' | 'archived' | 'stripePriceId'> {
  subscriptionsCount: number;
}

/** A tier as the tier pages read it: its members (holding it now), the revenue they bring, its benefits. */
export interface TierRow extends Pick<Tier, 'id' | 'ownerId' | 'name' | 'description' | 'position' | 'archived' | 'emailText' | 'validSubscriptionsLimit' | 'currency'> {
  membersCount: number;
  /** What the members holding the tier now pay per period (their current prices, manual members excluded). */
  revenue: number;
  discounts: { id: string; name: string }[];
  prices: PriceRow[];
}

export interface PriceView extends Pick<TierPrice, 'id' | 'currency' | 'interval' | 'intervalCount' | 'position' | 'archived'> {
  price: number;
  subscribeUrl: string | null;
  stripeApiPriceId: string | null;
  subscriptionsCount: number;
}

export interface TierView extends Omit<TierRow, 'prices'> {
  remaining: number | null;
  discountIds: string[];
  prices: PriceView[];
}

/** The tier with what a visitor may do now: `remaining` seats and, per price, where to subscribe. */
export function tierView(row: TierRow, paymentsEnabled: boolean): TierView {
  const remaining = remainingOf(row.validSubscriptionsLimit, row.membersCount);
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    description: row.description,
    position: row.position,
    archived: row.archived,
    emailText: row.emailText,
    validSubscriptionsLimit: row.validSubscriptionsLimit,
    remaining,
    membersCount: row.membersCount,
    revenue: row.revenue,
    currency: row.currency,
    discountIds: row.discounts.map((d) => d.id),
    discounts: row.discounts,
    prices: row.prices.map((p) => ({
      id: p.id,
      price: p.amount,
      currency: p.currency,
      interval: p.interval,
      intervalCount: 1,
      position: p.position,
      archived: p.archived,
      subscribeUrl: canSubscribe({ archived: row.archived, remaining }, p, paymentsEnabled) ? SUBSCRIBE_URL : null,
      stripeApiPriceId: p.stripePriceId,
      subscriptionsCount: p.subscriptionsCount,
    })),
  };
}

export interface PublicTierView {
  id: string;
  name: string;
  description: string;
  position: number;
  validSubscriptionsLimit: number | null;
  remaining: number | null;
  prices: { id: string; price: number; currency: Currency; interval: PriceInterval; subscribeUrl: string | null }[];
  tickets: MemberTicket[];
  benefits: { id: string; name: string }[];
}

/** What a visitor sees of a shown tier: its shown prices and benefits, and the members-only tickets it opens. */
export function publicTierView(row: TierRow, paymentsEnabled: boolean, tickets: readonly MemberTicket[]): PublicTierView {
  const view = tierView(row, paymentsEnabled);
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    position: view.position,
    validSubscriptionsLimit: view.validSubscriptionsLimit,
    remaining: view.remaining,
    prices: view.prices.filter((p) => !p.archived).map((p) => ({ id: p.id, price: p.price, currency: p.currency, interval: p.interval, subscribeUrl: p.subscribeUrl })),
    tickets: tickets.filter((t) => t.tierIds.includes(row.id)),
    benefits: view.discounts,
  };
}

export interface BenefitView extends Omit<Benefit, 'createdAt'> {
  tiers: { id: string; name: string }[];
  /** Tickets discounted by it in completed orders. */
  redeemed: number;
  available: boolean;
}

export interface BenefitFilter {
  query?: string;
  tierId?: string;
  benefitId?: string;
  status: 'all' | 'active' | 'archived';
}

export interface MembershipSettingsView {
  title: string;
  description: string;
  status: MembershipStatus;
  /** Only for those who manage the owner. */
  membershipPrivateUuid: string | null;
  stripeConnected: boolean;
  fee: number;
  type: 'User' | 'School';
}
