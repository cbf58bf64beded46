import { useQuery } from '@tanstack/react-query';
import { dataOrApiError, fetchClient } from '../../../../lib/api/client';
import type { components } from '../../../../lib/api/schema.gen';

/** Not for sale, kept for guests, or (null) for sale again. */
export type SeatBlock = components['schemas']['BlockSeatsRequest']['blocked'];

export const eventSeatsKey = (eventId: string, dateId: string) => ['event-seats', eventId, dateId] as const;

/** Every place of the date with its status and, once sold, who sits there (in chart order). */
export const useEventSeats = (eventId: string, dateId: string) =>
  useQuery({
    queryKey: eventSeatsKey(eventId, dateId),
    enabled: !!dateId,
    retry: false,
    queryFn: () =>
      dataOrApiError(fetchClient.GET('/client_side_api/v1/management/courses/{id}/seating/seats', { params: { path: { id: eventId }, query: { event_id: dateId } } })),
  });

/** Marks the seats not for sale or kept for guests, or (null) for sale again; held or sold seats are refused. */
export const blockSeats = (eventId: string, dateId: string, labels: string[], blocked: SeatBlock) =>
  dataOrApiError(fetchClient.PATCH('/client_side_api/v1/management/courses/{id}/seating/seats', { params: { path: { id: eventId }, query: { event_id: dateId } }, body: { labels, blocked } }));

/** Moves the attendee's ticket (registration) to a free or kept seat of its date; answers 'Moved to seat {label}'. */
export const moveAttendee = (registrationId: string, seatLabel: string) =>
  dataOrApiError(fetchClient.POST('/client_side_api/v1/order_items/{id}/seat', { params: { path: { id: registrationId } }, body: { seatLabel } }));
