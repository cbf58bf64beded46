import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../../src/shared/persistence/embedded-postgres.js';
import { prepareSchema, TEMPLATE_DATABASE } from './template.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

const TEMPLATE_LOCK = 7_340_112;

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is set by test/support/global-setup.ts');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The first test file to need it builds the migrated template; the others wait on the lock. */
async function ensureTemplate(client: pg.Client): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE_DATABASE]);
    if (found.rowCount) return;
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}_building`);
    await prepareSchema(withDatabase(process.env.TEST_ADMIN_DATABASE_URL!, `${TEMPLATE_DATABASE}_building`));
    await client.query(`ALTER DATABASE ${TEMPLATE_DATABASE}_building RENAME TO ${TEMPLATE_DATABASE}`);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/** A database of its own for one test file, cloned from the migrated template in a fraction of a second. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await withAdmin(async (client) => {
    await ensureTemplate(client);
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  });
  return {
    url: withDatabase(process.env.TEST_ADMIN_DATABASE_URL!, name),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)),
  };
}
