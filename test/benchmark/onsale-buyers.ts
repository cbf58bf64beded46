// The buyers of bench:onsale as a load generator of their own: a worker thread started by `buyersRush`
// (onsale-load.ts), so that the API's event loop serves requests and does not also make them. Plain node:http
// with keep-alive connections, one per buyer. Unpaced, each buyer calls again as soon as answered (the most the API
// takes); paced, the buyers together call at a set rate, each on a schedule of its own, and a call's latency runs
// from when it was due, so that a slow answer also counts against the calls it delayed.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

export interface BuyersTask {
  /** http://host:port/client_side_api/v1 */
  base: string;
  /** 'holds': POST /orders only; 'orders': create (hold), confirm, demo payment. */
  flow: 'holds' | 'orders';
  dateId: string;
  ticketId: string;
  buyers: number;
  perOrder: number;
  /** Holds (in the 'orders' flow, orders) per second the buyers start together, paced; unset: as fast as answered. */
  rate?: number;
  /**
   * The database whose reporting.transactions the paid orders should reach: each paid order's projection lag (paid →
   * its row there) is measured, from this thread, which is not the API's.
   */
  lagOf?: string;
}

export interface BuyersResult {
  /** Orders held (POST /orders answered 201); in the 'orders' flow, of which `paid` were paid. */
  holds: number;
  paid: number;
  /** Tickets in the orders held. */
  tickets: number;
  /** From the start to the last order held (holds) or paid (orders). */
  seconds: number;
  /** Every POST /orders, held or refused. */
  holdLatencies: number[];
  errors: number;
  /** A few of the unexpected answers, to tell what went wrong. */
  errorSamples: string[];
  /** With `lagOf`: each paid order's projection lag, in ms. */
  lags: number[];
}

/** How often the paid orders not yet in reporting.transactions are looked for. */
export const LAG_POLL_MS = 5;

/** Each paid order's lag until its row is in reporting.transactions: `paid` hears an order, `done` waits for the last. */
function lagWatch(databaseUrl: string, lags: number[]) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const pending = new Map<string, number>();
  let running = true;
  const polling = (async () => {
    while (running || pending.size) {
      if (pending.size) {
        const { rows } = await pool.query<{ id: string }>('SELECT id FROM reporting.transactions WHERE id = ANY($1::uuid[])', [[...pending.keys()]]);
        const seen = performance.now();
        for (const { id } of rows) {
          lags.push(seen - pending.get(id)!);
          pending.delete(id);
        }
      }
      await sleep(LAG_POLL_MS);
    }
    await pool.end();
  })();
  return {
    paid: (orderId: string) => void pending.set(orderId, performance.now()),
    done: async () => {
      running = false;
      await polling;
    },
  };
}

/** A buyer that gets this many unexpected answers in a row stops. */
const MAX_ERRORS_IN_A_ROW = 20;

async function run(task: BuyersTask): Promise<BuyersResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: task.buyers });
  const url = new URL(task.base);
  const call = (path: string, body: unknown) =>
    new Promise<{ status: number; body: { id?: string; message?: string; result?: string; paymentRequest?: { paymentIntent: string } } | null }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        { agent, host: url.hostname, port: url.port, method: 'POST', path: `${url.pathname}${path}`, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', emailConfirm: 'ada@example.com' };
  const result: BuyersResult = { holds: 0, paid: 0, tickets: 0, seconds: 0, holdLatencies: [], errors: 0, errorSamples: [], lags: [] };
  const lag = task.lagOf ? lagWatch(task.lagOf, result.lags) : null;
  const failed = (what: string) => {
    result.errors++;
    if (result.errorSamples.length < 5) result.errorSamples.push(what);
  };
  const started = performance.now();
  // Paced: buyer n's calls are due every `period` ms from `n / rate` seconds on, so that calls arrive evenly.
  const period = task.rate ? (1000 * task.buyers) / task.rate : 0;
  await Promise.all(
    Array.from({ length: task.buyers }, async (_, n) => {
      let quantity = task.perOrder;
      let inARow = 0;
      let due = started + (task.rate ? (1000 * n) / task.rate : 0);
      while (quantity > 0 && inARow < MAX_ERRORS_IN_A_ROW) {
        if (period) await sleep(Math.max(0, due - performance.now()));
        const t0 = period ? due : performance.now();
        due += period;
        const order = await call('/orders', { event: task.dateId, tickets: [{ id: task.ticketId, quantity }] });
        result.holdLatencies.push(performance.now() - t0);
        if (order.status === 422 && order.body?.message === 'Sold out') {
          quantity -= 1; // the last single ticket may still be there
          continue;
        }
        if (order.status !== 201) {
          inARow++;
          failed(`POST /orders ${order.status} ${JSON.stringify(order.body)}`);
          continue;
        }
        inARow = 0;
        result.holds++;
        result.tickets += quantity;
        if (task.flow === 'holds') {
          result.seconds = (performance.now() - started) / 1000;
          continue;
        }
        const confirmed = await call(`/orders/${order.body!.id}/confirm`, { buyerAttributes: buyer });
        const paid = confirmed.body?.paymentRequest && (await call(`/demo_payments/${confirmed.body.paymentRequest.paymentIntent}/confirm`, { cardNumber: '4242424242424242' }));
        if (paid && paid.body?.result === 'succeeded') {
          lag?.paid(order.body!.id!);
          result.paid++;
          result.seconds = (performance.now() - started) / 1000;
        } else failed(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}${paid ? `, pay ${paid.status} ${JSON.stringify(paid.body)}` : ''}`);
      }
    }),
  );
  agent.destroy();
  await lag?.done();
  return result;
}

if (parentPort && workerData) parentPort.postMessage(await run(workerData as BuyersTask));
