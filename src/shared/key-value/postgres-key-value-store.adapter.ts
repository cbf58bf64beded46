import type pg from 'pg';
import { KeyValueStore } from './key-value-store.port.js';

/** Expired rows removed by one put, oldest first; puts of several processes take different rows. */
const SWEEP_BATCH = 100;

/**
 * Keys in PostgreSQL (`kv.entries`), by the database's clock. One statement decides a put: a new key is
 * inserted, an expired one overwritten, a live one left alone; PostgreSQL's conflict handling makes calls
 * for the same key wait for each other, so only one of them stores it. Each put also deletes a few
 * expired rows, so the table keeps no more than the live keys and a little more (no job needed).
 */
export class PostgresKeyValueStore extends KeyValueStore {
  constructor(private readonly pool: pg.Pool) {
    super();
  }

  async putIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (!(ttlSeconds > 0)) throw new Error(`ttlSeconds must be positive, not ${ttlSeconds}`);
    const { rowCount } = await this.pool.query(
      `INSERT INTO kv.entries AS entries (key, value, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at
       WHERE entries.expires_at <= now()
       RETURNING key`,
      [key, value, ttlSeconds],
    );
    // The put's answer stands whether or not the sweep succeeds.
    await this.pool
      .query(`DELETE FROM kv.entries WHERE key IN (SELECT key FROM kv.entries WHERE expires_at <= now() ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)`, [SWEEP_BATCH])
      .catch(() => undefined);
    return rowCount === 1;
  }
}
