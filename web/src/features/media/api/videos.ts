import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components, operations } from '../../../lib/api/schema.gen';

/** A video in a list, as one viewer sees it (seed 000 §3). */
export type VideoCardData = components['schemas']['VideoCardResponse'];
/** ownerId, query (prefix words, accents ignored), page, perPage (12 by default, at most 50). */
export type VideosParams = NonNullable<operations['listVideos']['parameters']['query']>;

/** Ready videos, newest first (by relevance with a query); members-only ones come blurred for viewers who may not watch them. */
export const videoCardsQuery = (params: VideosParams = {}) => $api.queryOptions('get', '/client_side_api/v1/videos', { params: { query: params } });
export const useVideos = (params: VideosParams = {}, enabled = true) => useQuery({ ...videoCardsQuery(params), enabled });
