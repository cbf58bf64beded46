import type { ProfileSearch } from '../features/accounts/components/profile-page';

/**
 * /p/{username} and /o/{username} take the same query parameters; `follow` is what login brings back. Apart
 * from the profile page, which only its route's own chunk loads.
 */
export function validateProfileSearch(search: Record<string, unknown>): ProfileSearch {
  return {
    ...(typeof search.tab === 'string' ? { tab: search.tab } : {}),
    ...(typeof search.category === 'string' && search.category ? { category: search.category } : {}),
    ...(search.filterDate === 'upcoming' || search.filterDate === 'past' ? { filterDate: search.filterDate } : {}),
    ...(search.follow === true || search.follow === 'true' ? { follow: true } : {}),
  };
}
