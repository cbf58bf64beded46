// `npm run bench:onsale`: an on-sale rush. An event with 5,000 tickets and 500 concurrent buyers who create,
// confirm and pay orders (demo card) through HTTP until it sells out; then the same hold-and-sell logic
// (the inventory adapter's SQL) driven directly with the same concurrency on the same database, for the
// ratio. Written into docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
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
import { createPool } from '../../src/shared/persistence/pool.js';
import { PostgresInventory } from '../../src/ticketing/infrastructure/postgres-inventory.adapter.js';

const QUANTITY = 5000;
const BUYERS = 500;
const PER_ORDER = 2;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const dir = `.data/bench-onsale-${process.pid}`;
const database = await startEmbeddedPostgres(`${dir}/postgres`, 'bench');
await migrateDatabase(database.url);
await PostgresEventStore.ensureSchema(database.url);
const config = { ...readConfig({}), dataDir: dir, logLevel: 'silent', inlineWorker: false };
const app = await createApiApp(config, database.url, createLogger('silent'));
await app.init();
await seedDemoData(app);
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}/client_side_api`;

async function call(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

// The demo organization (payments connected) puts 5,000 $25 tickets on sale.
const login = await call('POST', '/v1/auth/login', { email: 'maya@limelight.example', password: 'limelight-demo' });
const token = login.body.accessToken as string;
const me = await call('GET', '/v1/me', undefined, token);
const ownerId = (me.body.organizations as { id: string; username: string }[]).find((o) => o.username === 'riverside')!.id;
const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
async function onSaleEvent(name: string) {
  const created = await call(
    'POST',
    '/v1/management/courses',
    { ownerId, name, timezone: 'America/New_York', collectInformationSetting: 'only-buyer', dates: [{ startsAt }], ticketTypes: [{ attendance: 'in-person', name: 'General', price: 2500, currency: 'usd', quantity: QUANTITY }] },
    token,
  );
  await call('POST', `/v1/management/courses/${created.body.id}/publish`, undefined, token);
  const event = await call('GET', `/events/${created.body.id}`);
  const dateId = event.body.dates[0].id as string;
  const tickets = await call('GET', `/v1/tickets?eventId=${dateId}`);
  return { dateId, ticketId: tickets.body[0].id as string };
}

// HTTP: create (hold) → confirm → pay, until sold out.
const http = await onSaleEvent('On-sale rush (HTTP)');
const holdLatencies: number[] = [];
let httpOrders = 0;
let errors = 0;
const buyerInfo = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' };
const httpStarted = performance.now();
await Promise.all(
  Array.from({ length: BUYERS }, async () => {
    let quantity = PER_ORDER;
    while (quantity > 0) {
      const t0 = performance.now();
      const order = await call('POST', '/v1/orders', { event: http.dateId, tickets: [{ id: http.ticketId, quantity }] });
      holdLatencies.push(performance.now() - t0);
      if (order.status === 422 && order.body.message === 'Sold out') {
        quantity -= 1; // the last single ticket may still be there
        continue;
      }
      if (order.status !== 201) {
        errors++;
        continue;
      }
      const confirmed = await call('POST', `/v1/orders/${order.body.id}/confirm`, { buyerAttributes: buyerInfo });
      const paid = await call('POST', `/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`, { cardNumber: '4242424242424242' });
      if (paid.body?.result === 'succeeded') httpOrders++;
      else errors++;
    }
  }),
);
const httpSeconds = (performance.now() - httpStarted) / 1000;

// Raw SQL: the inventory adapter's hold and sale, 500 concurrent buyers over a pool as large as the API's.
const raw = await onSaleEvent('On-sale rush (SQL)');
const pool = createPool(database.url, 10);
const inventory = new PostgresInventory(pool);
const rawLatencies: number[] = [];
let rawOrders = 0;
const rawStarted = performance.now();
await Promise.all(
  Array.from({ length: BUYERS }, async () => {
    let quantity = PER_ORDER;
    while (quantity > 0) {
      const orderId = randomUUID();
      const t0 = performance.now();
      const held = await inventory.hold(orderId, [{ ticketTypeId: raw.ticketId, quantity }], new Date(Date.now() + 840_000));
      rawLatencies.push(performance.now() - t0);
      if (!held.ok) {
        quantity -= 1;
        continue;
      }
      if ((await inventory.commit(orderId, [{ ticketTypeId: raw.ticketId, quantity }])).ok) rawOrders++;
    }
  }),
);
const rawSeconds = (performance.now() - rawStarted) / 1000;

const sold = async (ticketId: string) => (await pool.query<{ sold: number }>('SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketId])).rows[0]!.sold;
const httpSold = await sold(http.ticketId);
const rawSold = await sold(raw.ticketId);
await pool.end();
await app.close();
await database.stop();
await rm(dir, { recursive: true, force: true });

const httpRate = httpOrders / httpSeconds;
const rawRate = rawOrders / rawSeconds;
const table = [
  '<!-- bench:onsale -->',
  `Measured ${new Date().toISOString().slice(0, 10)}: one ticket type of ${QUANTITY} tickets, ${BUYERS} concurrent buyers of ${PER_ORDER} tickets each until it sold out (then 1), load, API and embedded PostgreSQL on the same 2-core machine; one run.`,
  '',
  '| path | orders/s | hold p50 | hold p99 | sold / quantity | oversold | failed calls |',
  '|---|---|---|---|---|---|---|',
  `| HTTP: POST /orders (hold), confirm, demo payment | ${httpRate.toFixed(0)} | ${percentile(holdLatencies, 0.5).toFixed(1)} ms | ${percentile(holdLatencies, 0.99).toFixed(1)} ms | ${httpSold} / ${QUANTITY} | ${Math.max(0, httpSold - QUANTITY)} | ${errors} |`,
  `| raw SQL: the inventory adapter's hold, then sale | ${rawRate.toFixed(0)} | ${percentile(rawLatencies, 0.5).toFixed(1)} ms | ${percentile(rawLatencies, 0.99).toFixed(1)} ms | ${rawSold} / ${QUANTITY} | ${Math.max(0, rawSold - QUANTITY)} | 0 |`,
  '',
  `Ratio HTTP / raw SQL: ${(httpRate / rawRate).toFixed(2)} (orders per second). For reference, pretix documents about 500 orders per minute per event (≈ 8/s).`,
  '<!-- /bench:onsale -->',
].join('\n');
console.log(table);
const docPath = 'docs/benchmarks.md';
const doc = await readFile(docPath, 'utf8');
await writeFile(docPath, doc.includes('<!-- bench:onsale -->') ? doc.replace(/<!-- bench:onsale -->[\s\S]*<!-- \/bench:onsale -->/, table) : `${doc}\n## On-sale rush\n\n${table}\n`);
process.exit(httpSold > QUANTITY || rawSold > QUANTITY ? 1 : 0);
