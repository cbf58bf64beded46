import type { PromoCode } from '../../contracts/checkout-catalog.js';

/** Port: the owners' promo codes, as checkout applies and redeems them. */
export abstract class PromoCodeRepository {
  /** The owner's code, whatever its case; null when there is none. */
  abstract find(ownerId: string, code: string): Promise<PromoCode | null>;
  /** Counts one use of the code. */
  abstract redeem(promoCodeId: string): Promise<void>;
}
