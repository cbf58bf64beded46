import { ApiError, dataOrApiError, type ApiClient } from '../lib/api/fetch-client';
import type { components } from '../lib/api/schema.gen';

export type CalendarEvent = components['schemas']['CalendarEventResponse'];
export type CalendarEventsPage = components['schemas']['CalendarEventsResponse'];

/** The owner of a calendar address: an organization for 'o', a person for 'p'. */
export async function loadOwner(client: ApiClient, kind: 'o' | 'p', username: string): Promise<{ id: string; name: string }> {
  const owner = await dataOrApiError(client.GET('/client_side_api/v1/profiles/{username}', { params: { path: { username }, query: { type: kind === 'o' ? 'school' : 'user' } } }));
  return { id: owner.id, name: owner.name };
}

export interface EventsRequest {
  ownerId?: string;
  startDate: string;
  endDate: string;
  query?: string;
  tags: string[];
  page: number;
}

export const CALENDAR_PAGE_SIZE = 20;

export function loadEvents(client: ApiClient, request: EventsRequest): Promise<CalendarEventsPage> {
  return dataOrApiError(
    client.GET('/client_side_api/v1/calendar/events', {
      params: {
        query: {
          ownerId: request.ownerId,
          startDate: request.startDate,
          endDate: request.endDate,
          query: request.query || undefined,
          tags: request.tags.length > 0 ? request.tags.join(',') : undefined,
          page: request.page,
          perPage: CALENDAR_PAGE_SIZE,
        },
      },
    }),
  );
}

/** What the calendar says when a call fails: the API's message, or a plain apology when the API was not reached. */
export const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'Please try again later');
