// `npm run bench:onsale`: an on-sale rush. An event with 5,000 tickets and 500 concurrent buyers who create,
// confirm and pay orders (demo card) through HTTP until it sells out; then the same hold-and-sell logic
// (the inventory adapter's SQL) driven directly with the same concurrency on the same database, for the
// ratio. Written into docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { createPool } from '../../src/shared/persistence/pool.js';
import { PostgresInventory } from '../../src/ticketing/infrastructure/postgres-inventory.adapter.js';
import { BUYERS, onSaleEvent, PER_ORDER, percentile, QUANTITY, rush, startBenchServer, writeBenchmark } from './onsale-load.js';

const server = await startBenchServer('onsale');

// HTTP: create (hold) → confirm → pay, until sold out.
const http = await onSaleEvent(server, 'On-sale rush (HTTP)');
const httpRun = await rush(server, http);

// Raw SQL: the inventory adapter's hold and sale, the same buyers over a pool as large as the API's.
const raw = await onSaleEvent(server, 'On-sale rush (SQL)');
const pool = createPool(server.databaseUrl, 10);
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
await server.stop();

const httpRate = httpRun.orders / httpRun.seconds;
const rawRate = rawOrders / rawSeconds;
const table = [
  '<!-- bench:onsale -->',
  `Measured ${new Date().toISOString().slice(0, 10)}: one ticket type of ${QUANTITY} tickets, ${BUYERS} concurrent buyers of ${PER_ORDER} tickets each until it sold out (then 1), load, API and embedded PostgreSQL on the same 2-core machine; one run.`,
  '',
  '| path | orders/s | hold p50 | hold p99 | sold / quantity | oversold | failed calls |',
  '|---|---|---|---|---|---|---|',
  `| HTTP: POST /orders (hold), confirm, demo payment | ${httpRate.toFixed(0)} | ${percentile(httpRun.holdLatencies, 0.5).toFixed(1)} ms | ${percentile(httpRun.holdLatencies, 0.99).toFixed(1)} ms | ${httpSold} / ${QUANTITY} | ${Math.max(0, httpSold - QUANTITY)} | ${httpRun.errors} |`,
  `| raw SQL: the inventory adapter's hold, then sale | ${rawRate.toFixed(0)} | ${percentile(rawLatencies, 0.5).toFixed(1)} ms | ${percentile(rawLatencies, 0.99).toFixed(1)} ms | ${rawSold} / ${QUANTITY} | ${Math.max(0, rawSold - QUANTITY)} | 0 |`,
  '',
  `Ratio HTTP / raw SQL: ${(httpRate / rawRate).toFixed(2)} (orders per second). For reference, pretix documents about 500 orders per minute per event (≈ 8/s).`,
  '<!-- /bench:onsale -->',
].join('\n');
console.log(table);
await writeBenchmark('onsale', 'On-sale rush', table);
process.exit(httpSold > QUANTITY || rawSold > QUANTITY ? 1 : 0);
