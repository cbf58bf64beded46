import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SeatingFeed, type DateSeating, type SeatChangeListener } from '../../src/ticketing/application/ports/seating-feed.port.js';
import type { SeatChanges } from '../../src/ticketing/application/seating-snapshot/seating-snapshot-view.js';
import { SeatingSnapshots } from '../../src/ticketing/application/seating-snapshot/seating-snapshots.service.js';
import { OwnerEvents } from '../../src/ticketing/contracts/owner-events.js';
import { chartPlaces, readChart, type ChartDefinition } from '../../src/ticketing/domain/seating/chart-rules.js';
import { bearer, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, publishedEvent, sql } from '../support/checkout.js';
import { createEvent, ticket } from '../support/events.js';
import { TestClock } from '../support/test-clock.js';

const SEATING = '/client_side_api/v1/seating';
const COURSES = '/client_side_api/v1/management/courses';

/** A row of `count` seats numbered from 1, left to right, 10 units apart. */
const row = (label: string, y: number, count: number, categoryKey: number, accessible: number[] = []) => ({
  id: `row-${label}-${y}`,
  label,
  seats: Array.from({ length: count }, (_, n) => ({ number: String(n + 1), x: 10 * (n + 1), y, categoryKey, accessible: accessible.includes(n + 1) })),
});

/** Stalls: rows A and B of 6 seats and a standing area of 3 (category 1); Balcony: row A of 4, seat 2 accessible (category 2). */
const definition: ChartDefinition = (() => {
  const read = readChart({
    width: 200,
    height: 120,
    categories: [
      { key: 1, label: 'Stalls', color: '#aa3300' },
      { key: 2, label: 'Balcony', color: '#0033aa' },
    ],
    stage: { x: 0, y: 0, width: 200, height: 5, label: 'Stage' },
    labels: [],
    sections: [
      { id: 's', label: 'Stalls', rows: [row('A', 10, 6, 1), row('B', 20, 6, 1)], tables: [], areas: [{ id: 'st', label: 'Standing', x: 100, y: 10, width: 40, height: 20, capacity: 3, categoryKey: 1 }] },
      { id: 'b', label: 'Balcony', rows: [row('A', 60, 4, 2, [2])], tables: [], areas: [] },
    ],
  });
  if ('errors' in read) throw new Error(read.errors.join('; '));
  return read.definition;
})();

interface SeatedEvent {
  eventId: string;
  dateId: string;
  stalls: string;
  balcony: string;
}

interface SeatEvent {
  type: string;
  data: { version: number; seats: { label: string; status: string; available: number }[] };
}

/** A text/event-stream read as it arrives: `next` waits for the first event (not yet taken) that matches. */
interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  next(matches: (event: SeatEvent) => boolean, what: string): Promise<SeatEvent>;
  close(): void;
}

