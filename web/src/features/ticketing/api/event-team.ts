import { useQuery } from '@tanstack/react-query';
import { $api, errorMessage, fetchClient } from '../../../lib/api/client';
import { EventManagementError } from './event-tickets';

export const teachingsKey = (id: string) => ['teachings', id] as const;

/** The event's collaborators with their roles and access. */
export const useTeachings = (id: string) =>
  useQuery({
    queryKey: teachingsKey(id),
    retry: false,
    queryFn: async () => {
      const { data, error, response } = await fetchClient.GET('/client_side_api/v1/management/courses/{id}/teachings', { params: { path: { id } } });
      if (!data) throw new EventManagementError(response.status, errorMessage(error));
      return data;
    },
  });

/** People and organizations matching what was typed (the caller waits for a pause in typing). */
export const useCollaboratorSearch = (query: string) =>
  $api.useQuery('get', '/client_side_api/search_collaborators', { params: { query: { query, types: 'user,school' } } }, { enabled: query.trim().length > 0, retry: false });

export const useAddTeaching = () => $api.useMutation('post', '/client_side_api/v1/management/courses/{id}/teachings');
export const useUpdateTeaching = () => $api.useMutation('patch', '/client_side_api/v1/management/courses/{id}/teachings/{collaboratorId}');
export const useRemoveTeaching = () => $api.useMutation('delete', '/client_side_api/v1/management/courses/{id}/teachings/{collaboratorId}');
/** A collaborator removes themselves from an event. */
export const useLeaveEvent = () => $api.useMutation('delete', '/client_side_api/v1/profiles/{profileId}/teachings/{collaboratorId}');

