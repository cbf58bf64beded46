import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { EsdbEventStore } from '../../src/shared/event-store/esdb-event-store.adapter.js';
import { ConcurrencyError, type EventStore, type RecordedEvent } from '../../src/shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/** One contract, every adapter: PostgreSQL always, EventStoreDB when EVENTSTORE_URL is set. */
interface Adapter {
  name: string;
  open(): Promise<{ connect(): EventStore; close(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'PostgreSQL',
    open: async () => {
      const db: TestDatabase = await createTestDatabase();
      return { connect: () => new PostgresEventStore(db.url), close: () => db.drop() };
    },
  },
];
if (process.env.EVENTSTORE_URL) {
  adapters.push({ name: 'EventStoreDB', open: async () => ({ connect: () => new EsdbEventStore(process.env.EVENTSTORE_URL!), close: async () => undefined }) });
}

/**
 * An event becomes readable in the feed once every older transaction of the whole database server has
 * finished (other test files run beside this one): read until `count` events of `type` are visible.
 */
async function readVisible(store: EventStore, type: string, count: number, after: string | null = null) {
  for (let tries = 0; ; tries += 1) {
    const result = await store.readAll({ after, maxCount: 10_000, eventTypes: [type] });
    if (result.events.length >= count || tries >= 200) return result;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const event = (n: number, stream = 'x') => ({ type: 'TestHappened', data: { n, stream } });

describe.each(adapters)('event store contract: $name', (adapter) => {
  let handle: Awaited<ReturnType<Adapter['open']>>;
  let store: EventStore;
  // EventStoreDB is shared between runs: every stream and type name is unique to this run.
  const run = randomUUID().slice(0, 8);
  const stream = (name: string) => `test${run}-${name}`;

  beforeAll(async () => {
    handle = await adapter.open();
    store = handle.connect();
  });
  afterAll(async () => {
    await store.close();
    await handle.close();
  });

  it('appends to a new stream and reads it back in order', async () => {
    const result = await store.appendToStream(stream('a'), [event(1), event(2), event(3)], { expectedRevision: 'no_stream' });
    expect(result.nextExpectedRevision).toBe(2);
    await store.appendToStream(stream('a'), [event(4)], { expectedRevision: 2 });
    const events = await store.readStream(stream('a'));
    expect(events.map((e) => [e.revision, (e.data as { n: number }).n])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(events.every((e) => e.streamName === stream('a') && e.type === 'TestHappened')).toBe(true);
    expect(await store.readStream(stream('missing'))).toEqual([]);
  });

  it('refuses a stale expected revision and writes nothing', async () => {
    await store.appendToStream(stream('b'), [event(1), event(2)], { expectedRevision: 'no_stream' });
    await expect(store.appendToStream(stream('b'), [event(3), event(4)], { expectedRevision: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.appendToStream(stream('b'), [event(3)], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(stream('b'))).length).toBe(2);
  });

  it('checks any, stream_exists and a revision on a missing stream', async () => {
    await expect(store.appendToStream(stream('c'), [event(1)], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(store.appendToStream(stream('c'), [event(1)], { expectedRevision: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(stream('c'))).toEqual([]);
    expect((await store.appendToStream(stream('c'), [event(1)], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
    expect((await store.appendToStream(stream('c'), [event(2), event(3)], { expectedRevision: 'any' })).nextExpectedRevision).toBe(2);
    expect((await store.appendToStream(stream('c'), [event(4)], { expectedRevision: 'stream_exists' })).nextExpectedRevision).toBe(3);
    expect((await store.readStream(stream('c'))).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
  });

  it('lets exactly one of two concurrent appends at the same expected revision win', async () => {
    const race = async (expectedRevision: 'no_stream' | number) => {
      const results = await Promise.allSettled([
        store.appendToStream(stream('race'), [event(1, 'first')], { expectedRevision }),
        store.appendToStream(stream('race'), [event(1, 'second')], { expectedRevision }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    };
    await race('no_stream');
    await race(0);
    const events = await store.readStream(stream('race'));
    expect(events.map((e) => e.revision)).toEqual([0, 1]);
  });

  it('reads the global feed in commit order from a checkpoint, skipping nothing while 20 writers append', async () => {
    const type = `Concurrent${run}`;
    const writers = 20;
    const perWriter = 25;
    const seen: RecordedEvent[] = [];
    let checkpoint: string | null = null;
    let writing = true;
    const follow = async () => {
      // Small batches, read while writers commit, so out-of-order commits are exercised.
      for (;;) {
        const batch = await store.readAll({ after: checkpoint, maxCount: 7, eventTypes: [type] });
        seen.push(...batch.events);
        checkpoint = batch.checkpoint;
        if (batch.events.length === 0) {
          if (!writing) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      }
    };
    const reader = follow();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i += 1) {
          await store.appendToStream(stream(`w${w}-${i % 5}`), [{ type, data: { w, i } }], { expectedRevision: 'any' });
        }
      }),
    );
    writing = false;
    await reader;
    // A last read after the writers finished: everything committed must be there exactly once.
    const rest = await readVisible(store, type, writers * perWriter - seen.length, checkpoint);
    seen.push(...rest.events);
    expect(seen.length).toBe(writers * perWriter);
    expect(new Set(seen.map((e) => e.id)).size).toBe(writers * perWriter);
    for (let w = 0; w < writers; w += 1) {
      const mine = seen.filter((e) => (e.data as { w: number }).w === w).map((e) => (e.data as { i: number }).i);
      expect(mine).toEqual(Array.from({ length: perWriter }, (_, i) => i));
    }
  });

  it('resumes from a stored checkpoint after a restart', async () => {
    const type = `Resume${run}`;
    await store.appendToStream(stream('r1'), [{ type, data: { n: 1 } }, { type, data: { n: 2 } }], { expectedRevision: 'no_stream' });
    const first = await readVisible(store, type, 2);
    expect(first.events.map((e) => (e.data as { n: number }).n)).toEqual([1, 2]);
    const stored = first.checkpoint;
    await store.close();

    store = handle.connect();
    await store.appendToStream(stream('r2'), [{ type, data: { n: 3 } }], { expectedRevision: 'no_stream' });
    const resumed = await readVisible(store, type, 1, stored);
    expect(resumed.events.map((e) => (e.data as { n: number }).n)).toEqual([3]);
    expect(await store.countAfter(stored, [type])).toBe(1);
    expect(await store.countAfter(null, [type])).toBe(3);
  });
});

describe('PostgreSQL global feed with transactions committing out of order', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.url);
  });
  afterAll(async () => {
    await store.close();
    await db.drop();
  });

  it('never skips an event whose transaction started first but committed last', async () => {
    const a = new pg.Client({ connectionString: db.url });
    const b = new pg.Client({ connectionString: db.url });
    await Promise.all([a.connect(), b.connect()]);
    const insert = (client: pg.Client, streamId: string) =>
      client.query(
        `INSERT INTO emt_messages (stream_id, stream_position, message_data, message_metadata, message_schema_version, message_type, message_id, transaction_id)
         VALUES ($1, 1, '{}', '{}', '1', 'OutOfOrder', gen_random_uuid()::text, pg_current_xact_id())`,
        [streamId],
      );
    try {
      await a.query('BEGIN');
      await a.query('SELECT pg_current_xact_id()'); // A gets the lower transaction id
      await b.query('BEGIN');
      await insert(b, 'ooo-b'); // B takes the lower global position
      await insert(a, 'ooo-a'); // A takes the higher one
      await b.query('COMMIT');
      // A is still open: nothing may be read yet, or B would be passed over when A commits.
      let checkpoint: string | null = null;
      const early = await store.readAll({ after: checkpoint, maxCount: 1, eventTypes: ['OutOfOrder'] });
      expect(early.events).toEqual([]);
      await a.query('COMMIT');
      await readVisible(store, 'OutOfOrder', 2);
      const seen: string[] = [];
      for (;;) {
        const batch = await store.readAll({ after: checkpoint, maxCount: 1, eventTypes: ['OutOfOrder'] });
        if (batch.events.length === 0) break;
        seen.push(batch.events[0]!.streamName);
        checkpoint = batch.checkpoint;
      }
      // Commit order by transaction: A (lower transaction id, position 3) before B (position 2).
      expect(seen).toEqual(['ooo-a', 'ooo-b']);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('orders transaction ids as numbers across a digit boundary (9999 before 10000)', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const currentXid = async () => BigInt((await client.query<{ xid: string }>('SELECT pg_current_xact_id()::text AS xid')).rows[0]!.xid);
      await client.query('CREATE TEMP TABLE burn (n int)');
      const appended: string[] = [];
      // Move the cluster's transaction counter to just below the next power of ten (each sub-block takes
      // a transaction id), then append one event per transaction until the ids have crossed it.
      for (let below = 0, above = 0; above < 3; ) {
        const xid = await currentXid();
        const boundary = 10n ** BigInt(xid.toString().length);
        if (boundary - xid > 20n) {
          await client.query(`DO $$ BEGIN FOR i IN 1..${boundary - xid - 20n} LOOP BEGIN INSERT INTO burn VALUES (i); EXCEPTION WHEN OTHERS THEN NULL; END; END LOOP; END $$`);
        }
        for (below = 0, above = 0; above < 3 && below + above < 200; ) {
          const name = `boundary-${randomUUID()}`;
          await store.appendToStream(name, [{ type: 'BoundaryCrossed', data: {} }], { expectedRevision: 'no_stream' });
          const tx = (await store.readStream(name))[0]!.checkpoint.split(':')[0]!;
          appended.push(name);
          if (BigInt(tx) < boundary) below += 1;
          else above += 1;
        }
        if (below === 0) above = 0; // other tests took the ids in between: cross the next boundary
      }
      await readVisible(store, 'BoundaryCrossed', appended.length);
      const seen: string[] = [];
      for (let checkpoint: string | null = null; ; ) {
        const batch = await store.readAll({ after: checkpoint, maxCount: 2, eventTypes: ['BoundaryCrossed'] });
        if (batch.events.length === 0) break;
        seen.push(...batch.events.map((e) => e.streamName));
        checkpoint = batch.checkpoint;
      }
      expect(seen).toEqual(appended);
    } finally {
      await client.end();
    }
  });
});
