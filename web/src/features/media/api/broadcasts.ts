import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodResponse } from 'openapi-react-query';
import { $api, dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { paths } from '../../../lib/api/schema.gen';

const MANAGED = '/client_side_api/v1/management/courses/{id}/broadcasts';
const MANAGED_DATE = '/client_side_api/v1/management/courses/{id}/broadcasts/{dateId}';
const STREAM_KEY = '/client_side_api/v1/management/courses/{id}/broadcasts/{dateId}/stream_key';
const VIEWER = '/client_side_api/v1/broadcasts/{id}';

export type ManagedBroadcasts = MethodResponse<typeof $api, 'get', typeof MANAGED>;
export type ManagedDate = ManagedBroadcasts['dates'][number];
export type ManagedBroadcast = NonNullable<ManagedDate['broadcast']>;
export type BroadcastBody = NonNullable<paths[typeof MANAGED_DATE]['put']['requestBody']>['content']['application/json'];
/** A broadcast as one viewer sees it on /b/{id}; the stream's addresses only when the viewer may watch. */
export type ViewerBroadcast = MethodResponse<typeof $api, 'get', typeof VIEWER>;

/** The event's online dates and their streams; a refusal (403, 404) ends in an ApiError with its status. */
export function managedBroadcastsQuery(eventId: string) {
  const init = { params: { path: { id: eventId } } };
  return {
    ...$api.queryOptions('get', MANAGED, init, { retry: false }),
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET(MANAGED, { ...init, signal })),
  };
}
export const useManagedBroadcasts = (eventId: string) => useQuery(managedBroadcastsQuery(eventId));

/** Saving a date's stream and regenerating its key answer the broadcast, which replaces the date's in the list. */
export function useBroadcastMutations(eventId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (broadcast: ManagedBroadcast, { params }: { params: { path: { dateId: string } } }) =>
    queryClient.setQueryData<ManagedBroadcasts>(
      managedBroadcastsQuery(eventId).queryKey,
      (list) => list && { ...list, dates: list.dates.map((date) => (date.dateId === params.path.dateId ? { ...date, broadcast } : date)) },
    );
  const save = $api.useMutation('put', MANAGED_DATE, { onSuccess });
  const regenerate = $api.useMutation('post', STREAM_KEY, { onSuccess });
  return {
    save: (dateId: string, body: BroadcastBody) => save.mutateAsync({ params: { path: { id: eventId, dateId } }, body }),
    regenerateKey: (dateId: string) => regenerate.mutateAsync({ params: { path: { id: eventId, dateId } } }),
  };
}

export function viewerBroadcastQuery(id: string) {
  const init = { params: { path: { id } } };
  return {
    ...$api.queryOptions('get', VIEWER, init, { retry: false }),
    queryFn: ({ signal }: { signal: AbortSignal }) => dataOrApiError(fetchClient.GET(VIEWER, { ...init, signal })),
  };
}

/** Refreshed every 15 s while the stream is to start or running, so the page follows it (and its signed address stays fresh). */
export const BROADCAST_REFRESH_MS = 15_000;
export const useViewerBroadcast = (id: string) =>
  useQuery({
    ...viewerBroadcastQuery(id),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'ended' ? BROADCAST_REFRESH_MS : false),
  });
