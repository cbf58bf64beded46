import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { UserSignedUp, userStream } from '../../src/accounts/contracts/account-events.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import type { Projection } from '../../src/shared/projections/projection.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { signUpsPerDayProjection } from '../../src/reporting/infrastructure/projections/sign-ups-per-day.projection.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const silent = { error: () => undefined, info: () => undefined };

describe('projection runner', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    store = new PostgresEventStore(db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  const signUp = (signedUpAt: string) => {
    const userId = randomUUID();
    return store.appendToStream(userStream(userId), [{ type: UserSignedUp, data: { userId, username: 'x', signedUpAt } }], { expectedRevision: 'no_stream' });
  };
  const rows = async () => (await pool.query<{ day: string; sign_ups: number }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, sign_ups FROM reporting.sign_ups_per_day ORDER BY day`)).rows;
  /**
   * Events become readable once every older transaction of the whole PostgreSQL cluster has finished
   * (other test files run beside this one), so wait for them before asserting on a catch-up.
   */
  const waitVisible = async (type: string, count: number) => {
    for (let tries = 0; (await store.countAfter(null, [type])) < count && tries < 200; tries += 1) await new Promise((r) => setTimeout(r, 25));
  };
  const checkpoint = async (name: string) => (await pool.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projections.checkpoints WHERE name = $1', [name])).rows[0]?.checkpoint;

  it('projects sign-ups per day, reports its position, and rebuilds to identical rows', async () => {
    for (const day of ['2026-11-01', '2026-11-01', '2026-11-02', '2026-11-05', '2026-11-05']) await signUp(`${day}T12:00:00.000Z`);
    await signUp('2026-11-04T21:30:00-05:00'); // 02:30 on 5 November in UTC
    await waitVisible(UserSignedUp, 6);
    const runner = new ProjectionRunner(pool, store, [signUpsPerDayProjection], silent);
    await runner.prepare();
    expect((await runner.status())[0]).toMatchObject({ name: 'sign_ups_per_day', position: 0, eventsBehind: 6 });
    expect(await runner.catchUp()).toBe(6);
    const before = await rows();
    expect(before).toEqual([
      { day: '2026-11-01', sign_ups: 2 },
      { day: '2026-11-02', sign_ups: 1 },
      { day: '2026-11-05', sign_ups: 3 },
    ]);
    const status = (await runner.status())[0]!;
    expect(status.eventsBehind).toBe(0);
    expect(status.position).toBeGreaterThan(0);
    expect(await runner.rebuild('sign_ups_per_day')).toBe(6);
    expect(await rows()).toEqual(before);
    await expect(runner.rebuild('no_such_projection')).rejects.toThrow(/Unknown projection/);
  });

  it('rolls a failed batch back without moving the checkpoint, logs it, and applies it on a later try', async () => {
    let failing = true;
    const errors: string[] = [];
    const flaky: Projection = {
      name: 'flaky_test_projection',
      eventTypes: ['FlakyHappened'],
      tables: ['public.flaky_rows'],
      createTablesSql: 'CREATE TABLE IF NOT EXISTS public.flaky_rows (event_id text PRIMARY KEY)',
      async apply(events, client) {
        // Rows are written before the failure: the rollback must take them away with the batch.
        await client.query('INSERT INTO public.flaky_rows SELECT unnest($1::text[])', [events.map((e) => e.id)]);
        if (failing) throw new Error('boom');
      },
    };
    for (let i = 0; i < 3; i += 1) await store.appendToStream(`flaky-${randomUUID()}`, [{ type: 'FlakyHappened', data: { i } }], { expectedRevision: 'no_stream' });
    await waitVisible('FlakyHappened', 3);
    const runner = new ProjectionRunner(pool, store, [flaky], { error: (_object, message) => errors.push(message), info: () => undefined });
    await runner.prepare();
    await expect(runner.catchUp()).rejects.toThrow('boom');
    expect(await checkpoint('flaky_test_projection')).toBeNull();

    // Running, the runner logs the failure and keeps retrying from the same checkpoint.
    await runner.start();
    for (let waited = 0; errors.length === 0 && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors[0]).toMatch(/failed/);
    expect(await checkpoint('flaky_test_projection')).toBeNull();
    expect((await pool.query('SELECT count(*)::int AS n FROM public.flaky_rows')).rows[0].n).toBe(0);

    failing = false;
    for (let waited = 0; (await checkpoint('flaky_test_projection')) === null && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    expect((await pool.query('SELECT count(*)::int AS n FROM public.flaky_rows')).rows[0].n).toBe(3);
    expect((await runner.status())[0]).toMatchObject({ eventsBehind: 0 });
  });

  it('shares the work between two runners side by side without applying an event twice', async () => {
    const counting: Projection = {
      name: 'counting_test_projection',
      eventTypes: ['Counted'],
      tables: ['public.counted_events'],
      // No unique key on purpose: an event applied twice would show up as a second row.
      createTablesSql: 'CREATE TABLE IF NOT EXISTS public.counted_events (event_id text NOT NULL, applied_by text NOT NULL)',
      async apply(events, client) {
        await client.query('INSERT INTO public.counted_events SELECT unnest($1::text[]), $2', [events.map((e) => e.id), this.name]);
      },
    };
    const first = new ProjectionRunner(pool, store, [counting]);
    const second = new ProjectionRunner(pool, store, [counting]);
    await Promise.all([first.start(), second.start()]);
    // Eight writers append while both runners follow the feed.
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 25; i += 1) await store.appendToStream(`counted-${randomUUID()}`, [{ type: 'Counted', data: { i } }], { expectedRevision: 'no_stream' });
      }),
    );
    const counts = async () => (await pool.query<{ n: number; distinct: number }>('SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct FROM public.counted_events')).rows[0]!;
    for (let waited = 0; (await counts()).n < 200 && waited < 200; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([first.stop(), second.stop()]);
    expect(await counts()).toEqual({ n: 200, distinct: 200 });
    expect((await first.status())[0]).toMatchObject({ eventsBehind: 0 });
  });
});
