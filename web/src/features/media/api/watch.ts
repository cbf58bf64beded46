import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';
import { useCurrentUser } from '../../../lib/current-user';

type Json<T> = T extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** A video as one viewer sees it on its watch page; `fileUrl` is null when the viewer may not watch it (members only). */
export type WatchVideo = Json<paths['/client_side_api/v1/videos/{id}']['get']>;
export type WatchProfile = WatchVideo['owner'];

export function watchVideoQuery(id: string) {
  const init = { params: { path: { id } } };
  return {
    ...$api.queryOptions('get', '/client_side_api/v1/videos/{id}', init, { retry: false }),
    // Any refusal (404: unknown or not ready) or load failure ends the query in its error state.
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET('/client_side_api/v1/videos/{id}', { ...init, signal })),
  };
}
export const useWatchVideo = (id: string) => useQuery(watchVideoQuery(id));

/** Whether someone is signed in (the app's one signed-in user query). */
export function useIsLoggedIn(): { loggedIn: boolean; isLoading: boolean } {
  const { user, isLoading } = useCurrentUser();
  return { loggedIn: user !== undefined, isLoading };
}

/** Counts one view of the video (the page calls it when playback first starts). */
export const useCountView = () => $api.useMutation('post', '/client_side_api/v1/videos/{id}/views');

/** Like and unlike: the answer's count and state replace the cached video's. */
export function useLikeToggle(id: string) {
  const queryClient = useQueryClient();
  const key = watchVideoQuery(id).queryKey;
  const onSuccess = (reply: { likeCount: number; liked: boolean }) =>
    queryClient.setQueryData<WatchVideo>(key, (video) => video && { ...video, likeCount: reply.likeCount, liked: reply.liked });
  const like = $api.useMutation('post', '/client_side_api/v1/videos/{id}/like', { onSuccess });
  const unlike = $api.useMutation('post', '/client_side_api/v1/videos/{id}/like/delete', { onSuccess });
  const init = { params: { path: { id } } };
  return {
    toggle: (liked: boolean) => (liked ? unlike.mutateAsync(init) : like.mutateAsync(init)),
    isPending: like.isPending || unlike.isPending,
  };
}
