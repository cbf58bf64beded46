import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { UserSignedUp, userStream } from '../../src/accounts/contracts/account-events.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import type { Projection } from '../../src/shared/projections/projection.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { signUpsPerDayProjection } from '../../src/reporting/infrastructure/projections/sign-ups-per-day.projection.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

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

  const signUp = (day: string) => {
    const userId = randomUUID();
    return store.appendToStream(userStream(userId), [{ type: UserSignedUp, data: { userId, username: 'x', signedUpAt: `${day}T12:00:00.000Z` } }], { expectedRevision: 'no_stream' });
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
    for (const day of ['2026-11-01', '2026-11-01', '2026-11-02', '2026-11-05', '2026-11-05', '2026-11-05']) await signUp(day);
    await waitVisible(UserSignedUp, 6);
    const runner = new ProjectionRunner(pool, store, [signUpsPerDayProjection]);
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

  it('leaves the checkpoint where it was when a batch fails, and applies the batch on the next try', async () => {
    let failing = true;
    const seen: string[] = [];
    const flaky: Projection = {
      name: 'flaky_test_projection',
      eventTypes: ['FlakyHappened'],
      tables: [],
      createTablesSql: 'SELECT 1',
      async apply(events) {
        if (failing) throw new Error('boom');
        seen.push(...events.map((e) => e.id));
      },
    };
    await store.appendToStream(`flaky-${randomUUID()}`, [{ type: 'FlakyHappened', data: {} }], { expectedRevision: 'no_stream' });
    await waitVisible('FlakyHappened', 1);
    const runner = new ProjectionRunner(pool, store, [flaky], { error: () => undefined });
    await runner.prepare();
    await expect(runner.catchUp()).rejects.toThrow('boom');
    expect(await checkpoint('flaky_test_projection')).toBeNull();
    failing = false;
    expect(await runner.catchUp()).toBe(1);
    expect(seen.length).toBe(1);
    expect(await checkpoint('flaky_test_projection')).not.toBeNull();
  });

  it('shares the work between two runners side by side without applying an event twice', async () => {
    const applied: string[] = [];
    const counting: Projection = {
      name: 'counting_test_projection',
      eventTypes: ['Counted'],
      tables: [],
      createTablesSql: 'SELECT 1',
      async apply(events) {
        applied.push(...events.map((e) => e.id));
      },
    };
    const first = new ProjectionRunner(pool, store, [counting]);
    const second = new ProjectionRunner(pool, store, [counting]);
    await Promise.all([first.start(), second.start()]);
    for (let i = 0; i < 60; i += 1) await store.appendToStream(`counted-${randomUUID()}`, [{ type: 'Counted', data: { i } }], { expectedRevision: 'no_stream' });
    for (let waited = 0; applied.length < 60 && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([first.stop(), second.stop()]);
    expect(applied.length).toBe(60);
    expect(new Set(applied).size).toBe(60);
  });
});
