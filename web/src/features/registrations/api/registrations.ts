import { useQuery } from '@tanstack/react-query';
import { $api, errorMessage, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Registration = components['schemas']['RegistrationRowResponse'];

/** Seed 000 §2: where the guest flow returns, with this message. */
export const GUESTS_ADDED = 'Guest(s) added successfully!';

/** Seed 002 §9: tables show 10 rows per page. */
export const REGISTRATIONS_PER_PAGE = 10;

/** The event with its dates and ticket types (drafts are shown to its managers and door staff). */
export const useGuestEvent = (id: string) => $api.useQuery('get', '/client_side_api/events/{id}', { params: { path: { id } } }, { retry: false });

/** A refused list: 403 (not a manager or door staff of the event) keeps its status. */
export class RegistrationsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const useRegistrations = (eventId: string, dateId: string | undefined, page: number, query: string, refreshing: boolean) =>
  useQuery({
    queryKey: ['registrations', eventId, dateId ?? null, page, query],
    enabled: !!dateId,
    retry: false,
    // Just after guests were added the list may still be catching up: look again every second meanwhile.
    refetchInterval: refreshing ? 1000 : false,
    queryFn: async () => {
      const { data, error, response } = await fetchClient.GET('/client_side_api/v1/management/courses/{id}/registrations', {
        params: { path: { id: eventId }, query: { event_id: dateId, page, perPage: REGISTRATIONS_PER_PAGE, query: query || undefined } },
      });
      if (!data) throw new RegistrationsError(response.status, errorMessage(error));
      return data;
    },
  });

export const useAddGuests = () => $api.useMutation('post', '/client_side_api/v1/management/courses/{id}/guests');
