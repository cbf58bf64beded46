import { sortedListSearch, type SortedListSearch } from '../../lib/search-params';
import type { EventsSort } from './api/owner-events';

/** The events list's state, kept in the address (seed 001 §2.2): search, category, Upcoming/Past, page and sort. */
export interface EventsSearch extends SortedListSearch<EventsSort> {
  category?: string;
  past?: true;
}

export const EVENT_SORTS: readonly EventsSort[] = ['startsAt', 'revenue', 'ticketsSold'];

/** Reads the address: anything unknown or malformed is left out, so the page's default applies. */
export function parseEventsSearch(search: Record<string, unknown>): EventsSearch {
  return {
    ...sortedListSearch(search, EVENT_SORTS),
    ...(typeof search.category === 'string' && /^[0-9a-f-]{36}$/i.test(search.category) ? { category: search.category } : {}),
    ...(search.past === true || search.past === 'true' ? { past: true as const } : {}),
  };
}
