// The buyers of bench:onsale as a load generator of their own: a worker thread started by `buyersRush`
// (onsale-load.ts), so that the API's event loop serves requests and does not also make them. Plain node:http
// with keep-alive connections, one per buyer.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

export interface BuyersTask {
  /** http://host:port/client_side_api/v1 */
  base: string;
  /** 'holds': POST /orders only; 'orders': create (hold), confirm, demo payment. */
  flow: 'holds' | 'orders';
  dateId: string;
  ticketId: string;
  buyers: number;
  perOrder: number;
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
  const result: BuyersResult = { holds: 0, paid: 0, tickets: 0, seconds: 0, holdLatencies: [], errors: 0, errorSamples: [] };
  const failed = (what: string) => {
    result.errors++;
    if (result.errorSamples.length < 5) result.errorSamples.push(what);
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: task.buyers }, async () => {
      let quantity = task.perOrder;
      let inARow = 0;
      while (quantity > 0 && inARow < MAX_ERRORS_IN_A_ROW) {
        const t0 = performance.now();
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
          result.paid++;
          result.seconds = (performance.now() - started) / 1000;
        } else failed(`confirm ${confirmed.status} ${JSON.stringify(confirmed.body)}${paid ? `, pay ${paid.status} ${JSON.stringify(paid.body)}` : ''}`);
      }
    }),
  );
  agent.destroy();
  return result;
}

if (parentPort && workerData) parentPort.postMessage(await run(workerData as BuyersTask));
