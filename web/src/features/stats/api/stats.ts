import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type EventStats = components['schemas']['EventStatsResponse'];

export const statsKey = (eventId: string, dateId: string | undefined) => ['event-stats', eventId, dateId ?? null] as const;

/** The event's figures, of one date or (without `dateId`) of every date. Refusals keep their status (403: no admin access). */
export const useEventStats = (eventId: string, dateId: string | undefined) =>
  useQuery({
    queryKey: statsKey(eventId, dateId),
    retry: false,
    // Another date's figures replace the ones shown when they arrive, so the page does not blank out meanwhile.
    placeholderData: keepPreviousData,
    queryFn: () => dataOrApiError(fetchClient.GET('/client_side_api/v1/management/courses/{id}/stats', { params: { path: { id: eventId }, query: { event_id: dateId } } })),
  });
