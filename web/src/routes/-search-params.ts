import { pageParam, textParam } from '../lib/search-params';

export const SEARCH_TABS = [
  { value: 'events', label: 'Events' },
  { value: 'profiles', label: 'Profiles' },
  { value: 'videos', label: 'Videos' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['value'];

export interface SearchParams {
  query?: string;
  tab: SearchTab;
  page?: number;
}

/** Results per page of each tab. */
export const SEARCH_PER_PAGE = 12;

export const validateSearchParams = (search: Record<string, unknown>): SearchParams => ({
  query: textParam(search.query),
  tab: SEARCH_TABS.find((t) => t.value === search.tab)?.value ?? 'events',
  page: pageParam(search.page),
});
