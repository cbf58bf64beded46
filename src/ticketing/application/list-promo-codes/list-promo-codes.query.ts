import { Query } from '@nestjs/cqrs';
import type { PromoCodeFilter, PromoCodePage } from '../promo-code-view.js';

/** The owner's global promo codes, a page at a time. */
export class ListPromoCodesQuery extends Query<PromoCodePage> {
  constructor(readonly filter: PromoCodeFilter) {
    super();
  }
}
