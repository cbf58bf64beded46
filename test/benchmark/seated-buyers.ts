// The buyers of the seated on-sale (seated-rush.ts) in a worker thread of their own, as the other HTTP phases'
// buyers (onsale-buyers.ts): each looks at the seat map (with If-None-Match), picks two available seats side by side
// (else one) and holds them, and looks elsewhere after a refusal, until no seat shows available.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

export interface SeatedBuyersTask {
  /** http://host:port/client_side_api/v1 */
  base: string;
  dateId: string;
  ticketId: string;
  buyers: number;
}

export interface SeatedBuyersResult {
  /** The seats of each order held: [order id, seat labels]. */
  held: [string, string[]][];
  seconds: number;
  holdLatencies: number[];
  refused: number;
  errors: number;
  /** Seat maps (and unchanged-map answers) served to the buyers. */
  mapsServed: number;
}

interface Seat {
  label: string;
  status: string;
}

/** Two available seats side by side in a random place of the map (else one); none when all are taken. */
function pick(seats: Seat[]): string[] {
  const free = seats.filter((seat) => seat.status === 'available');
  if (!free.length) return [];
  const available = new Set(free.map((seat) => seat.label));
  for (let tries = 0; tries < 20; tries++) {
    const first = free[Math.floor(Math.random() * free.length)]!.label;
    const [section, row, number] = first.split('-');
    const next = `${section}-${row}-${Number(number) + 1}`;
    if (available.has(next)) return [first, next];
  }
  return [free[Math.floor(Math.random() * free.length)]!.label];
}

async function run(task: SeatedBuyersTask): Promise<SeatedBuyersResult> {
  const result: SeatedBuyersResult = { held: [], seconds: 0, holdLatencies: [], refused: 0, errors: 0, mapsServed: 0 };
  const mapUrl = `${task.base}/seating/${task.dateId}`;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: task.buyers }, async () => {
      let seats: Seat[] = [];
      let version: string | null = null;
      for (;;) {
        const map: Response | null = await fetch(mapUrl, { headers: version ? { 'if-none-match': version } : {} }).catch(() => null);
        if (!map) {
          if (result.errors++ > 1000) return;
          continue;
        }
        result.mapsServed++;
        if (map.status === 200) {
          seats = ((await map.json()) as { seats: Seat[] }).seats;
          version = map.headers.get('etag');
        } else await map.arrayBuffer();
        const labels = pick(seats);
        if (!labels.length) return;
        const t0 = performance.now();
        const body = { event: task.dateId, tickets: [], seats: labels.map((seatLabel) => ({ seatLabel, ticketId: task.ticketId, ticketQuantity: 1 })), seatsHoldToken: randomUUID() };
        const order = await fetch(`${task.base}/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
          .then(async (response) => ({ status: response.status, body: (await response.json()) as { id?: string; message?: string } }))
          .catch(() => null);
        if (!order) {
          if (result.errors++ > 1000) return;
          continue;
        }
        result.holdLatencies.push(performance.now() - t0);
        if (order.status === 201) {
          result.held.push([order.body.id!, labels]);
          continue;
        }
        // Taken meanwhile (409), or the last tickets gone while this buyer's map still showed seats (422).
        if (order.status === 409 || (order.status === 422 && order.body.message === 'Sold out')) result.refused++;
        else if (result.errors++ < 3) console.log(`seated rush: POST /orders answered ${order.status} ${JSON.stringify(order.body)}`);
        // What this buyer saw is stale (or the seats cannot be had): it looks elsewhere.
        seats = seats.map((seat) => (labels.includes(seat.label) ? { ...seat, status: 'held' } : seat));
      }
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

if (parentPort && workerData) parentPort.postMessage(await run(workerData as SeatedBuyersTask));
