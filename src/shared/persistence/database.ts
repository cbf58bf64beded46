import { MikroORM } from '@mikro-orm/postgresql';
import { join } from 'node:path';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { ADVISORY_LOCKS } from './advisory-locks.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { ormOptions } from './mikro-orm.config.js';

export interface Database {
  url: string;
  /** Stops the embedded PostgreSQL; a no-op for an outside database. */
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set; otherwise a real PostgreSQL under `<dataDir>/postgres`. */
export async function resolveDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => undefined };
  return startEmbeddedPostgres(join(config.dataDir, 'postgres'), 'limelight');
}


/**
 * Applies the committed migrations (state-stored contexts, checkpoints, reporting schema). Several API
 * and worker processes may start together: an advisory lock lets one migrate while the others wait.
 */
export async function migrateDatabase(url: string): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    const orm = await MikroORM.init({ ...ormOptions(url, []), discovery: { warnWhenNoEntities: false } });
    try {
      await orm.migrator.up();
    } finally {
      await orm.close(true);
    }
  } finally {
    await lock.end();
  }
}
