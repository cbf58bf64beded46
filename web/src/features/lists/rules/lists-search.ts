import * as schemas from '../../../lib/api/contract.gen';
import { pageParam, textParam } from '../../../lib/search-params';

/** The lists index's state in the address, read by its route (kept apart from the lists' other rules, which only the page needs). */

export const LIST_SORTS = schemas.CustomUserListSort.enum;
export type ListSort = (typeof LIST_SORTS)[number];

export interface ListsSearch {
  query?: string;
  page?: number;
  sort?: ListSort;
  direction?: 'asc' | 'desc';
}

export function parseListsSearch(search: Record<string, unknown>): ListsSearch {
  const query = textParam(search.query);
  const page = pageParam(search.page);
  return {
    ...(query ? { query } : {}),
    ...(page ? { page } : {}),
    ...(LIST_SORTS.includes(search.sort as ListSort) ? { sort: search.sort as ListSort } : {}),
    ...(search.direction === 'asc' || search.direction === 'desc' ? { direction: search.direction } : {}),
  };
}
