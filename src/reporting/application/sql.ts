import type { PageOptions } from './report-queries.js';

/** `%text%` for ILIKE, with the user's wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** ORDER BY from a fixed map of sort keys (never the request's text), with a stable tie-breaker. */
export function orderBy(columns: Record<string, string>, options: PageOptions, fallback: string, tieBreaker: string): string {
  const column = (options.sortBy && columns[options.sortBy]) || columns[fallback]!;
  return `${column} ${options.sortOrder === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, ${tieBreaker}`;
}

export const offset = (options: PageOptions) => (options.page - 1) * options.perPage;
