// `npm run bench:eventstore`: PostgreSQL adapter throughput on this machine, written into docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { startEmbeddedPostgres } from '../../src/shared/persistence/embedded-postgres.js';
import { readUntilCaughtUp } from '../../src/shared/event-store/event-store.port.js';
import { PostgresEventStore } from '../../src/shared/event-store/postgres-event-store.adapter.js';

const WRITERS = 16;
const RUN_MS = 3000;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function appendsPerSecond(store: PostgresEventStore): Promise<number> {
  let appended = 0;
  const deadline = Date.now() + RUN_MS;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (Date.now() < deadline) {
        await store.appendToStream(`bench-${randomUUID()}`, [{ type: 'BenchAppended', data: { at: Date.now() } }], { expectedRevision: 'no_stream' });
        appended += 1;
      }
    }),
  );
  return (appended / (Date.now() - started)) * 1000;
}

async function readsPerSecond(store: PostgresEventStore): Promise<{ rate: number; events: number }> {
  let events = 0;
  const started = Date.now();
  for await (const batch of readUntilCaughtUp(store, { after: null, batchSize: 1000 })) events += batch.events.length;
  return { rate: (events / (Date.now() - started)) * 1000, events };
}

const dir = `.data/bench-${process.pid}`;
const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: async () => undefined } : await startEmbeddedPostgres(dir, 'bench');
await PostgresEventStore.ensureSchema(database.url);
const store = new PostgresEventStore(database.url, WRITERS + 2);
const appendRates: number[] = [];
const readRates: number[] = [];
let feedSize = 0;
for (let run = 0; run < RUNS; run += 1) {
  appendRates.push(await appendsPerSecond(store));
  const read = await readsPerSecond(store);
  readRates.push(read.rate);
  feedSize = read.events;
}
await store.close();
await database.stop();
await rm(dir, { recursive: true, force: true });

const table = [
  '<!-- bench:eventstore -->',
  `Measured ${new Date().toISOString().slice(0, 10)}, PostgreSQL adapter on embedded PostgreSQL 18, ${RUNS} runs; medians (min–max).`,
  '',
  '| measure | median | range |',
  '|---|---|---|',
  `| single-event appends to distinct streams, ${WRITERS} concurrent writers, ${RUN_MS / 1000} s per run | ${Math.round(median(appendRates))} appends/s | ${Math.round(Math.min(...appendRates))}–${Math.round(Math.max(...appendRates))} |`,
  `| global feed read from the start, batches of 1000 (feed of up to ${feedSize} events) | ${Math.round(median(readRates))} events/s | ${Math.round(Math.min(...readRates))}–${Math.round(Math.max(...readRates))} |`,
  '<!-- /bench:eventstore -->',
].join('\n');
console.log(table);
const docPath = 'docs/benchmarks.md';
const intro = '# Benchmarks\n\nResults of `npm run bench:*` on the shared 2-core development machine: medians of one run each, so read them as orders of magnitude and compare ratios measured together.\n\n## Event store\n\n';
const doc = await readFile(docPath, 'utf8').catch(() => intro);
const next = doc.includes('<!-- bench:eventstore -->') ? doc.replace(/<!-- bench:eventstore -->[\s\S]*<!-- \/bench:eventstore -->/, table) : `${doc}${table}\n`;
await writeFile(docPath, next);
process.exit(0);
