import { pageParam, textParam } from '../../lib/search-params';
import type { SortOrder } from '../../components/ui/data-table';

/** Reading the reports' URL state: anything unknown or malformed is left out (the page's default applies). */

export const sortOrderParam = (value: unknown): SortOrder | undefined => (value === 'asc' || value === 'desc' ? value : undefined);

/** search, page, sortBy (one of the list's keys) and sortOrder. */
export function listSearch<K extends string>(search: Record<string, unknown>, sortKeys: readonly K[]): { search?: string; page?: number; sortBy?: K; sortOrder?: SortOrder } {
  return {
    search: textParam(search.search),
    page: pageParam(search.page),
    sortBy: sortKeys.find((key) => key === search.sortBy),
    sortOrder: sortOrderParam(search.sortOrder),
  };
}
