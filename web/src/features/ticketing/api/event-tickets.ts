import { useQuery } from '@tanstack/react-query';
import { $api, errorMessage, fetchClient } from '../../../lib/api/client';

/** A refused management call keeps its status: 403 (not allowed on this event) or 404 (no such event). */
export class EventManagementError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const eventTicketsKey = (id: string) => ['event-ticket-types', id] as const;

/** Every ticket type of the event, per date, with tickets sold. */
export const useEventTicketTypes = (id: string) =>
  useQuery({
    queryKey: eventTicketsKey(id),
    retry: false,
    queryFn: async () => {
      const { data, error, response } = await fetchClient.GET('/client_side_api/v1/management/courses/{id}/tickets', { params: { path: { id } } });
      if (!data) throw new EventManagementError(response.status, errorMessage(error));
      return data;
    },
  });

/** The owner's membership tiers, which members-only tickets choose from. */
export const useOwnerMembershipTiers = (ownerId: string) =>
  $api.useQuery('get', '/client_side_api/v1/profile_management/membership_tiers', { params: { query: { ownerId } } }, { retry: false });

/** How many of the owner's lists the ticket form reads at once: all of them, in practice. */
export const OWNER_LISTS_PER_PAGE = 100;

/** The owner's private access lists, which list tickets choose from, by name. */
export const ownerListsParams = (ownerId: string) => ({ ownerId, page: 1, perPage: OWNER_LISTS_PER_PAGE, sort: 'name' as const, direction: 'asc' as const });
/** Read again whenever the window is back in focus: a list may just have been created in another tab. */
export const useOwnerLists = (ownerId: string) =>
  $api.useQuery('get', '/client_side_api/v1/profile_management/custom_user_lists', { params: { query: ownerListsParams(ownerId) } }, { retry: false, refetchOnWindowFocus: 'always', select: (page) => page.data });

/** The owner's username (its management pages' paths); managers of the owner may read it. */
export const useOwnerUsername = (ownerId: string) =>
  $api.useQuery('get', '/client_side_api/v1/profiles/{id}/settings', { params: { path: { id: ownerId } } }, { retry: false, select: (settings) => settings.username });

export const useReplaceTicketTypes = () => $api.useMutation('put', '/client_side_api/v1/management/courses/{id}/tickets');
export const useAddEventDate = () => $api.useMutation('post', '/client_side_api/v1/management/courses/{id}/dates');
export const useRemoveEventDate = () => $api.useMutation('delete', '/client_side_api/v1/management/courses/{id}/dates/{dateId}');
