import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodResponse } from 'openapi-react-query';
import { $api, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

const VIDEOS = '/client_side_api/v1/profile_management/videos';
const VIDEO = '/client_side_api/v1/profile_management/videos/{id}';
const UPLOAD_URL = '/client_side_api/v1/profile_management/videos/direct_upload_url';
const COLLABORATORS = '/client_side_api/v1/profile_management/videos/{id}/collaborators';
const COLLABORATOR = '/client_side_api/v1/profile_management/videos/{id}/collaborators/{collaboratorId}';
const TIERS = '/client_side_api/v1/profile_management/membership_tiers';
const SEARCH_COLLABORATORS = '/client_side_api/search_collaborators';

export type ManagedVideosPage = MethodResponse<typeof $api, 'get', typeof VIDEOS>;
export type ManagedVideo = ManagedVideosPage['data'][number];
export type ManagedVideoDetail = MethodResponse<typeof $api, 'get', typeof VIDEO>;
export type VideosParams = NonNullable<paths[typeof VIDEOS]['get']['parameters']['query']>;
export type VideoSaveBody = NonNullable<paths[typeof VIDEOS]['post']['requestBody']>['content']['application/json'];
export type VideoUpdateBody = NonNullable<paths[typeof VIDEO]['patch']['requestBody']>['content']['application/json'];
export type CollaboratorCandidate = MethodResponse<typeof $api, 'get', typeof SEARCH_COLLABORATORS>[number];
export type OwnerTier = MethodResponse<typeof $api, 'get', typeof TIERS>[number];

// ---- Reads ----

/** Prefix of every cached page of the managed videos list. */
export const managedVideosKey = ['get', VIDEOS] as const;
export const managedVideosQuery = (params: VideosParams) => $api.queryOptions('get', VIDEOS, { params: { query: params } }, { retry: false, placeholderData: keepPreviousData });
export const managedVideoQuery = (id: string, ownerId: string) => $api.queryOptions('get', VIDEO, { params: { path: { id }, query: { ownerId } } }, { retry: false, staleTime: 0 });
/** The owner's membership tiers, for members-only videos. */
export const ownerTiersQuery = (ownerId: string) => $api.queryOptions('get', TIERS, { params: { query: { ownerId } } }, { retry: false });

export const useManagedVideos = (params: VideosParams) => useQuery(managedVideosQuery(params));
export const useManagedVideo = (id: string, ownerId: string, enabled = true) => useQuery({ ...managedVideoQuery(id, ownerId), enabled });
export const useOwnerTiers = (ownerId: string) => useQuery(ownerTiersQuery(ownerId));

/** People and organizations matching what was typed (the caller waits for a pause in typing). */
export const useCollaboratorSearch = (query: string) =>
  $api.useQuery('get', SEARCH_COLLABORATORS, { params: { query: { query, types: 'user,school' } } }, { enabled: query.trim().length > 0, retry: false });

/** Where the tus client sends the file, and the id the save call names it by; a refusal throws the API's error. */
export async function requestUploadUrl(ownerId: string) {
  const { data, error } = await fetchClient.GET(UPLOAD_URL, { params: { query: { ownerId } } });
  if (error !== undefined || !data) throw error ?? new Error('No upload URL');
  return data;
}

// ---- Writes: each refreshes the list and the video. ----

function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([VIDEOS, VIDEO].map((path) => queryClient.invalidateQueries({ queryKey: ['get', path] })));
}

export function useVideoMutations() {
  const refresh = useRefresh();
  const onSuccess = () => void refresh();
  return {
    create: $api.useMutation('post', VIDEOS, { onSuccess }),
    update: $api.useMutation('patch', VIDEO, { onSuccess }),
    remove: $api.useMutation('delete', VIDEO, { onSuccess }),
    addCollaborator: $api.useMutation('post', COLLABORATORS, { onSuccess }),
    removeCollaborator: $api.useMutation('delete', COLLABORATOR, { onSuccess }),
  };
}
