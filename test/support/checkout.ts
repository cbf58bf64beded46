import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { bearer, type TestApp, type TestUser } from './app.js';
import { createEvent } from './events.js';

/** Runs one SQL statement on the test database (fixtures that have no API yet, and checks of stored state). */
export async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(t: TestApp, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Connects a payment account, so the owner's paid tickets can be sold. */
export const connectPayments = (t: TestApp, profileId: string) => sql(t, `UPDATE accounts.profiles SET stripe_account_id = 'acct_test_owner', stripe_charges_enabled = true WHERE id = $1`, [profileId]);

export interface PublishedEvent {
  eventId: string;
  dateId: string;
  /** Ticket type ids of the (first) date, by name. */
  tickets: Record<string, string>;
}

/** Creates and publishes an event, and returns its first date with the ticket type ids of that date. */
export async function publishedEvent(t: TestApp, owner: TestUser, overrides: Record<string, unknown> = {}): Promise<PublishedEvent> {
  const eventId = await createEvent(t.http, owner, owner.id, overrides);
  await t.http.post(`/client_side_api/v1/management/courses/${eventId}/publish`).set(bearer(owner)).expect(200);
  const page = await t.http.get(`/client_side_api/events/${eventId}`).set(bearer(owner)).expect(200);
  const dateId = page.body.dates.find((d: { past: boolean }) => !d.past).id as string;
  const rows = await sql<{ id: string; name: string }>(t, 'SELECT id, name FROM ticketing.ticket_types WHERE event_date_id = $1', [dateId]);
  return { eventId, dateId, tickets: Object.fromEntries(rows.map((row) => [row.name, row.id])) };
}

/** A buyer who fills the info step correctly. */
export const buyer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  emailConfirm: 'ada@example.com',
  ...overrides,
});

/**
 * Runs every projection until `done` holds (the feed shows an event only once every earlier transaction
 * in the cluster has finished, so a test may need a few rounds). Fails after 15 s.
 */
export async function projectUntil(t: TestApp, done: () => Promise<boolean>): Promise<void> {
  const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
  const quiet = { error: () => undefined, info: () => undefined };
  const runner = new ProjectionRunner(pool, t.app.get(EventStore), projections, quiet);
  try {
    await runner.prepare();
    const deadline = Date.now() + 15_000;
    for (;;) {
      await runner.catchUp();
      if (await done()) return;
      if (Date.now() > deadline) throw new Error('projections did not catch up within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await pool.end();
  }
}
