// `npm run bench:event-page`: requests per second and latency of GET /event/{id} (HTML with link
// previews) and of the event API, on the demo data, written into docs/benchmarks.md.
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createApiApp } from '../../src/app.module.js';
import { seedDemoData } from '../../src/demo-data.js';
import { readConfig } from '../../src/shared/config.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { createLogger } from '../../src/shared/logging.js';
import { startEmbeddedPostgres } from '../../src/shared/persistence/embedded-postgres.js';
import { migrateDatabase } from '../../src/shared/persistence/database.js';

const CONCURRENCY = 16;
const RUN_MS = 5000;

async function load(url: string): Promise<{ rps: number; p50: number; p99: number }> {
  const latencies: number[] = [];
  const deadline = Date.now() + RUN_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: (latencies.length / (Date.now() - started)) * 1000, p50: at(0.5), p99: at(0.99) };
}

const dir = `.data/bench-event-page-${process.pid}`;
const database = await startEmbeddedPostgres(`${dir}/postgres`, 'bench');
await migrateDatabase(database.url);
await PostgresEventStore.ensureSchema(database.url);
const config = { ...readConfig({}), dataDir: dir, logLevel: 'silent' };
const app = await createApiApp(config, database.url, createLogger('silent'));
await app.init();
await seedDemoData(app);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const eventId = (await client.query<{ id: string }>(`SELECT id FROM ticketing.events WHERE name = 'Late Night Jazz Sessions'`)).rows[0]!.id;
await client.end();

await load(`${base}/client_side_api/events/${eventId}`); // warm-up
const html = await load(`${base}/event/${eventId}`);
const api = await load(`${base}/client_side_api/events/${eventId}`);
await app.close();
await database.stop();
await rm(dir, { recursive: true, force: true });

const row = (name: string, r: { rps: number; p50: number; p99: number }) => `| ${name} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms |`;
const table = [
  '<!-- bench:event-page -->',
  `Measured ${new Date().toISOString().slice(0, 10)}: the demo event "Late Night Jazz Sessions" (3 dates, 2 ticket types per date), ${CONCURRENCY} concurrent clients on loopback, ${RUN_MS / 1000} s each, API and PostgreSQL in the same 2-core machine as the load.`,
  '',
  '| request | requests/s | p50 | p99 |',
  '|---|---|---|---|',
  row('GET /event/{id} (HTML with Open Graph tags)', html),
  row('GET /client_side_api/events/{id} (JSON)', api),
  '<!-- /bench:event-page -->',
].join('\n');
console.log(table);
const docPath = 'docs/benchmarks.md';
const doc = await readFile(docPath, 'utf8');
await writeFile(docPath, doc.includes('<!-- bench:event-page -->') ? doc.replace(/<!-- bench:event-page -->[\s\S]*<!-- \/bench:event-page -->/, table) : `${doc}\n## Event page\n\n${table}\n`);
process.exit(0);
