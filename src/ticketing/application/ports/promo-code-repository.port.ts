import type { GlobalPromoCode } from '../../domain/promo-codes.js';

/** Port: the owners' global promo codes, as management changes them and checkout looks them up. */
export abstract class PromoCodeRepository {
  /** The owner's code, whatever its case; null when there is none. */
  abstract findByCode(ownerId: string, code: string): Promise<GlobalPromoCode | null>;
  /** How many unfinished orders, other than `exceptOrderId`, hold a live reservation of one of the code's uses. */
  abstract reserved(promoCodeId: string, exceptOrderId: string | null): Promise<number>;
  /** The owner's code by id; null for another owner's or a missing one (so ids of others leak nothing). */
  abstract findOfOwner(ownerId: string, id: string): Promise<GlobalPromoCode | null>;
  /**
   * Adds the codes all at once. When the owner already has any of them (whatever its case), adds none and
   * answers those taken.
   */
  abstract add(codes: readonly GlobalPromoCode[]): Promise<string[]>;
  /** Stores a changed code (never its uses); false, changing nothing, when another of the owner's codes has its code. */
  abstract update(code: GlobalPromoCode): Promise<boolean>;
  /** Deletes it; reservations of unfinished orders go with it (those orders keep the price they were shown). */
  abstract delete(code: GlobalPromoCode): Promise<void>;
}
