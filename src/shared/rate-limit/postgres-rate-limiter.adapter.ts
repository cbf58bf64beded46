import type pg from 'pg';
import { RateLimiter, type RateLimit } from './rate-limiter.port.js';

/**
 * Counters in PostgreSQL (`limits.counters`), shared by every API process. A sliding window is estimated
 * from two fixed windows: the current one counts in full, the previous one by the part of it still inside
 * the sliding window. Now and then a hit also drops the windows of every key that went quiet.
 */
const SWEEP_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export class PostgresRateLimiter extends RateLimiter {
  constructor(private readonly pool: pg.Pool) {
    super();
  }

  async hit(key: string, { limit, windowMs }: RateLimit): Promise<boolean> {
    const { rows } = await this.pool.query<{ hits: number; previous: number; elapsed: number }>(
      `WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now_ms),
            hit AS (
              INSERT INTO limits.counters (key, window_start, hits)
              SELECT $1, now_ms / $2 * $2, 1 FROM clock
              ON CONFLICT (key, window_start) DO UPDATE SET hits = limits.counters.hits + 1
              RETURNING window_start, hits)
       SELECT hit.hits,
              coalesce((SELECT c.hits FROM limits.counters c WHERE c.key = $1 AND c.window_start = hit.window_start - $2), 0) AS previous,
              (SELECT now_ms FROM clock) - hit.window_start AS elapsed
       FROM hit`,
      [key, windowMs],
    );
    const row = rows[0]!;
    if (Math.random() < 0.01) void this.sweep();
    const estimate = Number(row.hits) + Number(row.previous) * (1 - Number(row.elapsed) / windowMs);
    return estimate <= limit;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('DELETE FROM limits.counters WHERE key = $1', [key]);
  }

  /** Windows older than two days (no limit's window is longer than a day), by the database's clock as the counts are. */
  private async sweep(): Promise<void> {
    await this.pool
      .query(`DELETE FROM limits.counters WHERE window_start < (extract(epoch FROM clock_timestamp()) * 1000)::bigint - $1`, [SWEEP_AFTER_MS])
      .catch(() => undefined);
  }
}
