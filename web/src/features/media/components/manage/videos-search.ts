import { sortedListSearch, type SortedListSearch } from '../../../../lib/search-params';

/** Read by the videos list's route, apart from the video rules, which only the pages need. */

export const VIDEO_SORTS = ['title', 'uploadedAt', 'viewCount', 'likeCount'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

export type VideosSearch = SortedListSearch<VideoSort>;

export const parseVideosSearch = (search: Record<string, unknown>): VideosSearch => sortedListSearch(search, VIDEO_SORTS);
