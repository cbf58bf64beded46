import * as schemas from '../../../lib/api/contract.gen';
import { sortedListSearch, type SortedListSearch } from '../../../lib/search-params';

/** The lists index's state in the address, read by its route (kept apart from the lists' other rules, which only the page needs). */

export const LIST_SORTS = schemas.CustomUserListSort.enum;
export type ListSort = (typeof LIST_SORTS)[number];

export type ListsSearch = SortedListSearch<ListSort>;

export const parseListsSearch = (search: Record<string, unknown>): ListsSearch => sortedListSearch(search, LIST_SORTS);
