import type { Tier } from '../../domain/membership-rules.js';

/** Port: the owners' membership tiers with their prices, as the tier commands change them. */
export abstract class TierRepository {
  /** The owner's tier; null for another owner's or a missing one (so ids of others leak nothing). */
  abstract findOfOwner(ownerId: string, tierId: string): Promise<Tier | null>;
  /** The owner of a tier, or null when there is none (the access guard's resolver). */
  abstract ownerOf(tierId: string): Promise<string | null>;
  /** The position a new tier of the owner takes (after the others). */
  abstract nextPosition(ownerId: string): Promise<number>;
  /** Inserts or updates the tier and its prices; prices no longer listed are removed. */
  abstract save(tier: Tier): Promise<void>;
  abstract delete(tier: Tier): Promise<void>;
}
