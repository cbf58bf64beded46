import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { FEED_CHANNEL, FeedSignal } from '../../src/shared/event-store/postgres-feed-signal.js';
import type { Projection } from '../../src/shared/projections/projection.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const silent = { error: () => undefined, info: () => undefined };

/** Longer than any wait below: an event these tests see applied was not found by the poll. */
const POLL_MS = 60_000;

/** Records the id of every event it is given. */
const recording: Projection = {
  name: 'woken_events',
  eventTypes: ['Woken'],
  tables: ['public.woken_events'],
  createTablesSql: 'CREATE TABLE IF NOT EXISTS public.woken_events (event_id text PRIMARY KEY)',
  async apply(events, client) {
    await client.query('INSERT INTO public.woken_events SELECT unnest($1::text[])', [events.map((e) => e.id)]);
  },
};

describe('projections woken by appends', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  /** The API's store appends; the worker's store feeds the runner, polling only once a minute. */
  let api: PostgresEventStore;
  let worker: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 4 });
    pool.on('error', () => undefined);
    api = new PostgresEventStore(db.url);
    worker = new PostgresEventStore(db.url, 4, { pollMs: POLL_MS });
    runner = new ProjectionRunner(pool, worker, [recording], silent);
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await Promise.all([api.close(), worker.close()]);
    await pool.end();
    await db.drop();
  });

  /** Appends one event through the API's store; its id. */
  const append = async () => {
    const stream = `woken-${randomUUID()}`;
    await api.appendToStream(stream, [{ type: 'Woken', data: {} }], { expectedRevision: 'no_stream' });
    return (await pool.query<{ id: string }>('SELECT message_id AS id FROM emt_messages WHERE stream_id = $1', [stream])).rows[0]!.id;
  };
  const applied = async (id: string) => (await pool.query('SELECT 1 FROM public.woken_events WHERE event_id = $1', [id])).rowCount === 1;
  /** Polls until `done` holds, for up to 20 s (a third of the feed's poll). */
  const until = async (done: () => Promise<boolean>) => {
    for (let waited = 0; !(await done()) && waited < 400; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('applies an event appended by another process without waiting for the poll', async () => {
    // The first one shows the runner is following; each later one can only arrive by its announcement.
    for (let n = 0; n < 3; n++) {
      const id = await append();
      await until(() => applied(id));
      expect(await applied(id)).toBe(true);
    }
  });

  it('applies an event held back by an older open transaction once that transaction ends', async () => {
    const blocker = new pg.Client({ connectionString: db.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      const since = (await pool.query<{ now: Date }>('SELECT clock_timestamp() AS now')).rows[0]!.now;
      const id = await append();
      // The worker's feed read after the announcement and found the event not readable yet (its read is idle since).
      await until(async () => {
        const { rowCount } = await pool.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle' AND query LIKE 'SET LOCAL enable_sort = off;%' AND query_start > $1`,
          [since],
        );
        return rowCount! > 0;
      });
      expect(await applied(id)).toBe(false);
      await blocker.query('COMMIT');
      await until(() => applied(id));
      expect(await applied(id)).toBe(true);
    } finally {
      await blocker.end();
    }
  });

  it('announces an append on a connection of its own, while every connection of the pool is busy', async () => {
    const busy = new pg.Pool({ connectionString: db.url, max: 1 });
    const held = await busy.connect();
    const signal = new FeedSignal(db.url, busy);
    const listener = new pg.Client({ connectionString: db.url });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${FEED_CHANNEL}`);
      const heard = new Promise<string | undefined>((resolve) => listener.once('notification', (message) => resolve(message.payload)));
      signal.announce(['Woken']);
      expect(await heard).toBe('Woken');
    } finally {
      await signal.close();
      await listener.end();
      held.release();
      await busy.end();
    }
  });
});
