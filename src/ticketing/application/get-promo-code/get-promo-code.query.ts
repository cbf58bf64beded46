import { Query } from '@nestjs/cqrs';
import type { PromoCodeView } from '../promo-code-view.js';

/** One of the owner's codes, for its edit form. */
export class GetPromoCodeQuery extends Query<PromoCodeView> {
  constructor(
    readonly ownerId: string,
    readonly promoCodeId: string,
  ) {
    super();
  }
}
