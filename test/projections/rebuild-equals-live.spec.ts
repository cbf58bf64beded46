import pg from 'pg';
import { projections } from '../../src/app.module.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { mixedEvents } from './mixed-events.js';

const silent = { error: () => undefined, info: () => undefined };

/** The rows the projections own, and the outboxes they fill (a replay must not queue anything twice). */
const TABLES = [...new Set([...projections.flatMap((p) => p.tables), 'checkout.sent_emails', 'membership.emails', 'integrations.webhook_deliveries'])];

describe('rebuilding the projections', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = new pg.Pool({ connectionString: db.url, max: 8 });
    pool.on('error', () => undefined);
    store = new PostgresEventStore(db.url);
  });
  afterAll(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });

  /** Every table's rows, each table sorted on all its columns. */
  const rows = async () => {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const [schema, name] = table.split('.');
      const { rows: columns } = await pool.query<{ name: string }>(
        'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position',
        [schema, name],
      );
      tables[table] = (await pool.query(`SELECT * FROM ${table} ORDER BY ${columns.map((c) => `"${c.name}"::text`).join(', ')}`)).rows;
    }
    return tables;
  };

  it('gives the same rows as following the feed live, for a mixed log', async () => {
    const runner = new ProjectionRunner(pool, store, projections, silent);
    await runner.start();
    // Appended one by one while the runner follows: small batches, as live.
    const appends = mixedEvents(7, 60);
    for (const { stream, events } of appends) await store.appendToStream(stream, events, { expectedRevision: 'any' });
    const total = appends.reduce((sum, append) => sum + append.events.length, 0);
    // Caught up: every event is readable (other tests' transactions may hold some back for a while) and applied.
    const caughtUp = async () => {
      const readable = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM emt_messages WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())')).rows[0]!.n;
      return readable === total && (await runner.status()).every((s) => s.eventsBehind === 0);
    };
    for (let waited = 0; !(await caughtUp()) && waited < 600; waited++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await caughtUp()).toBe(true);
    await runner.stop();
    const live = await rows();
    expect(live['reporting.transactions']!.length).toBeGreaterThan(30);
    expect(live['reporting.check_in_facts']!.length).toBeGreaterThan(0);
    expect(live['membership.members']!.length).toBeGreaterThan(0);
    expect(live['accounts.notifications']!.length).toBeGreaterThan(0);

    // The rebuild replays the whole log into empty tables, in large batches.
    const rebuilder = new ProjectionRunner(pool, store, projections, silent);
    await rebuilder.prepare();
    expect(await rebuilder.rebuild(projections.map((p) => p.name))).toBeGreaterThan(total);
    expect(await rows()).toEqual(live);
  });
});
