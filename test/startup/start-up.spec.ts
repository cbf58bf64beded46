import { spawn } from 'node:child_process';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { startProcess, type ApiProcess } from '../support/api-process.js';

/** What `npm start` does on a database of its own: real processes started from the sources. */
describe('start-up', () => {
  const databases: TestDatabase[] = [];
  const processes: ApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop('SIGKILL')));
    await Promise.all(databases.map((db) => db.drop()));
  });

  async function database(): Promise<TestDatabase> {
    const db = await createTestDatabase();
    databases.push(db);
    return db;
  }

  async function query<Row extends pg.QueryResultRow>(db: TestDatabase, text: string, params: unknown[] = []): Promise<Row[]> {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query<Row>(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  const start = (env: Record<string, string>) => {
    const started = startProcess({ WORKER: 'off', ...env });
    processes.push(started);
    return started;
  };

  it('creates no account in production and says how to make the first site admin', async () => {
    const db = await database();
    const api = start({ NODE_ENV: 'production', DATABASE_URL: db.url });
    await api.listening;
    expect(await query(db, 'SELECT email FROM accounts.users')).toEqual([]);
    expect(await query(db, 'SELECT name FROM ticketing.events')).toEqual([]);
    expect(api.output()).toContain('No site admin yet. Create the first one with: npm run admin:create -- <email>');
    await api.stop();
  });

  it('seeds nothing with DATABASE_URL unless SEED_DEMO=true', async () => {
    const db = await database();
    const api = start({ DATABASE_URL: db.url });
    await api.listening;
    expect(await query(db, 'SELECT email FROM accounts.users')).toEqual([]);
    await api.stop();
  });

  it('seeds the demo data once when three processes start together with SEED_DEMO=true', async () => {
    const db = await database();
    const three = [1, 2, 3].map(() => start({ DATABASE_URL: db.url, SEED_DEMO: 'true' }));
    await Promise.all(three.map((api) => api.listening));
    const users = await query<{ email: string; count: number }>(db, 'SELECT email, count(*) AS count FROM accounts.users GROUP BY email ORDER BY email');
    expect(users).toEqual([
      { email: 'admin@limelight.example', count: 1 },
      { email: 'clara@limelight.example', count: 1 },
      { email: 'elena@limelight.example', count: 1 },
      { email: 'kofi@limelight.example', count: 1 },
      { email: 'maya@limelight.example', count: 1 },
      { email: 'sam@limelight.example', count: 1 },
      { email: 'theo@limelight.example', count: 1 },
    ]);
    expect(await query(db, 'SELECT name FROM ticketing.events')).toHaveLength(12);
    const [{ orders }] = await query<{ orders: number }>(db, `SELECT count(*) AS orders FROM emt_messages WHERE message_type = 'OrderCompleted'`);
    expect(orders).toBe(6);
    // Exactly one of them seeded; none failed; none asks for a site admin.
    expect(three.filter((api) => api.output().includes('demo data seeded'))).toHaveLength(1);
    expect(three.some((api) => api.output().includes('No site admin yet'))).toBe(false);
    await Promise.all(three.map((api) => api.stop()));
  });

  it('makes the first site admin with npm run admin:create, asking for the password', async () => {
    const db = await database();
    const script = spawn(process.execPath, ['--import', './test/support/swc-register.mjs', 'scripts/create-admin.ts', 'Root@Example.com'], {
      env: { ...process.env, DATABASE_URL: db.url, NODE_OPTIONS: '' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    script.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    script.stdin.end('a-long-secret\na-long-secret\n');
    const code = await new Promise<number | null>((resolve) => script.on('exit', resolve));
    expect({ code, output }).toMatchObject({ code: 0, output: expect.stringContaining('Site admin root@example.com created.') });
    expect(output).not.toContain('a-long-secret');
    expect(await query(db, 'SELECT email, site_admin FROM accounts.users')).toEqual([{ email: 'root@example.com', site_admin: true }]);

    // The new admin logs in; the start no longer asks for one.
    const api = start({ NODE_ENV: 'production', DATABASE_URL: db.url });
    const port = await api.listening;
    const login = await fetch(`http://127.0.0.1:${port}/client_side_api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'root@example.com', password: 'a-long-secret' }),
    });
    expect(login.status).toBe(200);
    expect(api.output()).not.toContain('No site admin yet');
    await api.stop();
  });
});
