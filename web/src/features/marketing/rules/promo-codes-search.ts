import * as schemas from '../../../lib/api/contract.gen';
import { pageParam, textParam } from '../../../lib/search-params';

/** Read by the promo codes' route, apart from the promo rules, which only the pages need. */

export const PROMO_SORTS = schemas.PromoCodeSort.enum;
export type PromoSort = (typeof PROMO_SORTS)[number];

/** The list's state kept in the address: search, page and sort. */
export interface PromoCodesSearch {
  query?: string;
  page?: number;
  sort?: PromoSort;
  direction?: 'asc' | 'desc';
}

export function parsePromoCodesSearch(search: Record<string, unknown>): PromoCodesSearch {
  const query = textParam(search.query);
  const page = pageParam(search.page);
  return {
    ...(query ? { query } : {}),
    ...(page ? { page } : {}),
    ...(PROMO_SORTS.includes(search.sort as PromoSort) ? { sort: search.sort as PromoSort } : {}),
    ...(search.direction === 'asc' || search.direction === 'desc' ? { direction: search.direction } : {}),
  };
}
