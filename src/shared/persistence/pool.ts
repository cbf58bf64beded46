import pg from 'pg';

/**
 * A pg pool whose idle connections may be cut (PostgreSQL restarting or stopping first on Ctrl-C) without
 * taking the process down: pg emits those as 'error' events, which crash the process when unheard.
 */
export function createPool(connectionString: string, max: number, onError: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', onError);
  return pool;
}

/** Nest token of the application's shared pg pool (for the few hot paths written in plain SQL). */
export const DATABASE_POOL = Symbol('DATABASE_POOL');
