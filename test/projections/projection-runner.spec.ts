import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { UserSignedUp, userStream } from '../../src/accounts/contracts/account-events.js';
import { EsdbEventStore } from '../../src/shared/event-store/esdb-event-store.adapter.js';
import { readUntilCaughtUp, type EventStore, type RecordedEvent } from '../../src/shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import type { Projection } from '../../src/shared/projections/projection.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { signUpsPerDayProjection } from '../../src/reporting/infrastructure/projections/sign-ups-per-day.projection.js';
import { FakeEventStoreDB } from '../event-store/esdb-fake-client.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

const silent = { error: () => undefined, info: () => undefined };

/** Checkpoints and read models are always in PostgreSQL; the event log is in either store. */
const stores = [
  { name: 'PostgreSQL', countsLag: true, open: (db: TestDatabase): EventStore => new PostgresEventStore(db.url) },
  { name: 'EventStoreDB (fake server)', countsLag: false, open: (): EventStore => new EsdbEventStore(new FakeEventStoreDB().connect()) },
];

/** A projection that records every event it is given; no unique key, so an event applied twice shows as a second row. */
const counting = (name: string, type: string): Projection => ({
  name,
  eventTypes: [type],
  tables: [`public.${name}`],
  createTablesSql: `CREATE TABLE IF NOT EXISTS public.${name} (event_id text NOT NULL)`,
  async apply(events, client) {
    await client.query(`INSERT INTO public.${name} SELECT unnest($1::text[])`, [events.map((e) => e.id)]);
  },
});

