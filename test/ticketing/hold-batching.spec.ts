import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../src/shared/persistence/pool.js';
import type { HoldLine, InventoryResult } from '../../src/ticketing/contracts/inventory.js';
import { PostgresInventory } from '../../src/ticketing/infrastructure/postgres-inventory.adapter.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

/**
 * Group commit of plain holds and sales (ADR 0006): the calls that arrive while a batch of their ticket types is in
 * flight are decided together by the next batch, in one transaction, exactly as if each had run alone in arrival order.
 * Nothing but the database runs here: no API, no sweeper.
 */
describe('inventory: holds and sales in group commits', () => {
  let db: TestDatabase;
  let pool: pg.Pool;
  let inventory: PostgresInventory;
  let transactions = 0;
  let ownerId: string;
  let eventId: string;
  let dateId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    pool = createPool(db.url, 10);
    // Every transaction of the inventory takes a connection of its own from the pool.
    pool.on('acquire', () => (transactions += 1));
    inventory = new PostgresInventory(pool);
    ownerId = randomUUID();
    eventId = randomUUID();
    dateId = randomUUID();
    await sql(`INSERT INTO accounts.profiles (id, type, username, name, currency) VALUES ($1, 'School', $2, 'Riverside', 'usd')`, [ownerId, `riverside-${ownerId}`]);
    await sql(`INSERT INTO ticketing.events (id, owner_id, name, timezone, published) VALUES ($1, $2, 'On sale', 'UTC', true)`, [eventId, ownerId]);
    await sql(`INSERT INTO ticketing.event_dates (id, event_id, starts_at) VALUES ($1, $2, now() + interval '30 days')`, [dateId, eventId]);
  });
  afterAll(async () => {
    await pool.end();
    await db.drop();
  });

  async function sql<Row extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<Row[]> {
    return (await pool.query<Row>(text, params)).rows;
  }
  /** A ticket type of the event's date with `quantity` tickets. */
  async function ticketType(quantity: number, secret: { quantityPerCode: number } | null = null): Promise<string> {
    const id = randomUUID();
    await sql(
      `INSERT INTO ticketing.ticket_types (id, event_id, event_date_id, attendance, name, price, currency, quantity, visibility_scope, code, quantity_per_code)
       VALUES ($1, $2, $3, 'in-person', 'General', 0, 'usd', $4, $5, $6, $7)`,
      [id, eventId, dateId, quantity, secret ? 'secret' : 'other', secret ? 'BACKSTAGE' : null, secret?.quantityPerCode ?? null],
    );
    return id;
  }
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const line = (ticketTypeId: string, quantity: number): HoldLine => ({ ticketTypeId, quantity });
  /** The unsold holds still running, by order: `{ orderId: { ticketTypeId: quantity } }`. */
  async function liveHolds(...ticketTypeIds: string[]): Promise<Record<string, Record<string, number>>> {
    const rows = await sql<{ order_id: string; ticket_type_id: string; quantity: number }>(
      'SELECT order_id, ticket_type_id, quantity FROM ticketing.holds WHERE ticket_type_id = ANY($1::uuid[]) AND NOT committed AND expires_at > now()',
      [ticketTypeIds],
    );
    const held: Record<string, Record<string, number>> = {};
    for (const row of rows) (held[row.order_id] ??= {})[row.ticket_type_id] = row.quantity;
    return held;
  }
  const soldOf = async (ticketTypeId: string) => (await sql<{ sold: number }>('SELECT sold FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId]))[0]!.sold;
  /** The order's deadline passes, as time would make it. */
  const lapse = (orderId: string) => sql(`UPDATE ticketing.holds SET expires_at = now() - interval '1 second' WHERE order_id = $1 AND NOT committed`, [orderId]);
  /**
   * Calls made in one go: the first starts a batch at once (alone), and the others, arriving while it is in flight,
   * form the next one. Answers the results in call order and how many transactions they took.
   */
  async function together<T>(calls: (() => Promise<T>)[]): Promise<{ results: T[]; transactions: number }> {
    const before = transactions;
    const results = await Promise.all(calls.map((call) => call()));
    return { results, transactions: transactions - before };
  }
  const ok: InventoryResult = { ok: true };
  const soldOut = (...ticketTypeIds: string[]): InventoryResult => ({ ok: false, soldOut: ticketTypeIds });

  it('decides a batch in arrival order, each call as if it ran alone after the ones before it, in one transaction', async () => {
    const general = await ticketType(10);
    const orders = Array.from({ length: 7 }, () => randomUUID());
    const wanted = [4, 4, 4, 2, 1, 3, 1];
    const { results, transactions: used } = await together(orders.map((orderId, n) => () => inventory.hold(orderId, [line(general, wanted[n]!)], inMinutes(14))));
    // 4 (alone, first) then, in the next batch: 4 fits (2 left), 4 does not, 2 fits (none left), nothing more.
    expect(results).toEqual([ok, ok, soldOut(general), ok, soldOut(general), soldOut(general), soldOut(general)]);
    expect(used).toBe(2);
    expect(await liveHolds(general)).toEqual({ [orders[0]!]: { [general]: 4 }, [orders[1]!]: { [general]: 4 }, [orders[3]!]: { [general]: 2 } });

    // Many buyers at once: exactly the capacity is held, in three transactions (one alone, then batches of 256 at most).
    const rush = await ticketType(300);
    const buyers = Array.from({ length: 400 }, () => randomUUID());
    const rushed = await together(buyers.map((orderId) => () => inventory.hold(orderId, [line(rush, 1)], inMinutes(14))));
    expect(rushed.results.filter((r) => r.ok)).toHaveLength(300);
    // The first 300 to arrive won.
    expect(rushed.results.slice(0, 300).every((r) => r.ok)).toBe(true);
    expect(rushed.transactions).toBe(3);

    // 50 buyers of 3 for 100 tickets: 33 hold 99; the ticket left goes to a buyer of 1.
    const threes = await ticketType(100);
    const byThree = await together(Array.from({ length: 50 }, () => () => inventory.hold(randomUUID(), [line(threes, 3)], inMinutes(14))));
    expect(byThree.results.filter((r) => r.ok)).toHaveLength(33);
    expect(byThree.results.filter((r) => !r.ok)).toEqual(Array.from({ length: 17 }, () => soldOut(threes)));
    expect(await inventory.hold(randomUUID(), [line(threes, 1)], inMinutes(14))).toEqual(ok);
    expect(await inventory.hold(randomUUID(), [line(threes, 1)], inMinutes(14))).toEqual(soldOut(threes));
  });

  it('refuses exactly the ticket types that are short, per call, capping secret tickets by their code', async () => {
    const first = await ticketType(5);
    const second = await ticketType(2);
    const secret = await ticketType(10, { quantityPerCode: 3 });
    const unknown = randomUUID();
    const calls: HoldLine[][] = [
      [line(first, 3), line(second, 1)],
      [line(first, 3), line(second, 1)],
      [line(second, 2), line(first, 1)],
      [line(first, 5), line(second, 5)],
      [line(first, 2), line(second, 1)],
    ];
    const { results } = await together(calls.map((lines) => () => inventory.hold(randomUUID(), lines, inMinutes(14))));
    expect(results).toEqual([ok, soldOut(first), soldOut(second), soldOut(first, second), ok]);
    // A refused call holds nothing: the first and the last hold 5 and 2 between them.
    const held = Object.values(await liveHolds(first, second));
    expect(held).toEqual(expect.arrayContaining([{ [first]: 3, [second]: 1 }, { [first]: 2, [second]: 1 }]));
    expect(held).toHaveLength(2);

    const secrets = await together([3, 1, 2, 1].map((quantity) => () => inventory.hold(randomUUID(), [line(secret, quantity)], inMinutes(14))));
    expect(secrets.results).toEqual([ok, soldOut(secret), soldOut(secret), soldOut(secret)]);
    expect(await inventory.hold(randomUUID(), [line(unknown, 1)], inMinutes(14))).toEqual(soldOut(unknown));
  });

  it('mixes orders changing their holds with new ones: an order’s own holds never count against it, and a change drops its promo code reservation', async () => {
    const general = await ticketType(6);
    const [a, b, c, d, e] = Array.from({ length: 5 }, () => randomUUID()) as [string, string, string, string, string];
    const promoId = randomUUID();
    await sql(`INSERT INTO ticketing.promo_codes (id, owner_id, code, percentage_value, quantity, currency) VALUES ($1, $2, 'HALF', 50, 10, 'usd')`, [promoId, ownerId]);
    // A holds with the code (alone: a promo code is checked under its own lock), B without.
    expect(await inventory.hold(a, [line(general, 2)], inMinutes(14), promoId)).toEqual(ok);
    expect(await inventory.hold(b, [line(general, 2)], inMinutes(14))).toEqual(ok);

    const calls: [string, number][] = [
      [randomUUID(), 9], // starts a batch alone (refused), so that the rest arrive while it is in flight
      [c, 3], // 6 - 4 held: refused
      [a, 4], // its own 2 aside, 4 are free: A holds 4 (and B 2)
      [d, 1], // none left
      [b, 1], // its own 2 aside, 2 are free: B holds 1
      [e, 1], // the one B gave back
      [a, 5], // its own 4 aside, 4 are free: refused, A keeps 4
    ];
    const { results, transactions: used } = await together(calls.map(([orderId, quantity]) => () => inventory.hold(orderId, [line(general, quantity)], inMinutes(14))));
    expect(results).toEqual([soldOut(general), soldOut(general), ok, soldOut(general), ok, ok, soldOut(general)]);
    expect(used).toBe(2);
    expect(await liveHolds(general)).toEqual({ [a]: { [general]: 4 }, [b]: { [general]: 1 }, [e]: { [general]: 1 } });
    // A's new hold is without the code: its reservation went with the old one.
    expect(await sql('SELECT order_id FROM ticketing.promo_code_holds WHERE promo_code_id = $1', [promoId])).toEqual([]);
  });

  it('gives expired holds back at their deadline with nothing running, to batches and to sales', async () => {
    const general = await ticketType(4);
    const [early, late, next, other] = Array.from({ length: 4 }, () => randomUUID()) as [string, string, string, string];
    expect(await inventory.hold(early, [line(general, 2)], inMinutes(14))).toEqual(ok);
    expect(await inventory.hold(late, [line(general, 2)], inMinutes(14))).toEqual(ok);
    expect(await inventory.hold(next, [line(general, 1)], inMinutes(14))).toEqual(soldOut(general));

    // The early order's deadline passes: its tickets are free at once, though nothing released them.
    await lapse(early);
    const { results } = await together([
      () => inventory.hold(next, [line(general, 1)], inMinutes(14)),
      () => inventory.hold(other, [line(general, 1)], inMinutes(14)),
      () => inventory.hold(randomUUID(), [line(general, 1)], inMinutes(14)),
    ]);
    expect(results).toEqual([ok, ok, soldOut(general)]);
    expect(await sql('SELECT quantity FROM ticketing.holds WHERE order_id = $1', [early])).toEqual([{ quantity: 2 }]);

    // The lapsed order pays late: its tickets went to others, so it is not sold; the others are.
    const sales = await together([early, late, next, other].map((orderId) => () => inventory.commit(orderId, [line(general, orderId === early || orderId === late ? 2 : 1)])));
    expect(sales.results).toEqual([soldOut(general), ok, ok, ok]);
    expect(await soldOf(general)).toBe(4);
  });

  it('sells a batch in arrival order as a sale alone would: held orders, lapsed ones while capacity lasts, a second call once, a promo code use alone', async () => {
    const general = await ticketType(8);
    const [a, b, c, d, e, guest] = Array.from({ length: 6 }, () => randomUUID()) as [string, string, string, string, string, string];
    const promoId = randomUUID();
    await sql(`INSERT INTO ticketing.promo_codes (id, owner_id, code, percentage_value, quantity, currency) VALUES ($1, $2, 'ONCE', 50, 1, 'usd')`, [promoId, ownerId]);
    for (const orderId of [a, b, c]) expect(await inventory.hold(orderId, [line(general, 2)], inMinutes(14))).toEqual(ok);
    expect(await inventory.hold(d, [line(general, 1)], inMinutes(14), promoId)).toEqual(ok);
    // B's deadline passes and E takes one of its tickets: one is left besides the live holds.
    await lapse(b);
    expect(await inventory.hold(e, [line(general, 1)], inMinutes(14))).toEqual(ok);

    const sales: [string, number][] = [
      [a, 2], // alone, first
      [b, 2], // lapsed: 8 - 2 sold - 4 held (C, D, E) leaves 2: sold
      [guest, 1], // no hold: nothing left
      [a, 2], // sold already: answered, nothing changes
      [c, 2],
      [d, 1], // reserves the promo code's one use: sold alone, the use counted
    ];
    const { results } = await together(sales.map(([orderId, quantity]) => () => inventory.commit(orderId, [line(general, quantity)])));
    expect(results).toEqual([ok, ok, soldOut(general), ok, ok, ok]);
    expect(await soldOf(general)).toBe(7);
    expect(await sql('SELECT uses FROM ticketing.promo_codes WHERE id = $1', [promoId])).toEqual([{ uses: 1 }]);
    const rows = await sql<{ order_id: string; quantity: number; committed: boolean; settled: boolean }>(
      'SELECT order_id, quantity, committed, settled FROM ticketing.holds WHERE ticket_type_id = $1',
      [general],
    );
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => row.committed && !row.settled).map((row) => [row.order_id, row.quantity])).toEqual(expect.arrayContaining([[a, 2], [b, 2], [c, 2], [d, 1]]));
    expect(rows.find((row) => row.order_id === e)).toMatchObject({ quantity: 1, committed: false });
  });

  it('never oversells when batched holds race with holds alone (promo codes) on the same ticket type', async () => {
    const general = await ticketType(50);
    const promoId = randomUUID();
    await sql(`INSERT INTO ticketing.promo_codes (id, owner_id, code, percentage_value, quantity, currency) VALUES ($1, $2, 'OPEN', 10, NULL, 'usd')`, [promoId, ownerId]);
    const results = await Promise.all(Array.from({ length: 120 }, (_, n) => inventory.hold(randomUUID(), [line(general, 1)], inMinutes(14), n % 3 ? null : promoId)));
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    const held = Object.values(await liveHolds(general)).reduce((sum, byType) => sum + byType[general]!, 0);
    expect(held).toBe(50);
  });

  it('tries each call of a failed batch again alone: a call the database refuses fails only itself, an error that persists reaches every caller', async () => {
    const general = await ticketType(100);
    // A quantity of 0 fits the capacity, but the database refuses its row: the batch fails, its calls run alone.
    const mixed = await Promise.allSettled([1, 1, 0, 1].map((quantity) => inventory.hold(randomUUID(), [line(general, quantity)], inMinutes(14))));
    expect(mixed.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(mixed[2]).toMatchObject({ reason: expect.objectContaining({ constraint: 'holds_quantity_check' }) });
    expect(Object.keys(await liveHolds(general))).toHaveLength(3);

    // The database refuses every new hold for a while: every caller learns it, none is left waiting.
    await sql('ALTER TABLE ticketing.holds ADD CONSTRAINT holds_closed CHECK (quantity < 0) NOT VALID');
    try {
      const refused = await Promise.allSettled(Array.from({ length: 6 }, () => inventory.hold(randomUUID(), [line(general, 1)], inMinutes(14))));
      expect(refused.map((r) => (r.status === 'rejected' ? (r.reason as { constraint?: string }).constraint : 'fulfilled'))).toEqual(Array.from({ length: 6 }, () => 'holds_closed'));
      const sales = await Promise.allSettled(Array.from({ length: 3 }, () => inventory.commit(randomUUID(), [line(general, 1)])));
      expect(sales.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    } finally {
      await sql('ALTER TABLE ticketing.holds DROP CONSTRAINT holds_closed');
    }
    expect(await inventory.hold(randomUUID(), [line(general, 1)], inMinutes(14))).toEqual(ok);
    expect(await soldOf(general)).toBe(0);
  });
});
