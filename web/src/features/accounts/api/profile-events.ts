import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import { ALL_TAB_EVENTS, nextPageParam } from '../profile-rules';
import type { ProfileType } from './accounts';

export type ProfileEventCard = components['schemas']['EventCardResponse'];
export type FilterDate = 'upcoming' | 'past';

/** The courses paths name the kind of profile: users for /p, schools for /o. */
const coursesType = (type: ProfileType) => (type === 'user' ? 'users' : 'schools');

/** The All tab: the profile's next 3 upcoming events, and how many there are in all (for 'View all'). */
export const useUpcomingPreview = (id: string) =>
  $api.useQuery('get', '/client_side_api/v1/profiles/{id}/events', { params: { path: { id }, query: { page: 1, perPage: ALL_TAB_EVENTS } } });

/** The Events tab: upcoming or past events (optionally of one category), pages of 30 loaded one after another. */
export const useProfileCourses = (id: string, type: ProfileType, when: FilterDate, category: string | undefined, enabled = true) =>
  $api.useInfiniteQuery(
    'get',
    when === 'past' ? '/client_side_api/{type}/courses/past' : '/client_side_api/{type}/courses',
    { params: { path: { type: coursesType(type) }, query: { id, ...(category ? { category } : {}) } } },
    { pageParamName: 'page', initialPageParam: 1, getNextPageParam: (_last: ProfileEventCard[], pages: ProfileEventCard[][]) => nextPageParam(pages), enabled },
  );

/** The categories the profile's upcoming (or past) events use. */
export const useProfileCourseCategories = (id: string, type: ProfileType, when: FilterDate) =>
  $api.useQuery('get', '/client_side_api/{type}/courses/categories', {
    params: { path: { type: coursesType(type) }, query: { id, past: when === 'past' ? 'true' : 'false' } },
  });
