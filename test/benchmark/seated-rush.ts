// A seated on-sale for `bench:onsale`: one chart of ROWS × PER_ROW seats, buyers (seated-buyers.ts, a worker thread)
// who look at the seat map, pick two seats side by side among those shown available and hold them (POST /orders with
// seats), taking a fresh map after a refusal, until every seat is held. Counts the database reads of the map against
// the maps served.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SeatingFeed } from '../../src/ticketing/application/ports/seating-feed.port.js';
import { inWorker, type BenchServer } from './onsale-load.js';
import type { SeatedBuyersResult, SeatedBuyersTask } from './seated-buyers.js';

const ROWS = 20;
const PER_ROW = 50;
export const SEATS = ROWS * PER_ROW;

export interface SeatedRushResult {
  holds: number;
  seconds: number;
  holdLatencies: number[];
  refused: number;
  errors: number;
  /** Places held by two orders, or held places that no accepted order names (both must be 0). */
  heldTwice: number;
  /** Tickets held and places held at the end: one ticket per place. */
  ticketsHeld: number;
  seatsHeld: number;
  /** Seat maps (and unchanged-map answers) served to buyers, and database reads of the date's seats meanwhile. */
  mapsServed: number;
  mapReads: number;
}

/** Riverside's chart and a published event selling every seat; the date and its ticket type. */
async function seatedSale(server: BenchServer): Promise<{ dateId: string; ticketId: string }> {
  const token = (await server.call('POST', '/v1/auth/login', { email: 'maya@limelight.example', password: 'limelight-demo' })).body.accessToken as string;
  const me = await server.call('GET', '/v1/me', undefined, token);
  const ownerId = (me.body.organizations as { id: string; username: string }[]).find((o) => o.username === 'riverside')!.id;
  const rows = Array.from({ length: ROWS }, (_, r) => ({
    id: `r${r}`,
    label: String.fromCharCode(65 + r),
    seats: Array.from({ length: PER_ROW }, (_, n) => ({ number: String(n + 1), x: 20 + n * 12, y: 40 + r * 14, categoryKey: 1, accessible: false })),
  }));
  const definition = { width: 640, height: 340, categories: [{ key: 1, label: 'Stalls', color: '#2563eb' }], stage: null, labels: [], sections: [{ id: 'stalls', label: 'Stalls', rows, tables: [], areas: [] }] };
  const chart = await server.call('POST', '/v1/profile_management/seat_charts', { ownerId, name: `Rush hall ${randomUUID().slice(0, 8)}`, definition }, token);
  if (chart.status !== 201) throw new Error(`chart: ${chart.status} ${JSON.stringify(chart.body)}`);
  const startsAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const created = await server.call(
    'POST',
    '/v1/management/courses',
    { ownerId, name: 'Seated on-sale rush', timezone: 'America/New_York', collectInformationSetting: 'only-buyer', dates: [{ startsAt }], ticketTypes: [{ attendance: 'in-person', name: 'Stalls', price: 2500, currency: 'usd', quantity: SEATS, seatsCategoryKeys: [1] }] },
    token,
  );
  await server.call('PUT', `/v1/management/courses/${created.body.id}/seating`, { chartId: chart.body.id }, token);
  await server.call('POST', `/v1/management/courses/${created.body.id}/publish`, undefined, token);
  const event = await server.call('GET', `/events/${created.body.id}`);
  const dateId = event.body.dates[0].id as string;
  const tickets = await server.call('GET', `/v1/tickets?eventId=${dateId}`);
  return { dateId, ticketId: tickets.body[0].id as string };
}

export async function seatedRush(server: BenchServer, buyers: number): Promise<SeatedRushResult> {
  const sale = await seatedSale(server);
  const feed = server.app.get(SeatingFeed);
  let mapReads = 0;
  const read = feed.dateSeating.bind(feed);
  feed.dateSeating = (dateId: string) => {
    if (dateId === sale.dateId) mapReads++;
    return read(dateId);
  };
  const task: SeatedBuyersTask = { base: `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}/client_side_api/v1`, dateId: sale.dateId, ticketId: sale.ticketId, buyers };
  const { held: heldOrders, seconds, holdLatencies, refused, errors, mapsServed } = await inWorker<SeatedBuyersResult>(new URL('./seated-buyers.js', import.meta.url), task);
  const held = new Map(heldOrders);
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ label: string; order_id: string }>('SELECT label, order_id FROM ticketing.seats WHERE event_date_id = $1 AND order_id IS NOT NULL', [sale.dateId]);
  const [tickets] = (await db.query<{ held: number }>('SELECT coalesce(sum(quantity), 0) AS held FROM ticketing.holds WHERE ticket_type_id = $1', [sale.ticketId])).rows;
  await db.end();
  const owner = new Map(rows.map((row) => [row.label, row.order_id]));
  const named = [...held.entries()].flatMap(([orderId, labels]) => labels.map((label) => ({ label, orderId })));
  const heldTwice = named.filter(({ label, orderId }) => owner.get(label) !== orderId).length + Math.max(0, rows.length - named.length);
  return { holds: held.size, seconds, holdLatencies, refused, errors, heldTwice, ticketsHeld: tickets!.held, seatsHeld: rows.length, mapsServed, mapReads };
}
