import type { MemberRecord, MemberSearch } from '../member-view.js';
import type { BenefitFilter, BenefitView, TierRow } from '../membership-views.js';
import type { TierPrice } from '../../domain/subscription.js';

/** Port: what the membership pages read (one query port for the context). */
export abstract class MembershipQueries {
  /** The owner's tiers (archived too) ordered by position then name; `query` searches names. */
  abstract tiers(ownerId: string, filter?: { query?: string; tierId?: string }): Promise<TierRow[]>;
  /** The owner's benefits, by name. */
  abstract benefits(ownerId: string, filter: BenefitFilter): Promise<BenefitView[]>;
  /** How many member rows (any status, past ones too) name each of these prices. */
  abstract priceMemberRows(priceIds: readonly string[]): Promise<Map<string, number>>;
  /** How many member rows (any status) name the tier. */
  abstract tierMemberRows(tierId: string): Promise<number>;
  /** Tickets discounted by the benefit in completed orders. */
  abstract benefitRedemptions(benefitId: string): Promise<number>;
  /** Whether the owner shows any tier (non-archived). */
  abstract hasShownTiers(ownerId: string): Promise<boolean>;

  // Members (the read model `membership.members`, with each tier's current name)
  /** The owner's tier and its price, for a provider event; null when the owner has no such tier and price. */
  abstract tierPrice(ownerId: string, tierId: string, priceId: string): Promise<TierPrice | null>;
  /** The owner's tier and its price of that interval (non-archived); `price` null when the tier has none. */
  abstract tierPriceOfInterval(ownerId: string, tierId: string, interval: string): Promise<{ tierName: string; price: TierPrice | null } | null>;
  /** Whether someone with this e-mail (or this user) is a member of the tier, other than `exceptId`, and not expired. */
  abstract isMemberOfTier(tierId: string, member: { email: string; userId: string | null }, exceptId?: string): Promise<boolean>;
  /** The owner's members matching the search at `now`, newest first: one page and how many match. */
  abstract members(ownerId: string, search: MemberSearch, now: Date, page?: { page: number; perPage: number }): Promise<{ records: MemberRecord[]; totalCount: number }>;
  /** A user's member rows (by user id, or by the account's e-mail for members added by hand), of one owner or all. */
  abstract memberRecordsOfUser(userId: string, ownerId?: string): Promise<MemberRecord[]>;
  /** The user account signed up with this e-mail (a member added by hand is linked to it), or null. */
  abstract accountIdByEmail(email: string): Promise<string | null>;
  /** The public contact e-mail of each owner that has one. */
  abstract ownerContactEmails(ownerIds: readonly string[]): Promise<Map<string, string>>;
}