function openStream(port: number, path: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
      const events: SeatEvent[] = [];
      let waiting: { matches: (event: SeatEvent) => boolean; found: (event: SeatEvent) => void } | null = null;
      let buffer = '';
      const take = () => {
        if (!waiting) return;
        const index = events.findIndex(waiting.matches);
        if (index < 0) return;
        const [event] = events.splice(0, index + 1).slice(-1);
        const { found } = waiting;
        waiting = null;
        found(event!);
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) events.push({ type, data: JSON.parse(data) });
        }
        take();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        next: (matches, what) =>
          new Promise((found, failed) => {
            const timer = setTimeout(() => failed(new Error(`no ${what} within 10 s`)), 10_000);
            waiting = {
              matches,
              found: (event) => {
                clearTimeout(timer);
                found(event);
              },
            };
            take();
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

/** The application's seat feed, counting the dates it reads. */
class CountingFeed extends SeatingFeed {
  readonly reads: string[] = [];

  constructor(private readonly inner: SeatingFeed) {
    super();
  }

  dateSeating(eventDateId: string): Promise<DateSeating | null> {
    this.reads.push(eventDateId);
    return this.inner.dateSeating(eventDateId);
  }

  watch(listener: SeatChangeListener): Promise<() => void> {
    return this.inner.watch(listener);
  }
}

/**
 * Reserved seating as buyers and organizers see it: each date's seat map is served from memory and kept up to
 * date by PostgreSQL notifications; organizers see who sits where, block seats and move attendees.
 */
describe('seat maps', () => {
  let t: TestApp;
  let owner: TestUser;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await signUpUser(t.http, { name: 'Riverside Hall' });
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Seat writes as the inventory makes them: in one transaction that notifies the date's seat viewers. */
  async function seatWrite(dateId: string, statements: [string, unknown[]][]): Promise<void> {
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const [text, params] of statements) await client.query(text, params);
      await client.query(`SELECT pg_notify('seat_changes', $1)`, [dateId]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  }
  const sell = (dateId: string, label: string, place = 1, orderId: string = randomUUID(), itemId: string = randomUUID()): [string, unknown[]] => [
    'UPDATE ticketing.seats SET order_id = $3, item_id = $4, held_until = NULL WHERE event_date_id = $1 AND label = $2 AND place = $5',
    [dateId, label, orderId, itemId, place],
  ];
  const hold = (dateId: string, label: string, minutes: number): [string, unknown[]] => [
    `UPDATE ticketing.seats SET order_id = $3, held_until = now() + make_interval(mins => $4), hold_token = 'session' WHERE event_date_id = $1 AND label = $2`,
    [dateId, label, randomUUID(), minutes],
  ];
  const block = (dateId: string, label: string, blocked: string): [string, unknown[]] => ['UPDATE ticketing.seats SET blocked = $3 WHERE event_date_id = $1 AND label = $2', [dateId, label, blocked]];

  /** The chart's places on the date, as the event gets them with its chart. */
  async function seatDate(eventId: string, dateId: string, tickets: Record<string, string>): Promise<SeatedEvent> {
    const chartId = randomUUID();
    await sql(t, `INSERT INTO ticketing.seat_charts (id, owner_id, name, version, definition) VALUES ($1, $2, 'Riverside Hall', 1, $3)`, [chartId, owner.id, JSON.stringify(definition)]);
    await sql(t, 'UPDATE ticketing.events SET seat_chart_id = $2 WHERE id = $1', [eventId, chartId]);
    await sql(t, `UPDATE ticketing.ticket_types SET seats_category_keys = '{1}' WHERE id = $1`, [tickets.Stalls]);
    await sql(t, `UPDATE ticketing.ticket_types SET seats_category_keys = '{2}' WHERE id = $1`, [tickets.Balcony]);
    const places = chartPlaces(definition).flatMap((place) => Array.from({ length: place.capacity }, (_, n) => [place.label, n + 1, place.categoryKey] as const));
    await sql(
      t,
      'INSERT INTO ticketing.seats (event_date_id, label, place, category_key) SELECT $1, * FROM unnest($2::text[], $3::int[], $4::int[])',
      [dateId, places.map((p) => p[0]), places.map((p) => p[1]), places.map((p) => p[2])],
    );
    return { eventId, dateId, stalls: tickets.Stalls!, balcony: tickets.Balcony! };
  }

  const seatedTickets = { ticketTypes: [ticket({ name: 'Stalls', price: 3500 }), ticket({ name: 'Balcony', price: 2500 })] };

  async function seatedEvent(): Promise<SeatedEvent> {
    const { eventId, dateId, tickets } = await publishedEvent(t, owner, seatedTickets);
    return seatDate(eventId, dateId, tickets);
  }

  const statusOf = (seats: { label: string; status: string; available: number }[], label: string) => seats.find((seat) => seat.label === label);
  const changes = (dateId: string) => openStream(port, `${SEATING}/${dateId}/changes`);
  const named = (...labels: string[]) => (event: SeatEvent) => labels.every((label) => event.data.seats.some((seat) => seat.label === label));

  it("shows every seat's status in chart order, with each category's ticket types and what they cost", async () => {
    const date = await seatedEvent();
    const stream = await changes(date.dateId);
    await stream.next((e) => e.data.seats.length === 0, 'first event');
    await seatWrite(date.dateId, [
      hold(date.dateId, 'Stalls-A-1', 10),
      sell(date.dateId, 'Stalls-A-2'),
      block(date.dateId, 'Stalls-A-3', 'not_for_sale'),
      block(date.dateId, 'Stalls-A-4', 'kept'),
      sell(date.dateId, 'Stalls-Standing', 2),
    ]);
    await stream.next(named('Stalls-A-1', 'Stalls-A-2', 'Stalls-A-3', 'Stalls-A-4', 'Stalls-Standing'), 'the changed seats');
    stream.close();

    const map = await t.http.get(`${SEATING}/${date.dateId}`).expect(200);
    expect(map.body.chartVersion).toBe(1);
    expect(map.body.definition).toEqual(definition);
    expect(map.body.categories).toEqual([
      { key: 1, label: 'Stalls', color: '#aa3300', ticketTypes: [{ id: date.stalls, name: 'Stalls', price: 3500, fee: 104, cost: 3604, currency: 'usd' }] },
      { key: 2, label: 'Balcony', color: '#0033aa', ticketTypes: [{ id: date.balcony, name: 'Balcony', price: 2500, fee: 94, cost: 2594, currency: 'usd' }] },
    ]);
    expect(map.body.seats.map((seat: { label: string }) => seat.label)).toEqual(chartPlaces(definition).map((place) => place.label));
    expect(map.body.seats.slice(0, 5)).toEqual([
      { label: 'Stalls-A-1', status: 'held', available: 0 },
      { label: 'Stalls-A-2', status: 'sold', available: 0 },
      { label: 'Stalls-A-3', status: 'not_for_sale', available: 0 },
      // Kept for guests: not for sale to buyers.
      { label: 'Stalls-A-4', status: 'not_for_sale', available: 0 },
      { label: 'Stalls-A-5', status: 'available', available: 1 },
    ]);
    expect(statusOf(map.body.seats, 'Stalls-Standing')).toEqual({ label: 'Stalls-Standing', status: 'available', available: 2 });
    expect(statusOf(map.body.seats, 'Balcony-A-4')).toEqual({ label: 'Balcony-A-4', status: 'available', available: 1 });
  });

  it('tells every open stream the labels whose status changed, and ends a viewer that leaves', async () => {
    const date = await seatedEvent();
    const { version } = (await t.http.get(`${SEATING}/${date.dateId}`).expect(200)).body as { version: number };
    const [first, second] = await Promise.all([changes(date.dateId), changes(date.dateId)]);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    // Each viewer starts with the version the map has now.
    expect((await first.next(() => true, 'first event')).data).toEqual({ version, seats: [] });
    expect((await second.next(() => true, 'first event')).data).toEqual({ version, seats: [] });
    expect(t.app.get(SeatingSnapshots).viewerCount(date.dateId)).toBe(2);

    await seatWrite(date.dateId, [sell(date.dateId, 'Stalls-B-2')]);
    const expected = { type: 'seats', data: { version: version + 1, seats: [{ label: 'Stalls-B-2', status: 'sold', available: 0 }] } };
    expect(await first.next(named('Stalls-B-2'), 'the sale')).toEqual(expected);
    expect(await second.next(named('Stalls-B-2'), 'the sale')).toEqual(expected);

    first.close();
    const deadline = Date.now() + 10_000;
    while (t.app.get(SeatingSnapshots).viewerCount(date.dateId) !== 1) {
      if (Date.now() > deadline) throw new Error('the viewer that left is still counted');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The other viewer still hears the next change.
    await seatWrite(date.dateId, [hold(date.dateId, 'Stalls-B-3', 10)]);
    expect((await second.next(named('Stalls-B-3'), 'the hold')).data).toEqual({ version: version + 2, seats: [{ label: 'Stalls-B-3', status: 'held', available: 0 }] });
    second.close();
  });

  it('listens again when its connection is cut, and catches up with what changed meanwhile', async () => {
    const date = await seatedEvent();
    const stream = await changes(date.dateId);
    await stream.next(() => true, 'first event');
    const cut = await sql<{ cut: boolean }>(t, `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE application_name = 'limelight seat changes' AND datname = current_database()`);
    expect(cut).toEqual([{ cut: true }]);
    // Written while nobody listens: the map reads its date again once the feed is back.
    await seatWrite(date.dateId, [sell(date.dateId, 'Balcony-A-3')]);
    expect((await stream.next(named('Balcony-A-3'), 'the sale made while the feed was away')).data.seats).toEqual([{ label: 'Balcony-A-3', status: 'sold', available: 0 }]);
    await seatWrite(date.dateId, [sell(date.dateId, 'Balcony-A-4')]);
    await stream.next(named('Balcony-A-4'), 'the next sale');
    stream.close();
  });

  it('answers 304 to a viewer whose map is current (ETag), and the new map once a seat changed', async () => {
    const date = await seatedEvent();
    const first = await t.http.get(`${SEATING}/${date.dateId}`).expect(200);
    expect(first.headers.etag).toBe(`"${first.body.version}"`);
    expect(first.headers['cache-control']).toBe('no-cache');
    const unchanged = await t.http.get(`${SEATING}/${date.dateId}`).set('If-None-Match', first.headers.etag!).expect(304);
    expect(unchanged.text).toBe('');

    const stream = await changes(date.dateId);
    await stream.next(() => true, 'first event');
    await seatWrite(date.dateId, [sell(date.dateId, 'Balcony-A-1')]);
    await stream.next(named('Balcony-A-1'), 'the sale');
    stream.close();
    const changed = await t.http.get(`${SEATING}/${date.dateId}`).set('If-None-Match', first.headers.etag!).expect(200);
    expect(changed.headers.etag).toBe(`"${first.body.version + 1}"`);
    expect(statusOf(changed.body.seats, 'Balcony-A-1')?.status).toBe('sold');
  });

  it('reads a hold whose deadline passed as available, by the clock, without a write', async () => {
    const date = await seatedEvent();
    const clock = new TestClock();
    const snapshots = new SeatingSnapshots(t.app.get(SeatingFeed, { strict: false }), clock);
    try {
      await seatWrite(date.dateId, [sell(date.dateId, 'Stalls-A-1'), hold(date.dateId, 'Stalls-B-1', 5)]);
      const held = await snapshots.snapshot(date.dateId);
      expect(statusOf(held.seats, 'Stalls-B-1')).toEqual({ label: 'Stalls-B-1', status: 'held', available: 0 });
      clock.advance(4 * 60_000);
      expect(statusOf((await snapshots.snapshot(date.dateId)).seats, 'Stalls-B-1')?.status).toBe('held');
      await expect(snapshots.bestAvailable(date.dateId, { quantity: 6, categoryKeys: [1] })).rejects.toThrow('No 6 seats side by side are available');

      clock.advance(2 * 60_000);
      const expired = await snapshots.snapshot(date.dateId);
      expect(statusOf(expired.seats, 'Stalls-B-1')).toEqual({ label: 'Stalls-B-1', status: 'available', available: 1 });
      // A new version, so a viewer holding the old map is not told it is current.
      expect(expired.version).toBe(held.version + 1);
      // Best available counts it free again: row B is whole.
      expect((await snapshots.bestAvailable(date.dateId, { quantity: 6, categoryKeys: [1] })).seats.map((seat) => seat.seatLabel)).toEqual(['1', '2', '3', '4', '5', '6'].map((n) => `Stalls-B-${n}`));
    } finally {
      await snapshots.onModuleDestroy();
    }
  });

  it('offers the best seats side by side with a ticket type that sells them, or says there are none', async () => {
    const date = await seatedEvent();
    const stream = await changes(date.dateId);
    await stream.next(() => true, 'first event');
    await seatWrite(date.dateId, [sell(date.dateId, 'Stalls-A-3')]);
    await stream.next(named('Stalls-A-3'), 'the sale');
    stream.close();
    const best = (query: string) => t.http.get(`${SEATING}/${date.dateId}/best_available?${query}`);

    // Row A has 1-2 and 4-6 free: the pair closest to the middle of the row.
    expect((await best('quantity=2&category=1').expect(200)).body).toEqual({
      seats: [
        { seatLabel: 'Stalls-A-4', ticketId: date.stalls, ticketQuantity: 1 },
        { seatLabel: 'Stalls-A-5', ticketId: date.stalls, ticketQuantity: 1 },
      ],
    });
    // Six side by side: only row B has them.
    expect((await best('quantity=6').expect(200)).body.seats.map((s: { seatLabel: string }) => s.seatLabel)).toEqual(['1', '2', '3', '4', '5', '6'].map((n) => `Stalls-B-${n}`));
    // Accessible seats: only Balcony-A-2.
    expect((await best('quantity=1&category=2&accessible=true').expect(200)).body).toEqual({ seats: [{ seatLabel: 'Balcony-A-2', ticketId: date.balcony, ticketQuantity: 1 }] });
    expect((await best('quantity=2&category=2&accessible=true').expect(404)).body).toEqual({ message: 'No 2 seats side by side are available' });
    expect((await best('quantity=7').expect(404)).body).toEqual({ message: 'No 7 seats side by side are available' });
    // A category no ticket type sells offers nothing.
    expect((await best('quantity=1&category=9').expect(404)).body).toEqual({ message: 'No 1 seats side by side are available' });
    expect((await best('quantity=0').expect(400)).body).toEqual([{ message: 'Choose between 1 and 25 seats' }]);
  });

  it('reads again on a change only the dates someone watches, and forgets a date nobody has asked for a while', async () => {
    const [watched, unwatched] = [await seatedEvent(), await seatedEvent()];
    const clock = new TestClock();
    const feed = new CountingFeed(t.app.get(SeatingFeed, { strict: false }));
    const snapshots = new SeatingSnapshots(feed, clock);
    const heard: SeatChanges[] = [];
    let told: (() => void) | null = null;
    const subscription = (await snapshots.changes(watched.dateId)).subscribe((changes) => {
      heard.push(changes);
      told?.();
    });
    try {
      await snapshots.snapshot(unwatched.dateId);
      expect(feed.reads).toEqual([watched.dateId, unwatched.dateId]);

      // Both dates change; the watched one's news comes second on the same connection, so once its viewer hears
      // it, the unwatched date's news was taken in too: that map was dropped, not read for nobody.
      const news = new Promise<void>((resolve) => (told = () => heard.some((c) => c.seats.length) && resolve()));
      await seatWrite(unwatched.dateId, [sell(unwatched.dateId, 'Stalls-A-1')]);
      await seatWrite(watched.dateId, [sell(watched.dateId, 'Stalls-A-1')]);
      await news;
      expect(feed.reads).toEqual([watched.dateId, unwatched.dateId, watched.dateId]);
      // Served again, it is read then, with the change.
      expect(statusOf((await snapshots.snapshot(unwatched.dateId)).seats, 'Stalls-A-1')?.status).toBe('sold');
      await snapshots.snapshot(unwatched.dateId);
      expect(feed.reads).toEqual([watched.dateId, unwatched.dateId, watched.dateId, unwatched.dateId]);

      // Unused for a while, the unwatched map goes; the watched one stays.
      clock.advance(6 * 60_000);
      await snapshots.snapshot(watched.dateId);
      await snapshots.snapshot(unwatched.dateId);
      expect(feed.reads).toEqual([watched.dateId, unwatched.dateId, watched.dateId, unwatched.dateId, unwatched.dateId]);
    } finally {
      subscription.unsubscribe();
      await snapshots.onModuleDestroy();
    }
  });

  it('stops showing the seat map of an event taken off sale', async () => {
    const other = await signUpUser(t.http, { name: 'Closing Venue' });
    const { eventId, dateId, tickets } = await publishedEvent(t, other, seatedTickets);
    await seatDate(eventId, dateId, tickets);
    await t.http.get(`${SEATING}/${dateId}`).expect(200);
    await t.app.get(OwnerEvents, { strict: false }).closeOwnerEvents(other.id);
    const deadline = Date.now() + 10_000;
    while ((await t.http.get(`${SEATING}/${dateId}`)).status !== 404) {
      if (Date.now() > deadline) throw new Error('the map of the closed event is still shown');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await t.http.get(`${SEATING}/${dateId}/best_available?quantity=1`).expect(404)).body).toEqual({ message: 'Event not found' });
  });

  it("answers 'Event not found' for unknown dates and drafts, and says when an event has no chart", async () => {
    const draft = await createEvent(t.http, owner, owner.id, seatedTickets);
    const [draftDate] = await sql<{ id: string }>(t, 'SELECT id FROM ticketing.event_dates WHERE event_id = $1', [draft]);
    for (const dateId of [randomUUID(), 'not-a-date', draftDate!.id]) {
      expect((await t.http.get(`${SEATING}/${dateId}`).expect(404)).body).toEqual({ message: 'Event not found' });
      expect((await t.http.get(`${SEATING}/${dateId}/changes`).expect(404)).body).toEqual({ message: 'Event not found' });
      expect((await t.http.get(`${SEATING}/${dateId}/best_available?quantity=1`).expect(404)).body).toEqual({ message: 'Event not found' });
    }
    const unseated = await publishedEvent(t, owner, seatedTickets);
    expect((await t.http.get(`${SEATING}/${unseated.dateId}`).expect(404)).body).toEqual({ message: 'This event has no seat chart' });
  });

  describe('organizer seat tools', () => {
    const seats = (date: SeatedEvent) => t.http.get(`${COURSES}/${date.eventId}/seating/seats?event_id=${date.dateId}`).set(bearer(owner));
    const patch = (date: SeatedEvent, body: object) => t.http.patch(`${COURSES}/${date.eventId}/seating/seats?event_id=${date.dateId}`).set(bearer(owner)).send(body);
    const place = (list: { label: string; place: number; status: string }[], label: string, n = 1) => list.find((p) => p.label === label && p.place === n);

    it('blocks seats (not for sale, kept for guests) and puts them on sale again, refusing seats held or sold', async () => {
      const date = await seatedEvent();
      await seatWrite(date.dateId, [hold(date.dateId, 'Stalls-A-1', 10), sell(date.dateId, 'Stalls-A-2')]);
      const stream = await changes(date.dateId);
      await stream.next(() => true, 'first event');

      expect((await patch(date, { labels: ['Stalls-A-5', 'Stalls-A-6'], blocked: 'not_for_sale' }).expect(200)).body).toBe(true);
      expect((await stream.next(named('Stalls-A-5', 'Stalls-A-6'), 'the blocked seats')).data.seats).toEqual([
        { label: 'Stalls-A-5', status: 'not_for_sale', available: 0 },
        { label: 'Stalls-A-6', status: 'not_for_sale', available: 0 },
      ]);
      await patch(date, { labels: ['Stalls-A-6'], blocked: 'kept' }).expect(200);
      let list = (await seats(date).expect(200)).body;
      expect(list.slice(0, 6).map((p: { status: string }) => p.status)).toEqual(['held', 'sold', 'available', 'available', 'not_for_sale', 'kept']);
      expect(place(list, 'Stalls-Standing', 3)).toEqual({ label: 'Stalls-Standing', place: 3, status: 'available', holder: null });

      await patch(date, { labels: ['Stalls-A-5', 'Stalls-A-6'], blocked: null }).expect(200);
      expect((await stream.next(named('Stalls-A-5'), 'the seats on sale again')).data.seats).toEqual([
        { label: 'Stalls-A-5', status: 'available', available: 1 },
        { label: 'Stalls-A-6', status: 'available', available: 1 },
      ]);
      stream.close();
      list = (await seats(date).expect(200)).body;
      expect([place(list, 'Stalls-A-5')?.status, place(list, 'Stalls-A-6')?.status]).toEqual(['available', 'available']);

      expect((await patch(date, { labels: ['Stalls-A-1', 'Stalls-A-2', 'Stalls-A-3'], blocked: 'kept' }).expect(422)).body).toEqual({ message: 'Seats Stalls-A-1, Stalls-A-2 are taken' });
      expect((await patch(date, { labels: ['Stalls-A-2'], blocked: null }).expect(422)).body).toEqual({ message: 'Seats Stalls-A-2 are taken' });
      expect((await patch(date, { labels: ['Stalls-Z-9'], blocked: 'kept' }).expect(422)).body).toEqual({ message: 'Seats Stalls-Z-9 are not on the chart' });
      // Nothing of a refused call changed.
      expect(place((await seats(date).expect(200)).body, 'Stalls-A-3')?.status).toBe('available');
      expect((await patch(date, { labels: ['Stalls-A-3'], blocked: 'sold' }).expect(400)).body).toEqual([{ message: 'blocked must be not_for_sale, kept or null' }]);
      const other = await seatedEvent();
      expect((await t.http.get(`${COURSES}/${date.eventId}/seating/seats?event_id=${other.dateId}`).set(bearer(owner)).expect(404)).body).toEqual({ message: 'Event not found' });
    });

    it('lets door staff see who sits where and move attendees, but not block seats nor change the seating; others are refused', async () => {
      const { eventId, dateId, tickets } = await publishedEvent(t, owner, seatedTickets);
      const guests = await t.http.post(`${COURSES}/${eventId}/guests`).set(bearer(owner)).send({ eventDateId: dateId, tickets: [{ id: tickets.Stalls, quantity: 1 }], guests: [{ firstName: 'Ada' }] }).expect(201);
      const { orderId, registrationIds } = guests.body as { orderId: string; registrationIds: string[] };
      const [ada] = registrationIds as [string];
      await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [orderId])).length === 1);
      const date = await seatDate(eventId, dateId, tickets);
      await seatWrite(dateId, [sell(dateId, 'Stalls-B-1', 1, orderId, ada)]);
      const [{ chartId }] = (await sql<{ chartId: string }>(t, 'SELECT seat_chart_id AS "chartId" FROM ticketing.events WHERE id = $1', [eventId])) as [{ chartId: string }];
      const [door, basic, stranger] = [await signUpUser(t.http, { name: 'Door Staff' }), await signUpUser(t.http, { name: 'Helper' }), await signUpUser(t.http, { name: 'Other Venue' })];
      await sql(
        t,
        `INSERT INTO ticketing.collaborators (id, event_id, profile_id, name, can_manage, access_setting)
         VALUES (gen_random_uuid(), $1, $2, 'Door staff', true, 'door'), (gen_random_uuid(), $1, $3, 'Helper', true, 'basic')`,
        [eventId, door.id, basic.id],
      );
      const calls = (user: TestUser) => ({
        seating: t.http.get(`${COURSES}/${eventId}/seating`).set(bearer(user)),
        seats: t.http.get(`${COURSES}/${eventId}/seating/seats?event_id=${dateId}`).set(bearer(user)),
        move: t.http.post(`/client_side_api/v1/order_items/${ada}/seat`).set(bearer(user)).send({ seatLabel: 'Stalls-B-4' }),
        block: t.http.patch(`${COURSES}/${eventId}/seating/seats?event_id=${dateId}`).set(bearer(user)).send({ labels: ['Stalls-B-6'], blocked: 'kept' }),
        choose: t.http.put(`${COURSES}/${eventId}/seating`).set(bearer(user)).send({ chartId: null }),
        edit: t.http.patch(`/client_side_api/v1/profile_management/seat_charts/${chartId}`).set(bearer(user)).send({ name: 'Renamed', version: 1 }),
      });

      const byDoor = calls(door);
      expect((await byDoor.seating.expect(200)).body.chartId).toBe(chartId);
      expect(place((await byDoor.seats.expect(200)).body, 'Stalls-B-1')).toMatchObject({ status: 'sold', holder: { name: 'Ada Guest', registrationId: ada } });
      expect((await byDoor.move.expect(200)).body).toEqual({ message: 'Moved to seat Stalls-B-4' });
      await byDoor.block.expect(403);
      await byDoor.choose.expect(403);
      await byDoor.edit.expect(403);
      for (const user of [basic, stranger]) {
        const refused = calls(user);
        for (const call of Object.values(refused)) await call.expect(403);
      }
      // Nothing the refused calls asked for happened.
      const list = (await seats(date).expect(200)).body;
      expect([place(list, 'Stalls-B-4')?.status, place(list, 'Stalls-B-6')?.status]).toEqual(['sold', 'available']);
      expect((await t.http.get(`${COURSES}/${eventId}/seating`).set(bearer(owner)).expect(200)).body.chart).toMatchObject({ name: 'Riverside Hall', version: 1 });
    });

    it("moves an attendee to a free or kept seat of a category their ticket sells; the tickets and the guest list show it", async () => {
      const { eventId, dateId, tickets } = await publishedEvent(t, owner, seatedTickets);
      const guests = await t.http
        .post(`${COURSES}/${eventId}/guests`)
        .set(bearer(owner))
        .send({ eventDateId: dateId, tickets: [{ id: tickets.Stalls, quantity: 2 }], guests: [{ firstName: 'Grace', lastName: 'Hopper' }, { firstName: 'Alan', lastName: 'Turing' }] })
        .expect(201);
      const { orderId, registrationIds } = guests.body as { orderId: string; registrationIds: string[] };
      const [grace, alan] = registrationIds as [string, string];
      await projectUntil(t, async () => (await sql(t, 'SELECT 1 FROM checkout.registrations WHERE order_id = $1', [orderId])).length === 2);
      const date = await seatDate(eventId, dateId, tickets);
      await seatWrite(dateId, [sell(dateId, 'Stalls-B-1', 1, orderId, grace), sell(dateId, 'Stalls-B-2', 1, orderId, alan), block(dateId, 'Stalls-B-6', 'not_for_sale'), block(dateId, 'Stalls-A-6', 'kept')]);
      const move = (registrationId: string, seatLabel: string) => t.http.post(`/client_side_api/v1/order_items/${registrationId}/seat`).set(bearer(owner)).send({ seatLabel });

      expect((await move(grace, 'Stalls-B-5').expect(200)).body).toEqual({ message: 'Moved to seat Stalls-B-5' });
      const issued = (await t.http.get(`/client_side_api/v1/orders/${orderId}/tickets`).expect(200)).body as { id: string; seat: string | null }[];
      expect(issued.find((x) => x.id === grace)?.seat).toBe('Stalls-B-5');
      const guestList = async () => (await t.http.get(`${COURSES}/${eventId}/registrations?event_id=${dateId}`).set(bearer(owner)).expect(200)).body.data as { id: string; seat: string | null }[];
      expect((await guestList()).find((r) => r.id === grace)?.seat).toBe('Stalls-B-5');
      // The order event reaches the guest list's projection too.
      await projectUntil(t, async () => (await guestList()).find((r) => r.id === grace)?.seat === 'Stalls-B-5');
      const list = (await seats(date).expect(200)).body;
      expect(place(list, 'Stalls-B-5')).toEqual({ label: 'Stalls-B-5', place: 1, status: 'sold', holder: { name: 'Grace Hopper', registrationId: grace, orderId } });
      expect(place(list, 'Stalls-B-1')).toEqual({ label: 'Stalls-B-1', place: 1, status: 'available', holder: null });
      // Asked again: already there.
      expect((await move(grace, 'Stalls-B-5').expect(200)).body).toEqual({ message: 'Moved to seat Stalls-B-5' });

      expect((await move(alan, 'Stalls-B-5').expect(409)).body).toEqual({ message: 'Seat Stalls-B-5 is taken' });
      expect((await move(alan, 'Stalls-B-6').expect(422)).body).toEqual({ message: 'Seat Stalls-B-6 is not for sale' });
      expect((await move(alan, 'Balcony-A-1').expect(422)).body).toEqual({ message: 'Balcony-A-1 cannot be sold as Stalls' });
      expect((await move(alan, 'Stalls-Z-1').expect(422)).body).toEqual({ message: 'Seat Stalls-Z-1 is not on the chart' });
      expect((await t.http.post(`/client_side_api/v1/order_items/${randomUUID()}/seat`).set(bearer(owner)).send({ seatLabel: 'Stalls-A-1' }).expect(404)).body).toEqual({ message: 'Registration not found' });
      // A seat kept for guests takes an attendee.
      await move(alan, 'Stalls-A-6').expect(200);
      const after = (await t.http.get(`/client_side_api/v1/orders/${orderId}/tickets`).expect(200)).body as { id: string; seat: string | null }[];
      expect(after.map((x) => [x.id, x.seat]).sort()).toEqual([[grace, 'Stalls-B-5'], [alan, 'Stalls-A-6']].sort());
      expect(place((await seats(date).expect(200)).body, 'Stalls-A-6')).toEqual({ label: 'Stalls-A-6', place: 1, status: 'sold', holder: { name: 'Alan Turing', registrationId: alan, orderId } });
    });
  });
});
