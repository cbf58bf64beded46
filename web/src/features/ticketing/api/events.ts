import { useQuery } from '@tanstack/react-query';
import { $api, errorMessage, fetchClient } from '../../../lib/api/client';

export const useEvent = (id: string) => $api.useQuery('get', '/client_side_api/events/{id}', { params: { path: { id } } }, { retry: false });
export const useCategories = () => $api.useQuery('get', '/client_side_api/v1/course_categories');
export const useCreateEvent = () => $api.useMutation('post', '/client_side_api/v1/management/courses');
export const usePublishEvent = () => $api.useMutation('post', '/client_side_api/v1/management/courses/{id}/publish');
/** The owner's time zone from its account settings: a new event starts in it. */
export const useOwnerTimezone = (ownerId: string | undefined) =>
  $api.useQuery('get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id: ownerId ?? '' } } }, { enabled: !!ownerId, retry: false, select: (settings) => settings.timezone });

/** A refused event page for managers: 401 (logged out), 403 (not a manager with admin access) or 404. */
export class ManagedEventError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const managedEventKey = (id: string) => ['managed-event', id] as const;

/** The event for editing (drafts included), keeping the status of a refusal. */
export const useManagedEvent = (id: string) =>
  useQuery({
    queryKey: managedEventKey(id),
    retry: false,
    staleTime: 0,
    queryFn: async () => {
      const { data, error, response } = await fetchClient.GET('/client_side_api/v1/management/courses/{id}', { params: { path: { id } } });
      if (!data) throw new ManagedEventError(response.status, errorMessage(error));
      return data;
    },
  });
export const useUpdateEvent = () => $api.useMutation('patch', '/client_side_api/v1/management/courses/{id}');
