import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';
import { nextPageParam } from '../profile-rules';
import { followListPaths } from './follows';

export type FollowProfile = components['schemas']['FollowProfileResponse'];
export type FollowList = keyof typeof followListPaths;

/** Followers or followed profiles of a profile, newest first, in pages of 30 loaded one after another. */
export const useFollowList = (list: FollowList, id: string, enabled = true) =>
  $api.useInfiniteQuery(
    'get',
    followListPaths[list],
    { params: { query: { id } } },
    { pageParamName: 'page', initialPageParam: 1, getNextPageParam: (_last: FollowProfile[], pages: FollowProfile[][]) => nextPageParam(pages), enabled },
  );
