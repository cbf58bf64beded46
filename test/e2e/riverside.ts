import { expect, type APIRequestContext } from '@playwright/test';

/** An ISO date-time `days` from now at `hour` o'clock UTC. */
const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** Maya's session as organizer of the demo organization Riverside (payments connected). */
export interface Riverside {
  ownerId: string;
  headers: Record<string, string>;
}

/** An event Riverside put on sale, with its first date. */
export interface OnSale extends Riverside {
  eventId: string;
  dateId: string;
}

/**
 * Riverside puts an event on sale through the API, as its organizer would with the form: the event (at least
 * its name and ticket types; anything else of POST /management/courses may be given) at Riverside Arts Hall,
 * in 16 days unless `dates` are given, then `beforePublishing` (seating, say), then published.
 */
export async function riversideOnSale(
  api: APIRequestContext,
  event: { name: string; ticketTypes: Record<string, unknown>[] } & Record<string, unknown>,
  beforePublishing?: (eventId: string, riverside: Riverside) => Promise<void>,
): Promise<OnSale> {
  const login = await api.post('/client_side_api/v1/auth/login', { data: { email: 'maya@limelight.example', password: 'limelight-demo' } });
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const riverside: Riverside = { ownerId: (await (await api.get('/client_side_api/v1/profiles/riverside')).json()).id, headers };
  const created = await api.post('/client_side_api/v1/management/courses', {
    headers,
    data: {
      ownerId: riverside.ownerId,
      timezone: 'America/New_York',
      locationName: 'Riverside Arts Hall',
      locationAddress: '120 River Street, Hudson, NY',
      dates: [{ startsAt: inDays(16, 23) }],
      ...event,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = (await created.json()).id as string;
  await beforePublishing?.(eventId, riverside);
  expect((await api.post(`/client_side_api/v1/management/courses/${eventId}/publish`, { headers })).ok()).toBe(true);
  const page = await (await api.get(`/client_side_api/events/${eventId}`)).json();
  return { ...riverside, eventId, dateId: page.dates[0].id as string };
}
