import pg from 'pg';
import { bearer, type TestApp, type TestUser } from './app.js';
import type { TestDatabase } from './database.js';

const day = 24 * 60 * 60 * 1000;
export const inDays = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * day);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

export const ticket = (overrides: Record<string, unknown> = {}) => ({ attendance: 'in-person', name: 'General admission', price: 2000, currency: 'usd', quantity: 100, ...overrides });

/** Creates a draft event through the API and returns its id. */
export async function createEvent(http: TestApp['http'], user: TestUser, ownerId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await http
    .post('/client_side_api/v1/management/courses')
    .set(bearer(user))
    .send({
      ownerId,
      name: 'Jazz at the Riverside',
      description: '<p>An evening of <strong>jazz</strong>.</p>',
      timezone: 'America/New_York',
      locationName: 'Riverside Hall',
      locationAddress: '1 River St, Hudson, NY',
      dates: [{ startsAt: inDays(10), endsAt: inDays(10, 22), doorTime: inDays(10, 18) }],
      ticketTypes: [ticket()],
      ...overrides,
    })
    .expect(201);
  return response.body.id as string;
}

/**
 * Publishing refuses a draft whose dates are all over, so an event that is over was published while upcoming and its
 * date has passed since: this moves the only date of the published event `eventId` to `date`, and answers the id.
 */
export async function passDate(db: TestDatabase, eventId: string, date: { startsAt: string; endsAt?: string | null }): Promise<string> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query('UPDATE ticketing.event_dates SET starts_at = $2, ends_at = $3, door_time = NULL WHERE event_id = $1', [eventId, date.startsAt, date.endsAt ?? null]);
  } finally {
    await client.end();
  }
  return eventId;
}
