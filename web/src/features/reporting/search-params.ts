import type { SortOrder } from './format';

/** Reading the reports' URL state: anything unknown or malformed is left out (the page's default applies). */

/** A page number from the URL: a whole number from 1 up (page 1 is the default, so it is left out). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** Search text; the router reads `?search=2026` as a number, which is text here. */
export function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim() ? text : undefined;
}

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
