import pg from 'pg';
import { KeyValueStore } from '../../src/shared/key-value/key-value-store.port.js';
import { PostgresKeyValueStore } from '../../src/shared/key-value/postgres-key-value-store.adapter.js';
import { createPool } from '../../src/shared/persistence/pool.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/** The key-value store's contract, on PostgreSQL (the store every API process shares). */
describe('key-value store: PostgreSQL', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let store: KeyValueStore;
  let n = 0;
  const key = () => `test-key:${(n += 1)}`;
  const entry = async (k: string) => (await pool.query<{ value: string; live: boolean }>('SELECT value, expires_at > now() AS live FROM kv.entries WHERE key = $1', [k])).rows[0];
  /** The key's time ran out (the store reads the database's clock: move the entry back rather than wait). */
  const expire = (k: string) => pool.query(`UPDATE kv.entries SET expires_at = now() - interval '1 second' WHERE key = $1`, [k]);

  beforeAll(async () => {
    db = await createTestDatabase();
    // Enough connections for the concurrent puts to run at the same moment.
    pool = createPool(db.url, 20);
    store = new PostgresKeyValueStore(pool);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  it('stores a key once: the first put answers true, a later one false and leaves the value', async () => {
    const k = key();
    expect(await store.putIfAbsent(k, 'first', 60)).toBe(true);
    expect(await store.putIfAbsent(k, 'second', 60)).toBe(false);
    expect(await entry(k)).toEqual({ value: 'first', live: true });
    expect(await store.putIfAbsent(key(), 'other key', 60)).toBe(true);
  });

  it('gives true to exactly one of many puts of one key at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const k = key();
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => store.putIfAbsent(k, `caller ${i}`, 60)));
      expect(answers.filter(Boolean)).toHaveLength(1);
      expect((await entry(k))!.value).toBe(`caller ${answers.indexOf(true)}`);
    }
  });

  it('counts an expired key as absent: the next put stores it again, once', async () => {
    const k = key();
    await store.putIfAbsent(k, 'old', 60);
    await expire(k);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => store.putIfAbsent(k, `new ${i}`, 60)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await entry(k)).toEqual({ value: `new ${answers.indexOf(true)}`, live: true });
    expect(await store.putIfAbsent(k, 'again', 60)).toBe(false);
  });

  it('deletes expired keys as it puts others, and keeps live ones', async () => {
    const [gone, kept] = [key(), key()];
    await store.putIfAbsent(gone, 'gone', 60);
    await store.putIfAbsent(kept, 'kept', 60);
    await expire(gone);
    await store.putIfAbsent(key(), 'any', 60);
    expect(await entry(gone)).toBeUndefined();
    expect(await entry(kept)).toEqual({ value: 'kept', live: true });
  });

  it('keeps a key for its time to live', async () => {
    const k = key();
    await store.putIfAbsent(k, 'ninety days', 90 * 24 * 60 * 60);
    const { rows } = await pool.query<{ days: number }>(`SELECT round(extract(epoch FROM expires_at - now()) / 86400) AS days FROM kv.entries WHERE key = $1`, [k]);
    expect(Number(rows[0]!.days)).toBe(90);
  });
});
