// `npm run bench:projections`: (1) rebuilding every reporting projection from zero over 100,000 order
// events; (2) the projection lag (order completed → its row in reporting.transactions) while the on-sale
// rush of bench:onsale runs. Written into docs/benchmarks.md beside the figures of the block it replaces.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { projections } from '../../src/app.module.js';
import { decide, fold, type OrderEvent } from '../../src/checkout/domain/order.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';
import { createPool } from '../../src/shared/persistence/pool.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { reportingProjections } from '../../src/reporting/infrastructure/projections/index.js';
import { buyersRush, onSaleEvent, onSaleTickets, percentile, startBenchServer, writeBenchmark } from './onsale-load.js';
import { LAG_POLL_MS } from './onsale-buyers.js';
import { startProjectionWorker } from './projection-worker.js';

const ORDER_EVENTS = 100_000;
/** Orders per second of the paced rush: about 70% of the most the API takes here (bench:onsale). */
const PACED_ORDERS = 100;
const WARM_UP_TICKETS = 500;
const quiet = { error: (o: object, m: string) => console.error(m, o), info: () => undefined };

// The figures of the block this run replaces: its date, rebuild rate and lag percentiles.
const before = /<!-- bench:projections -->([\s\S]*?)<!-- \/bench:projections -->/.exec(await readFile('docs/benchmarks.md', 'utf8').catch(() => ''))?.[1] ?? '';
const resultOf = (row: string) => before.split('\n').find((line) => line.startsWith(`| ${row}`))?.split('|')[2] ?? '';
const previous = {
  date: /Measured (\d{4}-\d{2}-\d{2})/.exec(before)?.[1] ?? 'before',
  rate: /([\d,]+) (?:order )?events\/s/.exec(resultOf('rebuild'))?.[1] ?? '–',
  lag: /p50 \d+ ms, p99 \d+ ms/.exec(resultOf('projection lag during the on-sale rush'))?.[0] ?? '–',
  pacedLag: /p50 \d+ ms, p99 \d+ ms/.exec(resultOf('projection lag during the on-sale rush paced'))?.[0] ?? '–',
};
const cores = cpus();
const machine = `${cores.length} × ${cores[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the start`;

const server = await startBenchServer('projections');
const store = server.app.get(EventStore);
// The projections run as in the worker: a pool and an event store of their own.
const pool = createPool(server.databaseUrl, 10);
const feed = new PostgresEventStore(server.databaseUrl);

