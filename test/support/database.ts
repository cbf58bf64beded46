import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../../src/shared/persistence/embedded-postgres.js';
import { TEMPLATE_DATABASE } from './template.js';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own for one test file, cloned from the migrated template in a fraction of a second. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is set by test/support/global-setup.ts');
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
