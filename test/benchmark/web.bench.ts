// `npm run bench:web` (after `npm run build:web`): the demo event page opened 5 times in Debian's Chromium
// with an empty cache, served by the API from web/dist; JavaScript bytes as served (compressed, summed over
// every script requested until the network is idle) and the Largest Contentful Paint. Medians of 5, written
// into docs/benchmarks.md beside the figures of the run before.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { startBenchServer, writeBenchmark } from './onsale-load.js';

const RUNS = 5;
const EVENT = 'Late Night Jazz Sessions';

if (!existsSync('web/dist/index.html')) {
  console.error('web/dist/index.html is missing: run `npm run build:web` first.');
  process.exit(1);
}

interface Run {
  /** Encoded (as served) and decoded bytes of every script, and how many. */
  jsServed: number;
  jsDecoded: number;
  scripts: string[];
  lcp: number;
}

/**
 * Read in the page: the scripts' sizes from Resource Timing (encodedBodySize: the body as served) and the last
 * Largest Contentful Paint candidate. Plain JavaScript, as it runs in the browser (this project's types are Node's).
 */
const MEASURE = `(async () => {
  const scripts = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js'));
  const lcp = await new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => resolve(Number.NaN), 5000); // no contentful paint at all
  });
  return {
    jsServed: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
    jsDecoded: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
    scripts: scripts.map((e) => new URL(e.name).pathname),
    lcp,
  };
})()`;

const server = await startBenchServer('web');
const origin = `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}`;
const client = new pg.Client({ connectionString: server.databaseUrl });
await client.connect();
const eventId = (await client.query<{ id: string }>(`SELECT id FROM ticketing.events WHERE name = $1`, [EVENT])).rows[0]!.id;
await client.end();

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const browserVersion = browser.version();
const runs: Run[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // A new context each time: an empty cache.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/event/${eventId}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: EVENT }).first().waitFor();
    runs.push((await page.evaluate(MEASURE)) as Run);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const range = (values: number[], format: (n: number) => string) => `${format(Math.min(...values))}–${format(Math.max(...values))}`;
const measures = [
  { name: 'JavaScript as served (compressed), summed over the scripts requested', values: runs.map((r) => r.jsServed), format: kb },
  { name: 'the same scripts uncompressed', values: runs.map((r) => r.jsDecoded), format: kb },
  { name: 'scripts requested', values: runs.map((r) => r.scripts.length), format: String },
  { name: 'Largest Contentful Paint', values: runs.map((r) => r.lcp), format: ms },
];

// The figures of the block this one replaces, by measure.
const previousBlock = /<!-- bench:web -->[\s\S]*<!-- \/bench:web -->/.exec(readFileSync('docs/benchmarks.md', 'utf8'))?.[0] ?? '';
const previousDate = /Measured (\d{4}-\d{2}-\d{2})/.exec(previousBlock)?.[1];
const previous = (name: string) => previousBlock.split('\n').find((line) => line.startsWith(`| ${name} |`))?.split('|')[2]?.trim() ?? '—';

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB`;
const table = [
  '<!-- bench:web -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}: the demo event "${EVENT}" at /event/{id}, served by the API from web/dist, opened ${RUNS} times in Chromium (headless, ${browserVersion}) with an empty cache each time, on loopback, until the network was idle; medians (min–max).`,
  '',
  `| measure | median | range | previous run${previousDate ? ` (${previousDate})` : ''} |`,
  '|---|---|---|---|',
  ...measures.map((m) => `| ${m.name} | ${m.format(median(m.values))} | ${range(m.values, m.format)} | ${previous(m.name)} |`),
  '',
  `Scripts of the median run: ${runs.toSorted((a, b) => a.jsServed - b.jsServed)[Math.floor(RUNS / 2)]!.scripts.map((s) => s.replace('/assets/', '')).join(', ')}.`,
  '<!-- /bench:web -->',
].join('\n');
console.log(table);
await writeBenchmark('web', 'Web delivery', table);
process.exit(0);
