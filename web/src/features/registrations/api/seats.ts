import { useQuery } from '@tanstack/react-query';
import { dataOrApiError, fetchClient } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type ChartPlace = components['schemas']['SeatChartPlaceResponse'];
export type DateSeat = components['schemas']['EventSeatResponse'];

/** The places of the event's chart (section, row or table, category), the same on every date. */
export const chartPlacesQuery = (eventId: string) => ({
  queryKey: ['guest-seat-places', eventId] as const,
  retry: false,
  queryFn: async () =>
    (await dataOrApiError(fetchClient.GET('/client_side_api/v1/management/courses/{id}/seating', { params: { path: { id: eventId } } }))).chart?.places ?? [],
});

/** The seats of the event's dates (all of them without `dateId`), to read again once they may have changed. */
export const dateSeatsKey = (eventId: string, dateId?: string) => (dateId ? (['guest-seats', eventId, dateId] as const) : (['guest-seats', eventId] as const));

/** Every place of the date with its status (kept seats included, which the public map shows as not for sale). */
export const dateSeatsQuery = (eventId: string, dateId: string) => ({
  queryKey: dateSeatsKey(eventId, dateId),
  retry: false,
  queryFn: () => dataOrApiError(fetchClient.GET('/client_side_api/v1/management/courses/{id}/seating/seats', { params: { path: { id: eventId }, query: { event_id: dateId } } })),
});

/** A date's chart places and seat statuses, for choosing a guest's seat (read only when `enabled`). */
export function useDateSeats(eventId: string, dateId: string, enabled = true) {
  const places = useQuery({ ...chartPlacesQuery(eventId), enabled });
  const seats = useQuery({ ...dateSeatsQuery(eventId, dateId), enabled: enabled && !!dateId });
  return { places: places.data, seats: seats.data, error: places.error ?? seats.error, loading: places.isLoading || seats.isLoading };
}

/** Moves the guest's ticket (registration) to a free or kept seat of its date; answers 'Moved to seat {label}'. */
export const moveGuestSeat = (registrationId: string, seatLabel: string) =>
  dataOrApiError(fetchClient.POST('/client_side_api/v1/order_items/{id}/seat', { params: { path: { id: registrationId } }, body: { seatLabel } }));
