// The on-sale rush shared by the benchmarks: the demo data, an event of 5,000 tickets, and buyers who create, confirm
// and pay orders (demo card) through HTTP from a worker thread until it sells out, or only hold; for bench:onsale also
// buyers holding on the inventory adapter itself.
import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createApiApp } from '../../src/app.module.js';
import { seedDemoData } from '../../src/demo-data.js';
import { readConfig } from '../../src/shared/config.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { createLogger } from '../../src/shared/logging.js';
import { startEmbeddedPostgres } from '../../src/shared/persistence/embedded-postgres.js';
import { migrateDatabase } from '../../src/shared/persistence/database.js';
import type { Inventory } from '../../src/ticketing/contracts/inventory.js';
import type { BuyersResult, BuyersTask } from './onsale-buyers.js';

export const QUANTITY = 5000;
export const BUYERS = 500;
export const PER_ORDER = 2;

export const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

// The benchmarks read the API's JSON replies without the generated types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface BenchServer {
  app: INestApplication;
  databaseUrl: string;
  call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }>;
  stop(): Promise<void>;
}

/** The API on a fresh embedded PostgreSQL with the demo data, listening on loopback (no worker inside). */
export async function startBenchServer(name: string): Promise<BenchServer> {
  const dir = `.data/bench-${name}-${process.pid}`;
  const database = await startEmbeddedPostgres(`${dir}/postgres`, 'bench');
  await migrateDatabase(database.url);
  await PostgresEventStore.ensureSchema(database.url);
  const app = await createApiApp({ ...readConfig({}), dataDir: dir, logLevel: 'silent', inlineWorker: false }, database.url, createLogger('silent'));
  await app.init();
  await seedDemoData(app);
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/client_side_api`;
  const { rm } = await import('node:fs/promises');
  return {
    app,
    databaseUrl: database.url,
    async call(method, path, body, token) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async stop() {
      await app.close();
      await database.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The demo organization puts `QUANTITY` $25 tickets on sale; returns the date and ticket type. */
export function onSaleEvent(server: BenchServer, name: string): Promise<{ dateId: string; ticketId: string }> {
  return onSaleTickets(server, name, QUANTITY);
}

/** The demo organization puts `quantity` $25 tickets on sale; returns the date and ticket type. */
export async function onSaleTickets(server: BenchServer, name: string, quantity: number): Promise<{ dateId: string; ticketId: string }> {
  const login = await server.call('POST', '/v1/auth/login', { email: 'maya@limelight.example', password: 'limelight-demo' });
  const token = login.body.accessToken as string;
  const me = await server.call('GET', '/v1/me', undefined, token);
  const ownerId = (me.body.organizations as { id: string; username: string }[]).find((o) => o.username === 'riverside')!.id;
  const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const created = await server.call(
    'POST',
    '/v1/management/courses',
    { ownerId, name, timezone: 'America/New_York', collectInformationSetting: 'only-buyer', dates: [{ startsAt }], ticketTypes: [{ attendance: 'in-person', name: 'General', price: 2500, currency: 'usd', quantity }] },
    token,
  );
  await server.call('POST', `/v1/management/courses/${created.body.id}/publish`, undefined, token);
  const event = await server.call('GET', `/events/${created.body.id}`);
  const dateId = event.body.dates[0].id as string;
  const tickets = await server.call('GET', `/v1/tickets?eventId=${dateId}`);
  return { dateId, ticketId: tickets.body[0].id as string };
}

/**
 * `BUYERS` buyers of `PER_ORDER` tickets (then 1 at the end) until sold out, from a worker thread (onsale-buyers.ts):
 * 'holds' only selects (POST /orders), 'orders' also confirms and pays with the demo card; `options.rate`: paced at
 * that many holds per second in all; `options.lagOf`: the paid orders' projection lags measured on that database.
 */
export function buyersRush(server: BenchServer, sale: { dateId: string; ticketId: string }, flow: BuyersTask['flow'], options: Pick<BuyersTask, 'rate' | 'lagOf'> = {}): Promise<BuyersResult> {
  const base = `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}/client_side_api/v1`;
  const task: BuyersTask = { base, flow, dateId: sale.dateId, ticketId: sale.ticketId, buyers: BUYERS, perOrder: PER_ORDER, ...options };
  return inWorker(new URL('./onsale-buyers.js', import.meta.url), task);
}

/** Runs a load generator's script in a worker thread of its own with `task`: the result it posts. */
export function inWorker<Result>(script: URL, task: unknown): Promise<Result> {
  const worker = new Worker(script, { workerData: task });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: Result) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

/**
 * The same buyers as `buyersRush` calling the inventory itself, in this thread: 'holds' only holds, 'orders' holds
 * then sells. `seconds` runs to the last order held (holds) or sold (orders).
 */
export async function inventoryRush(inventory: Pick<Inventory, 'hold' | 'commit'>, ticketId: string, flow: BuyersTask['flow']): Promise<BuyersResult> {
  const result: BuyersResult = { holds: 0, paid: 0, tickets: 0, seconds: 0, holdLatencies: [], errors: 0, errorSamples: [], lags: [] };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      let quantity = PER_ORDER;
      while (quantity > 0) {
        const orderId = randomUUID();
        const lines = [{ ticketTypeId: ticketId, quantity }];
        const t0 = performance.now();
        const held = await inventory.hold(orderId, lines, new Date(Date.now() + 840_000));
        result.holdLatencies.push(performance.now() - t0);
        if (!held.ok) {
          quantity -= 1;
          continue;
        }
        result.holds++;
        result.tickets += quantity;
        if (flow === 'holds') result.seconds = (performance.now() - started) / 1000;
        else if ((await inventory.commit(orderId, lines)).ok) {
          result.paid++;
          result.seconds = (performance.now() - started) / 1000;
        } else result.errors++;
      }
    }),
  );
  return result;
}

/** The machine a benchmark ran on, for its block: cores, memory, Node and the load when it started. */
export function machine(): string {
  const cores = cpus();
  return `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the start`;
}

/**
 * The `<!-- bench:name -->` block as it is now in docs/benchmarks.md: its date and its table rows (cells by header),
 * keyed by the first cell (`rows`) and in order (`list`).
 */
export async function previousBenchmark(name: string): Promise<{ date: string | null; rows: Map<string, Map<string, string>>; list: Map<string, string>[] }> {
  const block = new RegExp(`<!-- bench:${name} -->([\\s\\S]*?)<!-- /bench:${name} -->`).exec(await readFile('docs/benchmarks.md', 'utf8'))?.[1] ?? '';
  const rows = new Map<string, Map<string, string>>();
  const list: Map<string, string>[] = [];
  let headers: string[] = [];
  for (const line of block.split('\n')) {
    if (!line.startsWith('|')) {
      headers = [];
      continue;
    }
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    if (!headers.length) headers = cells;
    else {
      const row = new Map(cells.map((cell, n) => [headers[n] ?? String(n), cell]));
      rows.set(cells[0]!, row);
      list.push(row);
    }
  }
  return { date: /Measured (\d{4}-\d{2}-\d{2})/.exec(block)?.[1] ?? null, rows, list };
}

/** Replaces the `<!-- bench:name -->` block of docs/benchmarks.md (or appends it under `heading`). */
export async function writeBenchmark(name: string, heading: string, table: string): Promise<void> {
  const { readFile, writeFile } = await import('node:fs/promises');
  const docPath = 'docs/benchmarks.md';
  const doc = await readFile(docPath, 'utf8');
  const block = new RegExp(`<!-- bench:${name} -->[\\s\\S]*<!-- /bench:${name} -->`);
  await writeFile(docPath, block.test(doc) ? doc.replace(block, table) : `${doc}\n## ${heading}\n\n${table}\n`);
}
