import { rm } from 'node:fs/promises';
import pg from 'pg';
import { startEmbeddedPostgres, withDatabase } from '../../src/shared/persistence/embedded-postgres.js';
import { TEMPLATE_DATABASE, prepareSchema } from './template.js';

/**
 * Starts one PostgreSQL for the whole run (unless DATABASE_URL is set) and builds a migrated template
 * database from which every test file clones its own database (see test/support/database.ts).
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = `.data/test-postgres-${process.pid}`;
    await rm(dir, { recursive: true, force: true });
    const running = await startEmbeddedPostgres(dir, 'postgres');
    adminUrl = running.url;
    (globalThis as { __limelightPostgres?: { stop(): Promise<void>; dir: string } }).__limelightPostgres = { stop: running.stop, dir };
  }
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  await prepareSchema(withDatabase(adminUrl, TEMPLATE_DATABASE));
}
