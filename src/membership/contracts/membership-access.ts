/** How often a benefit's quantity renews (seed 002 §3). */
export type QuantityScope = 'event' | 'month' | '3_months' | '6_months' | 'year';

/** A member benefit (a "membership discount") as checkout applies it. `amount` in minor units of `currency` (the owner's). */
export interface MemberBenefit {
  id: string;
  name: string;
  amount: number | null;
  currency: string;
  percentageValue: number | null;
  quantity: number | null;
  quantityScope: QuantityScope | null;
  discountScope: 'all' | 'categories' | 'tickets';
  categoryIds: string[];
  ticketIds: string[];
  tierIds: string[];
}

/** Facade: who holds which of an owner's membership tiers, and what those tiers give. */
export abstract class MembershipAccess {
  /** Any non-archived tier. */
  abstract ownerHasTiers(ownerId: string): Promise<boolean>;
  /** Which of these owners have any non-archived tier (one read for a list of several owners). */
  abstract ownersWithTiers(ownerIds: readonly string[]): Promise<Set<string>>;
  /** The owner's tiers the user holds; [] for anonymous. */
  abstract heldTierIds(ownerId: string, userId: string | null): Promise<string[]>;
  /** The tiers the user holds, per owner among these (owners of none left out); empty for anonymous. */
  abstract heldTierIdsByOwner(userId: string | null, ownerIds: readonly string[]): Promise<Map<string, string[]>>;
  /** Non-archived benefits of these tiers. */
  abstract benefitsOf(ownerId: string, tierIds: readonly string[]): Promise<MemberBenefit[]>;
  /** Which of these tier ids name non-archived tiers of the owner (to check a choice of tiers sent by a form). */
  abstract ownTierIds(ownerId: string, tierIds: readonly string[]): Promise<string[]>;
}