describe.each(stores)('projection runner on $name', (kind) => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: EventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    // pool.end() resolves while its connections are still closing; dropping the database then cuts them.
    pool.on('error', () => undefined);
    store = kind.open(db);
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
  const appendMany = (type: string, count: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => store.appendToStream(`${type.toLowerCase()}-${randomUUID()}`, [{ type, data: { i } }], { expectedRevision: 'no_stream' })));
  const rows = async () => (await pool.query<{ day: string; sign_ups: number }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, sign_ups FROM reporting.sign_ups_per_day ORDER BY day`)).rows;
  const counts = async (table: string) =>
    (await pool.query<{ n: number; distinct: number }>(`SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct FROM public.${table}`)).rows[0]!;
  const checkpoint = async (name: string) => (await pool.query<{ checkpoint: string | null }>('SELECT checkpoint FROM projections.checkpoints WHERE name = $1', [name])).rows[0]?.checkpoint;
  /** Polls until `done` holds (projections run in the background), for up to 10 s. */
  const until = async (done: () => Promise<boolean>) => {
    for (let waited = 0; !(await done()) && waited < 200; waited += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  /**
   * PostgreSQL shows events once every older transaction of the whole cluster has finished (other test
   * files run beside this one), so wait for them before asserting on a catch-up.
   */
  const visible = async (type: string, count: number): Promise<RecordedEvent[]> => {
    let events: RecordedEvent[] = [];
    await until(async () => {
      events = [];
      for await (const batch of readUntilCaughtUp(store, { after: null, eventTypes: [type], batchSize: 1000 })) events.push(...batch.events);
      return events.length >= count;
    });
    return events;
  };

  it('projects sign-ups per day, reports its position and lag, and rebuilds to identical rows', async () => {
    for (const day of ['2026-11-01', '2026-11-01', '2026-11-02', '2026-11-05', '2026-11-05']) await signUp(`${day}T12:00:00.000Z`);
    await signUp('2026-11-04T21:30:00-05:00'); // 02:30 on 5 November in UTC
    const oldest = Math.min(...(await visible(UserSignedUp, 6)).map((e) => e.createdAt.getTime()));
    // The status is read 90 seconds after the oldest sign-up was appended.
    const runner = new ProjectionRunner(pool, store, [signUpsPerDayProjection], silent, { now: () => new Date(oldest + 90_000) });
    await runner.prepare();
    expect((await runner.status())[0]).toMatchObject({ name: 'sign_ups_per_day', position: 0, eventsBehind: kind.countsLag ? 6 : null, lagSeconds: 90 });
    expect(await runner.catchUp()).toBe(6);
    const before = await rows();
    expect(before).toEqual([
      { day: '2026-11-01', sign_ups: 2 },
      { day: '2026-11-02', sign_ups: 1 },
      { day: '2026-11-05', sign_ups: 3 },
    ]);
    const status = (await runner.status())[0]!;
    expect(status).toMatchObject({ eventsBehind: 0, lagSeconds: 0 });
    expect(status.position).toBeGreaterThan(0);
    expect(await runner.rebuild('sign_ups_per_day')).toBe(6);
    expect(await rows()).toEqual(before);
    await expect(runner.rebuild('no_such_projection')).rejects.toThrow(/Unknown projection/);
  });

  it('replaces the tables of a read model whose version changed, and replays the log into the new shape', async () => {
    await appendMany('ShapeChanged', 4);
    await visible('ShapeChanged', 4);
    const shape = (version: number, column: string): Projection => ({
      name: 'shape_test_projection',
      version,
      eventTypes: ['ShapeChanged'],
      tables: ['public.shape_rows'],
      createTablesSql: `CREATE TABLE IF NOT EXISTS public.shape_rows (${column} text NOT NULL)`,
      async apply(events, client) {
        await client.query(`INSERT INTO public.shape_rows (${column}) SELECT unnest($1::text[])`, [events.map((e) => e.id)]);
      },
    });
    const first = new ProjectionRunner(pool, store, [shape(1, 'event_id')], silent);
    await first.prepare();
    expect(await first.catchUp()).toBe(4);
    // The same version again keeps the rows; a new version starts its new tables over from the log.
    const same = new ProjectionRunner(pool, store, [shape(1, 'event_id')], silent);
    await same.prepare();
    expect(await same.catchUp()).toBe(0);
    const next = new ProjectionRunner(pool, store, [shape(2, 'message_id')], silent);
    await next.prepare();
    expect(await next.catchUp()).toBe(4);
    const { rows: shaped } = await pool.query<{ n: number }>('SELECT count(DISTINCT message_id) AS n FROM public.shape_rows');
    expect(shaped[0]!.n).toBe(4);
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
    await appendMany('FlakyHappened', 3);
    await visible('FlakyHappened', 3);
    const runner = new ProjectionRunner(pool, store, [flaky], { error: (_object, message) => errors.push(message), info: () => undefined });
    await runner.prepare();
    await expect(runner.catchUp()).rejects.toThrow('boom');
    expect(await checkpoint('flaky_test_projection')).toBeNull();

    // Running, the runner logs the failure and keeps retrying from the same checkpoint.
    await runner.start();
    await until(async () => errors.length > 0);
    expect(errors[0]).toMatch(/failed/);
    expect(await checkpoint('flaky_test_projection')).toBeNull();
    expect((await pool.query('SELECT count(*)::int AS n FROM public.flaky_rows')).rows[0].n).toBe(0);

    failing = false;
    await until(async () => (await checkpoint('flaky_test_projection')) !== null);
    await runner.stop();
    expect((await pool.query('SELECT count(*)::int AS n FROM public.flaky_rows')).rows[0].n).toBe(3);
    expect((await runner.status())[0]).toMatchObject({ eventsBehind: 0, lagSeconds: 0 });
  });

  it('shares a projection between two runners without applying an event twice, and the other takes over when one stops', async () => {
    const projection = counting('shared_events', 'Shared');
    const first = new ProjectionRunner(pool, store, [projection], silent);
    const second = new ProjectionRunner(pool, store, [projection], silent);
    await first.start();
    await appendMany('Shared', 1);
    // The first runner applied an event, so it holds the projection's lease when the second starts.
    await until(async () => (await counts('shared_events')).n === 1);
    await second.start();
    // Eight writers append while both runners are running.
    await Promise.all(Array.from({ length: 8 }, () => appendMany('Shared', 25)));
    await until(async () => (await counts('shared_events')).n >= 201);
    expect(await counts('shared_events')).toEqual({ n: 201, distinct: 201 });

    await first.stop();
    await appendMany('Shared', 20);
    await until(async () => (await counts('shared_events')).n >= 221);
    await second.stop();
    expect(await counts('shared_events')).toEqual({ n: 221, distinct: 221 });
    expect((await first.status())[0]).toMatchObject({ eventsBehind: 0 });
  });

  it('applies each event once when two catch-ups run side by side', async () => {
    const projection = counting('caught_up_events', 'CaughtUp');
    await appendMany('CaughtUp', 200);
    await visible('CaughtUp', 200);
    const first = new ProjectionRunner(pool, store, [projection], silent);
    const second = new ProjectionRunner(pool, store, [projection], silent);
    await Promise.all([first.prepare(), second.prepare()]);
    const applied = await Promise.all([first.catchUp(), second.catchUp()]);
    expect(applied[0] + applied[1]).toBe(200);
    expect(await counts('caught_up_events')).toEqual({ n: 200, distinct: 200 });
  });

  it('resumes after a restart from its checkpoint', async () => {
    const projection = counting('resumed_events', 'Resumed');
    const before = new ProjectionRunner(pool, store, [projection], silent);
    await before.start();
    await appendMany('Resumed', 10);
    await until(async () => (await counts('resumed_events')).n >= 10);
    await before.stop();

    await appendMany('Resumed', 5);
    const after = new ProjectionRunner(pool, store, [projection], silent);
    await after.start();
    await until(async () => (await counts('resumed_events')).n >= 15);
    await after.stop();
    expect(await counts('resumed_events')).toEqual({ n: 15, distinct: 15 });
  });

  it('takes its leases again when the connection holding them is cut', async () => {
    const projection = counting('relet_events', 'Relet');
    const errors: string[] = [];
    const runner = new ProjectionRunner(pool, store, [projection], { error: (_object, message) => errors.push(message), info: () => undefined });
    await runner.start();
    await appendMany('Relet', 5);
    await until(async () => (await counts('relet_events')).n >= 5);
    // The server ends the session that holds the projection leases (as a restart or a network cut would).
    const cut = await pool.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND classid = 7340115 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`);
    expect(cut.rowCount).toBe(1);
    await appendMany('Relet', 5);
    await until(async () => (await counts('relet_events')).n >= 10);
    await runner.stop();
    expect(errors).toContain('projection lease connection lost; taking the leases again');
    expect(await counts('relet_events')).toEqual({ n: 10, distinct: 10 });
  });

  it('rebuilds while another runner follows the feed, and neither applies an event twice', async () => {
    const projection = counting('rebuilt_events', 'Rebuilt');
    const running = new ProjectionRunner(pool, store, [projection], silent);
    await running.start();
    await appendMany('Rebuilt', 20);
    await until(async () => (await counts('rebuilt_events')).n >= 20);

    // Events keep arriving during the rebuild; the running one finds the checkpoint moved and follows on.
    await Promise.all([new ProjectionRunner(pool, store, [projection], silent).rebuild('rebuilt_events'), appendMany('Rebuilt', 30)]);
    await appendMany('Rebuilt', 5);
    await until(async () => (await counts('rebuilt_events')).n >= 55);
    await running.stop();
    expect(await counts('rebuilt_events')).toEqual({ n: 55, distinct: 55 });
  });
});
