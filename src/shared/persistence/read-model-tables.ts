import type pg from 'pg';

/** Tables found, per database pool: a table once created stays (a rebuild replaces it in one transaction). */
const found = new WeakMap<pg.Pool, Set<string>>();

/**
 * Whether a projection's read-model table exists yet. Projections create their tables (`createTablesSql`)
 * when the worker first runs them, not in migrations: until then a reader answers as if it were empty.
 */
export async function readModelExists(pool: pg.Pool, table: string): Promise<boolean> {
  const tables = found.get(pool) ?? new Set<string>();
  if (tables.has(table)) return true;
  const { rows } = await pool.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  if (!rows[0]?.found) return false;
  found.set(pool, tables.add(table));
  return true;
}