// 1. The log: orders as the decider writes them (created, selected, confirmed, payment requested, paid, completed: 6 events each).
const owners = (await pool.query<{ id: string; username: string }>(`SELECT id, username FROM accounts.profiles WHERE username IN ('maya', 'riverside')`)).rows;
const now = new Date();
function orderEvents(n: number): { orderId: string; events: OrderEvent[] } {
  const owner = owners[n % owners.length]!;
  const price = [0, 1500, 2500, 6000][n % 4]!;
  const quantity = 1 + (n % 3);
  const orderId = randomUUID();
  const items = Array.from({ length: quantity }, () => ({ itemId: randomUUID(), ticketTypeId: randomUUID(), name: 'General admission', listPrice: price, price, fee: price ? 69 + price / 100 : 0, discount: 0 }));
  const fees = items.reduce((s, i) => s + i.fee, 0);
  const total = items.reduce((s, i) => s + i.price, 0) + fees;
  const header = {
    orderId, eventId: randomUUID(), eventName: `Event ${n % 200}`, categoryId: null, categoryName: null, eventDateId: randomUUID(), eventStartsAt: now.toISOString(),
    ownerId: owner.id, ownerUsername: owner.username, attendance: 'in-person' as const, currency: 'usd' as const, userId: null, express: false, personalOrder: false, promoter: null,
  };
  const buyer = { firstName: 'Buyer', lastName: `Number${String.fromCharCode(65 + (n % 26))}`, email: `buyer${n % 5000}@example.com`, answers: [] };
  const events: OrderEvent[] = [];
  const step = (command: Parameters<typeof decide>[0]) => events.push(...decide(command, fold(events)));
  step({ type: 'CreateOrder', header, selection: { items, donation: 0, promoCode: null, secretCodes: [], totals: { subtotal: total - fees, fees, discount: 0, donation: 0, total } }, now });
  step({ type: 'ConfirmOrder', info: { buyer, attendees: [] }, marketingConsentOwner: false, marketingConsentPlatform: false, now });
  if (total > 0) {
    step({ type: 'RequestPayment', paymentIntentId: `demo_pi_${n}`, gateway: 'demo', now });
    step({ type: 'RecordPayment', paymentIntentId: `demo_pi_${n}`, outcome: 'succeeded', paymentMethod: 'demo', now });
  }
  return { orderId, events };
}
let appended = 0;
let orders = 0;
await Promise.all(
  Array.from({ length: 16 }, async () => {
    while (appended < ORDER_EVENTS) {
      const { orderId, events } = orderEvents(orders++);
      appended += events.length;
      await store.appendToStream(`order-${orderId}`, events, { expectedRevision: 'no_stream' });
    }
  }),
);
const completed = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'OrderCompleted'`)).rows[0]!.n;

// Rebuild every reporting projection from zero, together (events become visible to the feed once all earlier transactions end).
await new Promise((resolve) => setTimeout(resolve, 500));
const runner = new ProjectionRunner(pool, feed, projections, quiet);
await runner.prepare();
const rebuildStarted = performance.now();
await runner.rebuild(reportingProjections.map((projection) => projection.name));
const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
const rows = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM reporting.transactions')).rows[0]!.n;

// 2. Lag during the on-sale rush (buyers paying with the demo card until sold out): the projections run in a thread of
// their own, as the worker process runs them beside the API; the buyers, and the stopwatch of each paid order's lag, in
// another (onsale-buyers.ts). Once with every buyer ordering again as soon as answered (the API at its most, every
// core busy), once paced below that. A short paced rush first warms the projections' thread, which starts cold.
const worker = await startProjectionWorker(server.databaseUrl);
await buyersRush(server, await onSaleTickets(server, 'Projection lag warm-up', WARM_UP_TICKETS), 'orders', { rate: PACED_ORDERS });
const rushed = await buyersRush(server, await onSaleEvent(server, 'Projection lag rush'), 'orders', { lagOf: server.databaseUrl });
const paced = await buyersRush(server, await onSaleEvent(server, 'Projection lag rush, paced'), 'orders', { lagOf: server.databaseUrl, rate: PACED_ORDERS });
await worker.stop();
await feed.close();
await pool.end();
await server.stop();

const rate = Math.round(appended / rebuildSeconds);
/** A lag row: order paid → its row in reporting.transactions, every projection running as in the worker process. */
const lagRow = (label: string, run: { lags: number[] }, before: string) =>
  `| ${label}, every projection running as in the worker process, in a thread of its own: order paid → row in reporting.transactions | p50 ${percentile(run.lags, 0.5).toFixed(0)} ms, p99 ${percentile(run.lags, 0.99).toFixed(0)} ms (${run.lags.length} orders) | ${before} |`;
const table = [
  '<!-- bench:projections -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on embedded PostgreSQL 18, ${machine}; API, load, projections and PostgreSQL on the same machine; one run. The lag is read every ${LAG_POLL_MS} ms from the buyers' thread. Previous: the run of ${previous.date}.`,
  '',
  '| measure | result | previous |',
  '|---|---|---|',
  `| rebuild of the ${reportingProjections.length} reporting projections from zero, together, ${appended.toLocaleString('en-US')} order events in the store (${completed.toLocaleString('en-US')} completed orders, ${rows.toLocaleString('en-US')} transactions rows) | ${rate.toLocaleString('en-US')} events/s (${rebuildSeconds.toFixed(1)} s, ${Math.round((completed * reportingProjections.length) / rebuildSeconds).toLocaleString('en-US')} completed orders applied/s over all projections) | ${previous.rate} events/s |`,
  lagRow(`projection lag during the on-sale rush, buyers ordering again as soon as answered (${rushed.paid} orders in ${rushed.seconds.toFixed(1)} s)`, rushed, previous.lag),
  lagRow(`projection lag during the on-sale rush paced at ${PACED_ORDERS} orders/s (${paced.paid} orders in ${paced.seconds.toFixed(1)} s)`, paced, previous.pacedLag),
  '<!-- /bench:projections -->',
].join('\n');
console.log(table);
await writeBenchmark('projections', 'Projections', table);
process.exit(0);
