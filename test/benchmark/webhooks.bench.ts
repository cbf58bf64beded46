// `npm run bench:webhooks`: (1) the delay from an order's completion (the demo card paid) to the receiver
// getting its `order.completed`, with the projections and the dispatcher running as in the worker;
// (2) deliveries per second with 1,000 queued, for one worker and for two side by side. An HTTPS
// receiver on loopback answers 200 at once. Written into docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import { projections } from '../../src/app.module.js';
import { WebhookDispatcher } from '../../src/integrations/infrastructure/webhook-dispatcher.js';
import { SystemClock } from '../../src/shared/clock.js';
import { EventStore } from '../../src/shared/event-store/event-store.port.js';
import { createPool } from '../../src/shared/persistence/pool.js';
import { ProjectionRunner } from '../../src/shared/projections/projection-runner.js';
import { startWebhookReceiver } from '../support/webhook-receiver.js';
import { onSaleEvent, percentile, previousBenchmark, startBenchServer, writeBenchmark } from './onsale-load.js';

const ORDERS = 300;
const BUYERS = 8;
const QUEUED = 1000;
const quiet = { error: (o: object, m: string) => console.error(m, o), info: () => undefined };

const server = await startBenchServer('webhooks');
const receiver = await startWebhookReceiver();
const pool = createPool(server.databaseUrl, 10);
const dispatcherOptions = { clock: new SystemClock(), allowLoopback: true, ca: receiver.ca, logger: quiet };

const login = await server.call('POST', '/v1/auth/login', { email: 'maya@limelight.example', password: 'limelight-demo' });
const token = login.body.accessToken as string;
const me = await server.call('GET', '/v1/me', undefined, token);
const ownerId = (me.body.organizations as { id: string; username: string }[]).find((o) => o.username === 'riverside')!.id;
const webhookOf = async (path: string, eventTypes: string[]) => {
  await server.call('POST', '/v1/profile_management/webhooks', { ownerId, url: receiver.url(path), eventTypes }, token);
  const list = await server.call('GET', `/v1/profile_management/webhooks?ownerId=${ownerId}&perPage=100`, undefined, token);
  return (list.body.data as { id: string; url: string }[]).find((w) => w.url === receiver.url(path))!.id;
};

// 1. Order completed → order.completed at the receiver, the worker running (projections and dispatcher).
// Run twice: with every projection as the worker runs them, and without the confirmation e-mails, whose
// batches (PDFs rendered and mail sent inside the projection's transaction) hold back the feed for all.
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' };
async function latency(path: string, running: typeof projections) {
  await webhookOf(path, ['order.completed']);
  const completedAt = new Map<string, number>();
  const runner = new ProjectionRunner(pool, server.app.get(EventStore), running, quiet);
  await runner.start();
  const dispatcher = new WebhookDispatcher(pool, dispatcherOptions);
  dispatcher.start();
  const sale = await onSaleEvent(server, `Webhook latency night ${path}`);
  // When each order's delivery is queued (the projection's part of the delay).
  const queuedAt = new Map<string, number>();
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const { rows } = await pool.query<{ order_id: string }>(
        `SELECT body::jsonb -> 'data' ->> 'orderId' AS order_id FROM integrations.webhook_deliveries WHERE event_name = 'order.completed' AND status = 'pending'`,
      );
      const at = Date.now();
      for (const { order_id } of rows) if (!queuedAt.has(order_id)) queuedAt.set(order_id, at);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  let started = 0;
  const rushStarted = performance.now();
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (started < ORDERS) {
        started++;
        const order = await server.call('POST', '/v1/orders', { event: sale.dateId, tickets: [{ id: sale.ticketId, quantity: 1 }] });
        const confirmed = await server.call('POST', `/v1/orders/${order.body.id}/confirm`, { buyerAttributes: buyer });
        const paid = await server.call('POST', `/v1/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`, { cardNumber: '4242424242424242' });
        if (paid.body?.result !== 'succeeded') throw new Error(`payment failed: ${JSON.stringify(paid.body)}`);
        completedAt.set(order.body.id as string, Date.now());
      }
    }),
  );
  const seconds = (performance.now() - rushStarted) / 1000;
  const arrivals = await receiver.waitFor(path, completedAt.size);
  watching = false;
  await watcher;
  await Promise.all([runner.stop(), dispatcher.stop()]);
  const orderOf = (body: string) => (JSON.parse(body) as { data: { orderId: string } }).data.orderId;
  return {
    orders: completedAt.size,
    seconds,
    delays: arrivals.map((request) => request.at - completedAt.get(orderOf(request.body))!),
    queueDelays: [...queuedAt].filter(([orderId]) => completedAt.has(orderId)).map(([orderId, at]) => at - completedAt.get(orderId)!),
    body: arrivals[0]!.body,
  };
}
const asWorker = await latency('/latency', projections);
const withoutMail = await latency('/latency-without-mail', projections.filter((p) => p.name !== 'checkout_confirmation_emails'));

