import pg from 'pg';
import './pg-types.js';

/**
 * A transaction of these pools left idle this long (a bug: a client never released) is ended by the
 * server, so it cannot hold back the event feed, whose events wait for every older transaction. Their
 * transactions only run SQL, never wait on outside services, so a minute idle is never legitimate.
 */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

/**
 * A pg pool whose idle connections may be cut (PostgreSQL restarting or stopping first on Ctrl-C) without
 * taking the process down: pg emits those as 'error' events, which crash the process when unheard.
 */
export function createPool(connectionString: string, max: number, onError: (error: Error) => void = () => undefined): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS });
  pool.on('error', onError);
  // A connection the server ends while checked out also emits 'error'; its holder learns of it from its
  // next query, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Nest token of the application's shared pg pool (for the few hot paths written in plain SQL). */
export const DATABASE_POOL = Symbol('DATABASE_POOL');
