import { pageParam, textParam } from '../../../../lib/search-params';

/** Read by the videos list's route, apart from the video rules, which only the pages need. */

export const VIDEO_SORTS = ['title', 'uploadedAt', 'viewCount', 'likeCount'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

/** The list's state kept in the address: search, page and sort. */
export interface VideosSearch {
  query?: string;
  page?: number;
  sort?: VideoSort;
  direction?: 'asc' | 'desc';
}

export function parseVideosSearch(search: Record<string, unknown>): VideosSearch {
  const query = textParam(search.query);
  const page = pageParam(search.page);
  return {
    ...(query ? { query } : {}),
    ...(page ? { page } : {}),
    ...(VIDEO_SORTS.includes(search.sort as VideoSort) ? { sort: search.sort as VideoSort } : {}),
    ...(search.direction === 'asc' || search.direction === 'desc' ? { direction: search.direction } : {}),
  };
}
