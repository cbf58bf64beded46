import * as schemas from '../../lib/api/contract.gen';

/** The profile's tabs, in the order the first available one is chosen (seed 000 "Public profile"). */
export const PROFILE_TABS = ['all', 'membership', 'events', 'videos', 'about'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = { all: 'All', membership: 'Membership', events: 'Events', videos: 'Videos', about: 'About' };

/** What a profile has to show: public membership tiers, events, videos and a renderable About. */
export interface ProfileContent {
  hasMembershipTiers: boolean;
  hasEvents: boolean;
  hasVideos: boolean;
  hasAbout: boolean;
}

/** The tabs with content, in order; 'all' whenever any other tab has some. */
export function availableTabs(content: ProfileContent): ProfileTab[] {
  const own: ProfileTab[] = [
    ...(content.hasMembershipTiers ? (['membership'] as const) : []),
    ...(content.hasEvents ? (['events'] as const) : []),
    ...(content.hasVideos ? (['videos'] as const) : []),
    ...(content.hasAbout ? (['about'] as const) : []),
  ];
  return own.length > 0 ? ['all', ...own] : [];
}

/** The requested tab when it has content, else the first available one; undefined for an empty profile. */
export function chooseTab(requested: string | undefined, content: ProfileContent): ProfileTab | undefined {
  const tabs = availableTabs(content);
  return tabs.find((tab) => tab === requested) ?? tabs[0];
}

/** The All tab shows 3 upcoming events, and 'View all' only when there are more (seed 000 §9). */
export const ALL_TAB_EVENTS = 3;
/** Videos on the All tab: 3 on phones (below 768 px), 6 otherwise. */
export const allTabVideoCount = (mobile: boolean) => (mobile ? 3 : 6);
export const MOBILE_QUERY = '(max-width: 767px)';

/** Followers, following and a profile's events come in pages of this many (seed 000 §9; the API contract's x-page-size). */
export const PROFILE_LIST_PAGE_SIZE: number = schemas.FollowProfileResponse['x-page-size'];

/** Seed 000 §9: a next page exists when the list length is a multiple of the page size (and not 0). */
export const hasNextPage = (listLength: number) => listLength > 0 && listLength % PROFILE_LIST_PAGE_SIZE === 0;

/** The page after the loaded ones (pages count from 1), or undefined when the list is complete or the last page came back empty. */
export function nextPageParam(pages: readonly (readonly unknown[])[]): number | undefined {
  const last = pages.at(-1);
  if (!last?.length) return undefined;
  return hasNextPage(pages.reduce((length, page) => length + page.length, 0)) ? pages.length + 1 : undefined;
}

/** `notFound` is what the API answers for a missing profile (404); the others are the page's own. */
export const PROFILE_MESSAGES = {
  notFound: schemas.ProfileResponse['x-messages'].profileNotFound,
  empty: 'This profile is empty. Follow to receive updates on new content and activities.',
  loadFailed: 'We are having trouble loading all the content on this page. Please try again.',
} as const;
