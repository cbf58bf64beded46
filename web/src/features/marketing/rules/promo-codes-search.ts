import * as schemas from '../../../lib/api/contract.gen';
import { sortedListSearch, type SortedListSearch } from '../../../lib/search-params';

/** Read by the promo codes' route, apart from the promo rules, which only the pages need. */

export const PROMO_SORTS = schemas.PromoCodeSort.enum;
export type PromoSort = (typeof PROMO_SORTS)[number];

export type PromoCodesSearch = SortedListSearch<PromoSort>;

export const parsePromoCodesSearch = (search: Record<string, unknown>): PromoCodesSearch => sortedListSearch(search, PROMO_SORTS);
