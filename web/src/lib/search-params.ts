/** Reading a page's URL state: anything unknown or malformed is left out, so the page's default applies. */

/** A page number from the URL: a whole number from 1 up (page 1 is the default, so it is left out). */
export function pageParam(value: unknown): number | undefined {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** Search text; the router reads `?query=2026` as a number, which is text here. */
export function textParam(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return text.trim() ? text : undefined;
}

/** A sortable list's state in the URL: its search text, page, sort and direction. */
export interface SortedListSearch<Sort extends string> {
  query?: string;
  page?: number;
  sort?: Sort;
  direction?: 'asc' | 'desc';
}

/** Reads a sortable list's state from the URL; `sorts` are the sorts the list offers. */
export function sortedListSearch<Sort extends string>(search: Record<string, unknown>, sorts: readonly Sort[]): SortedListSearch<Sort> {
  const query = textParam(search.query);
  const page = pageParam(search.page);
  return {
    ...(query ? { query } : {}),
    ...(page ? { page } : {}),
    ...(sorts.includes(search.sort as Sort) ? { sort: search.sort as Sort } : {}),
    ...(search.direction === 'asc' || search.direction === 'desc' ? { direction: search.direction } : {}),
  };
}
