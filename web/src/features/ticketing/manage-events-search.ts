import type { EventsSort } from './api/owner-events';

/** The events list's state, kept in the address (seed 001 §2.2): search, category, Upcoming/Past, page and sort. */
export interface EventsSearch {
  query?: string;
  category?: string;
  past?: true;
  page?: number;
  sort?: EventsSort;
  direction?: 'asc' | 'desc';
}

export const EVENT_SORTS: readonly EventsSort[] = ['startsAt', 'revenue', 'ticketsSold'];

/** Reads the address: anything unknown or malformed is left out, so the page's default applies. */
export function parseEventsSearch(search: Record<string, unknown>): EventsSearch {
  // The router reads `?query=2026` as a number: that is search text here.
  const query = typeof search.query === 'string' || typeof search.query === 'number' ? String(search.query) : '';
  const page = Number(search.page);
  return {
    ...(query.trim() ? { query } : {}),
    ...(typeof search.category === 'string' && /^[0-9a-f-]{36}$/i.test(search.category) ? { category: search.category } : {}),
    ...(search.past === true || search.past === 'true' ? { past: true as const } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(EVENT_SORTS.includes(search.sort as EventsSort) ? { sort: search.sort as EventsSort } : {}),
    ...(search.direction === 'asc' || search.direction === 'desc' ? { direction: search.direction } : {}),
  };
}