// 2. Throughput: 1,000 deliveries queued (the order.completed body above), then the dispatchers start.
const body = asWorker.body;
async function drainQueue(path: string, workers: number): Promise<number> {
  const webhookId = await webhookOf(path, ['order.completed']);
  await pool.query(
    `INSERT INTO integrations.webhook_deliveries (id, webhook_id, owner_id, source_key, event_name, body, status, next_attempt_at, created_at)
     SELECT gen_random_uuid(), $1, $2, 'bench:' || n, 'order.completed', $3, 'pending', now(), now() FROM generate_series(1, $4) AS n`,
    [webhookId, ownerId, body, QUEUED],
  );
  const pools = Array.from({ length: workers }, () => createPool(server.databaseUrl, 10));
  const dispatchers = pools.map((p) => new WebhookDispatcher(p, dispatcherOptions));
  const t0 = performance.now();
  for (const d of dispatchers) d.start();
  await receiver.waitFor(path, QUEUED);
  for (;;) {
    const { rows } = await pool.query<{ left: number }>(`SELECT count(*)::int AS left FROM integrations.webhook_deliveries WHERE webhook_id = $1 AND status <> 'delivered'`, [webhookId]);
    if (rows[0]!.left === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const seconds = (performance.now() - t0) / 1000;
  await Promise.all(dispatchers.map((d) => d.stop()));
  await Promise.all(pools.map((p) => p.end()));
  const ids = receiver.requests.filter((r) => r.path === path).map((r) => r.headers['webhook-id']);
  if (new Set(ids).size !== QUEUED || ids.length !== QUEUED) throw new Error(`${path}: ${ids.length} requests for ${new Set(ids).size} deliveries`);
  return QUEUED / seconds;
}
const oneWorker = await drainQueue(`/throughput-${randomUUID()}`, 1);
const twoWorkers = await drainQueue(`/throughput-${randomUUID()}`, 2);

await pool.end();
await receiver.close();
await server.stop();

const latencyRows = (label: string, run: Awaited<ReturnType<typeof latency>>) => [
  `order completed (demo card paid) → receiver has its \`order.completed\`, ${label}, ${run.orders} orders by ${BUYERS} buyers in ${run.seconds.toFixed(1)} s | p50 ${percentile(run.delays, 0.5).toFixed(0)} ms, p99 ${percentile(run.delays, 0.99).toFixed(0)} ms`,
  `of which: order completed → its delivery queued by the outbox projection (polled every 20 ms) | p50 ${percentile(run.queueDelays, 0.5).toFixed(0)} ms, p99 ${percentile(run.queueDelays, 0.99).toFixed(0)} ms`,
];
const rows = [
  ...latencyRows('every projection running as in the worker', asWorker),
  ...latencyRows('without the confirmation e-mails projection', withoutMail),
  `${QUEUED.toLocaleString('en-US')} deliveries queued, one worker: signed, sent, answered and recorded | ${Math.round(oneWorker).toLocaleString('en-US')} deliveries/s`,
  `${QUEUED.toLocaleString('en-US')} deliveries queued, two workers side by side (each attempt sent once) | ${Math.round(twoWorkers).toLocaleString('en-US')} deliveries/s`,
];
// The block this run replaces: its results, row by row (the rows' labels carry each run's own counts).
const previous = await previousBenchmark('webhooks');
const before = previous.list.map((row) => row.get('result') ?? '—');
const table = [
  '<!-- bench:webhooks -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on embedded PostgreSQL 18, same 2-core machine (API, worker, receiver and PostgreSQL together); one run. The receiver is HTTPS on loopback and answers 200 at once; a worker sends up to 16 attempts at a time.`,
  '',
  `| measure | result | previous (${previous.date ?? 'none'}) |`,
  '|---|---|---|',
  ...rows.map((row, n) => `| ${row} | ${before[n] ?? '—'} |`),
  '<!-- /bench:webhooks -->',
].join('\n');
console.log(table);
await writeBenchmark('webhooks', 'Webhooks', table);
process.exit(0);
