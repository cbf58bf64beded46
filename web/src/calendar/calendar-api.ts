import createFetchClient from 'openapi-fetch';
import type { components, paths } from '../lib/api/schema.gen';

export type CalendarEvent = components['schemas']['CalendarEventResponse'];
export type CalendarEventsPage = components['schemas']['CalendarEventsResponse'];

/**
 * The calendar's own client on the generated types: the calendar is a page of its own, so it leaves out
 * the app's query cache and signs no one in.
 */
export const createCalendarClient = (baseUrl = '', fetch?: typeof globalThis.fetch) => createFetchClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
export type CalendarClient = ReturnType<typeof createCalendarClient>;

/** The API's message (`{ message }` or `[{ message }]`), as lib/api/client reads it; that module would bring the app's query cache along. */
function errorMessage(error: unknown): string {
  const reply = Array.isArray(error) ? error[0] : error;
  return reply && typeof reply === 'object' && 'message' in reply && typeof reply.message === 'string' ? reply.message : 'Please try again later';
}

export class CalendarApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The owner of a calendar address: an organization for 'o', a person for 'p'. */
export async function loadOwner(client: CalendarClient, kind: 'o' | 'p', username: string): Promise<{ id: string; name: string }> {
  const { data, error, response } = await client.GET('/client_side_api/v1/profiles/{username}', {
    params: { path: { username }, query: { type: kind === 'o' ? 'school' : 'user' } },
  });
  if (!data) throw new CalendarApiError(response.status, errorMessage(error));
  return { id: data.id, name: data.name };
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

export async function loadEvents(client: CalendarClient, request: EventsRequest): Promise<CalendarEventsPage> {
  const { data, error, response } = await client.GET('/client_side_api/v1/calendar/events', {
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
  });
  if (!data) throw new CalendarApiError(response.status, errorMessage(error));
  return data;
}
