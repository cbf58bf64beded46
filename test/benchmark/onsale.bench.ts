// `npm run bench:onsale`: an on-sale rush, four phases on one API and database, each on a ticket type of its own:
// 1. orders through HTTP: 500 concurrent buyers create, confirm and pay (demo card) until 5,000 tickets are sold;
// 2. the same in SQL: the API's inventory adapter's hold, then its sale;
// 3. holds through HTTP: the buyers only select tickets (POST /orders, the hold) until 20,000 are held, each calling
//    again as soon as answered: the most holds the API takes;
// 4. the same buyers holding at a set pace, 1,000 holds/s in all: the latency at the rate the on-sale must take;
// 5. the same buyers calling the inventory adapter's hold directly (the hold's SQL), for the HTTP/SQL ratio;
// 6. a seated on-sale: the buyers pick seats on one chart's live map and hold them (seated-rush.ts).
// The buyers of the HTTP phases run in a worker thread of their own. Written into docs/benchmarks.md with the figures
// of the block it replaces beside the new ones.
import { createPool } from '../../src/shared/persistence/pool.js';
import { Inventory } from '../../src/ticketing/contracts/inventory.js';
import { liveHolds } from '../../src/ticketing/infrastructure/live-holds.js';
import type { BuyersResult } from './onsale-buyers.js';
import { seatedRush, SEATS } from './seated-rush.js';
import { BUYERS, buyersRush, inventoryRush, machine, onSaleTickets, PER_ORDER, percentile, previousBenchmark, QUANTITY, startBenchServer, writeBenchmark } from './onsale-load.js';

/** Tickets of the hold phases: enough for several seconds of holds at the target rate. */
const HOLD_QUANTITY = 20_000;
/** The rate an on-sale must take (holds/s), at which the paced phase measures latency. */
const TARGET_RATE = 1000;

const previous = await previousBenchmark('onsale');
const setting = machine();
const server = await startBenchServer('onsale');
const pool = createPool(server.databaseUrl, 2);
// The adapter the API holds with, as the API built it.
const inventory = server.app.get(Inventory);

/** Tickets sold or in live holds, and the ticket type's quantity. */
async function taken(ticketId: string): Promise<{ taken: number; quantity: number }> {
  const { rows } = await pool.query<{ sold: number; quantity: number }>('SELECT sold, quantity FROM ticketing.ticket_types WHERE id = $1', [ticketId]);
  const held = (await liveHolds(pool, [ticketId])).get(ticketId) ?? 0;
  return { taken: rows[0]!.sold + held, quantity: rows[0]!.quantity };
}

interface Phase {
  label: string;
  unit: 'holds/s' | 'orders/s';
  run: BuyersResult;
  count: number;
  tickets: { taken: number; quantity: number };
}

async function phase(label: string, unit: Phase['unit'], quantity: number, measure: (sale: { dateId: string; ticketId: string }) => Promise<BuyersResult>): Promise<Phase> {
  const sale = await onSaleTickets(server, label, quantity);
  const run = await measure(sale);
  const result = { label, unit, run, count: unit === 'holds/s' ? run.holds : run.paid, tickets: await taken(sale.ticketId) };
  console.log(`${label}: ${rate(result).toFixed(0)} ${unit}, ${run.errors} failed${run.errorSamples.length ? ` (${run.errorSamples.join('; ')})` : ''}`);
  return result;
}

const rate = (p: Phase) => (p.run.seconds > 0 ? p.count / p.run.seconds : 0);

// The hold phases last: their holds stay for the select phase (14 minutes), then the API's sweeper times their orders out.
const httpOrders = await phase('HTTP: POST /orders (hold), confirm, demo payment', 'orders/s', QUANTITY, (sale) => buyersRush(server, sale, 'orders'));
const sqlOrders = await phase("raw SQL: the inventory adapter's hold, then sale", 'orders/s', QUANTITY, (sale) => inventoryRush(inventory, sale.ticketId, 'orders'));
const httpHolds = await phase('HTTP: POST /orders only (the hold)', 'holds/s', HOLD_QUANTITY, (sale) => buyersRush(server, sale, 'holds'));
const pacedHolds = await phase(`HTTP: POST /orders only, paced at ${TARGET_RATE.toLocaleString('en-US')} holds/s`, 'holds/s', HOLD_QUANTITY, (sale) => buyersRush(server, sale, 'holds', { rate: TARGET_RATE }));
const sqlHolds = await phase("SQL: the inventory adapter's hold only", 'holds/s', HOLD_QUANTITY, (sale) => inventoryRush(inventory, sale.ticketId, 'holds'));
const seated = await seatedRush(server, BUYERS);
await pool.end();
await server.stop();

const phases = [httpHolds, pacedHolds, sqlHolds, httpOrders, sqlOrders];
const oversold = (p: Phase) => Math.max(0, p.tickets.taken - p.tickets.quantity);
const before = previous.date ?? 'none';
/** The previous block's rate of a row ("70 orders/s"): its 'rate' cell, or a number under a header naming the unit. */
const previousRate = (label: string) => {
  const row = previous.rows.get(label);
  if (!row) return null;
  if (row.has('rate')) return row.get('rate')!;
  const [unit, value] = [...row].find(([header]) => header.endsWith('/s')) ?? [];
  return unit && value ? `${value} ${unit}` : null;
};
const previousCell = (label: string) => {
  const row = previous.rows.get(label);
  const figure = previousRate(label);
  return row && figure ? `${figure}, p50 ${row.get('hold p50')}, p99 ${row.get('hold p99')}` : '—';
};
const ratio = (http: Phase, sql: Phase) => (rate(sql) > 0 ? (rate(http) / rate(sql)).toFixed(2) : '—');
const previousRatio = (http: Phase, sql: Phase) => {
  const [h, s] = [previousRate(http.label), previousRate(sql.label)].map((figure) => (figure ? parseFloat(figure.replace(/,/g, '')) : NaN));
  return h! > 0 && s! > 0 ? (h! / s!).toFixed(2) : '—';
};
const ms = (values: number[], q: number) => `${percentile(values, q).toFixed(1)} ms`;

const table = [
  '<!-- bench:onsale -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${setting}; load, API and embedded PostgreSQL on the same machine, one run. ${BUYERS} concurrent buyers of ${PER_ORDER} tickets each until sold out (then 1); the HTTP buyers run in a worker thread of the benchmark's process, the SQL ones call the API's inventory adapter in the API's thread. Hold phases: ${HOLD_QUANTITY.toLocaleString('en-US')} tickets; order phases: ${QUANTITY.toLocaleString('en-US')}. Rates run to the last order held (or paid); latencies are of every hold call, refusals at the end included. Unpaced, each buyer calls again as soon as answered, so the rate is the most the API takes and the latency is the queue of ${BUYERS} buyers (${BUYERS} ÷ rate on average); paced, the buyers together call ${TARGET_RATE.toLocaleString('en-US')} times a second, each on its own schedule, and a call's latency runs from when it was due.`,
  '',
  `| path | rate | hold p50 | hold p99 | taken / quantity | oversold | failed calls | previous (${before}) |`,
  '|---|---|---|---|---|---|---|---|',
  ...phases.map(
    (p) =>
      `| ${p.label} | ${rate(p).toFixed(0)} ${p.unit} | ${ms(p.run.holdLatencies, 0.5)} | ${ms(p.run.holdLatencies, 0.99)} | ${p.tickets.taken} / ${p.tickets.quantity} | ${oversold(p)} | ${p.run.errors} | ${previousCell(p.label)} |`,
  ),
  '',
  `| HTTP / SQL | now | previous (${before}) |`,
  '|---|---|---|',
  `| holds per second (aim ≥ 0.5) | ${ratio(httpHolds, sqlHolds)} | ${previousRatio(httpHolds, sqlHolds)} |`,
  `| orders per second | ${ratio(httpOrders, sqlOrders)} | ${previousRatio(httpOrders, sqlOrders)} |`,
  '',
  `Seated on-sale: ${BUYERS} buyers look at the seat map of one chart of ${SEATS} seats (GET /seating/{dateId} with If-None-Match), hold two seats side by side among those shown available (else one), and look again after a refusal, until every seat is held.`,
  '',
  '| seat holds | hold p50 | hold p99 | refused (taken meanwhile) | seats held / tickets held | held twice | failed calls | maps served / database reads of the map |',
  '|---|---|---|---|---|---|---|---|',
  `| ${(seated.holds / seated.seconds).toFixed(0)} holds/s | ${ms(seated.holdLatencies, 0.5)} | ${ms(seated.holdLatencies, 0.99)} | ${seated.refused} | ${seated.seatsHeld} / ${seated.ticketsHeld} | ${seated.heldTwice} | ${seated.errors} | ${seated.mapsServed} / ${seated.mapReads} |`,
  '',
  'Taken: tickets sold or in live holds after the phase. For reference, pretix documents about 500 orders per minute per event (≈ 8/s).',
  '<!-- /bench:onsale -->',
].join('\n');
console.log(table);
await writeBenchmark('onsale', 'On-sale rush', table);
process.exit(phases.some((p) => oversold(p) > 0) || seated.heldTwice > 0 || seated.seatsHeld !== seated.ticketsHeld ? 1 : 0);
