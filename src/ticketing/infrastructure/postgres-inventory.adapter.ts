import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { normaliseShareCode } from '../contracts/checkout-catalog.js';
import { Inventory, type HeldSeat, type HoldLine, type InventoryResult, type SeatPlaces } from '../contracts/inventory.js';
import { decideHolds, decideSales, GroupCommit, type BatchState, type OrderHold, type PlainHold, type PlainSale } from './hold-batch.js';
import { notifySeatChanges, SEAT_LOCK_ORDER, seatUnclaimed } from './seat-rows.js';

/**
 * Holds in PostgreSQL. Each hold locks the ticket type rows (`FOR UPDATE`, in id order so two orders never
 * deadlock), then — in a later statement, whose snapshot sees every hold committed before the lock was
 * granted — checks quantity - sold - live holds and writes. Tickets sold therefore never exceed the quantity.
 * A secret ticket's capacity is also capped by the uses of its code (quantityPerCode).
 *
 * Plain holds and sales (no seats, promo code or share code: the on-sale rush) are group-committed (ADR 0006,
 * hold-batch.ts): the calls for one set of ticket types that arrive while a batch of that set is in flight are decided
 * together by the next one, in one transaction that takes the same locks, reads capacity and live holds once, decides
 * each call in arrival order in memory, as if it ran alone, and writes with multi-row statements. Every other call
 * runs alone. Both serialise on the ticket type rows, so any number of API processes share one capacity without
 * overselling; nothing decides capacity in memory beyond the transaction holding those locks.
 * Where a live hold lets its order keep or sell its tickets (`commit`, `extend`), and in a batch, deadlines are read
 * by the clock after the locks are granted: a hold that one transaction has counted as expired (and whose tickets it
 * may have given to another order) is never counted live by a later one.
 *
 * A list ticket's share code buys at most the ticket type's `initial_quantity_per_code`: hold rows name the
 * code they were taken through, and under the ticket type's lock (every hold of the code is on that ticket
 * type) a later statement checks the allowance less the tickets held (until their deadline) or sold through
 * the code by other orders.
 *
 * A promo code's usage limit follows the same discipline: after the ticket types, the code's row is locked
 * and `quantity - uses - live reservations` checked in a later statement. An order reserves one use
 * (`ticketing.promo_code_holds`, with the order's deadline), the sale checks the limit again and adds to
 * `uses`, so the code is never used more often than its limit. Locks are always taken ticket types first,
 * then the code, then the order's hold rows.
 *
 * Seats (ticketing.seats, one row per place) come last, after the code: the places the order holds and the free
 * places of the labels it wants are locked in one statement, in key order (seat-rows.ts: the order every seat
 * writer locks in, so none deadlock), and a later statement writes them, checking again that each is still free.
 * Locking re-reads a row another transaction changed meanwhile and skips it when it is no longer free, so a place
 * is never held or sold twice; too few places for a label and nothing changes (the transaction rolls back).
 * Every change notifies the date's seat viewers.
 */
/** SQL: place `s` may go to an order (its own held places aside): unclaimed, and not blocked unless kept for guests and the boolean parameter `kept` allows those. */
const claimable = (kept: string) => `(${seatUnclaimed('s')} AND (s.blocked IS NULL OR (s.blocked = 'kept' AND ${kept})))`;

/** Share codes are stored in upper case; a line may name one in any case. */
const shareCodeOf = (line: HoldLine): string | null => (line.shareCode && normaliseShareCode(line.shareCode)) || null;

/** The places an order wants for one label, and the tickets they go to (when sold). */
interface SeatClaim {
  label: string;
  quantity: number;
  itemIds: string[];
}

/** The places picked for an order on its date, each with the ticket it is sold to (null while held). */
interface PickedSeats {
  eventDateId: string | null;
  places: { label: string; place: number; itemId: string | null }[];
}

/** The lines' seats by label (a label may come in several lines: an area shared by two ticket types). */
function seatClaims(lines: readonly HoldLine[]): SeatClaim[] {
  const claims = new Map<string, SeatClaim>();
  for (const seat of lines.flatMap((line) => line.seats ?? [])) {
    const claim = claims.get(seat.label) ?? { label: seat.label, quantity: 0, itemIds: [] };
    claim.quantity += seat.quantity;
    claim.itemIds.push(...(seat.itemIds ?? []));
    claims.set(seat.label, claim);
  }
  return [...claims.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

const refused = (result: InventoryResult) => !result.ok;

/** A row of ticketing.holds to write. */
interface HoldRow {
  orderId: string;
  ticketTypeId: string;
  quantity: number;
  expiresAt: Date;
  shareCode: string | null;
}

const holdRows = (orderId: string, lines: readonly HoldLine[], expiresAt: Date): HoldRow[] =>
  lines.map((line) => ({ orderId, ticketTypeId: line.ticketTypeId, quantity: line.quantity, expiresAt, shareCode: shareCodeOf(line) }));

/** Lines a batch can decide: no seats and no share codes (their checks lock and count rows of their own). */
const plain = (lines: readonly HoldLine[]) => lines.length > 0 && lines.every((line) => !line.seats?.length && !shareCodeOf(line));

/** The batch a call joins: the calls of one set of ticket types. */
const batchKey = (lines: readonly HoldLine[]) => [...new Set(lines.map((line) => line.ticketTypeId))].sort().join(' ');

@Injectable()
export class PostgresInventory extends Inventory {
  /** Plain holds and plain sales, each decided in batches per set of ticket types. */
  private readonly plainHolds: GroupCommit<PlainHold, InventoryResult>;
  private readonly plainSales: GroupCommit<PlainSale, InventoryResult>;

  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
    this.plainHolds = new GroupCommit(
      (calls) => this.holdBatch(calls),
      (call) => this.holdAlone(call.orderId, call.lines, call.expiresAt, null, null),
    );
    this.plainSales = new GroupCommit(
      (calls) => this.commitBatch(calls),
      (call) => this.commitAlone(call.orderId, call.lines, {}),
    );
  }

  async hold(orderId: string, lines: readonly HoldLine[], expiresAt: Date, promoCodeId: string | null = null, seatsHoldToken: string | null = null): Promise<InventoryResult> {
    if (!promoCodeId && plain(lines)) return this.plainHolds.submit(batchKey(lines), { orderId, lines, expiresAt });
    return this.holdAlone(orderId, lines, expiresAt, promoCodeId, seatsHoldToken);
  }

  /** One order's hold in a transaction of its own: any lines (seats, promo code, share codes). */
  private async holdAlone(orderId: string, lines: readonly HoldLine[], expiresAt: Date, promoCodeId: string | null, seatsHoldToken: string | null): Promise<InventoryResult> {
    return this.inTransaction(async (client): Promise<InventoryResult> => {
      const soldOut = await this.lockAndCheck(client, orderId, lines);
      if (soldOut.length) return { ok: false, soldOut };
      const codeUsedUp = await this.shareCodesUsedUp(client, orderId, lines);
      if (codeUsedUp.length) return { ok: false, soldOut: codeUsedUp };
      if (promoCodeId && (await this.promoUseLeft(client, orderId, promoCodeId)) !== true) return { ok: false, promoCodeUsedUp: true };
      const seats = await this.pickSeats(client, orderId, lines, false);
      if ('taken' in seats) return { ok: false, seatsTaken: seats.taken };
      const seatsTaken = await this.writeSeats(client, orderId, seats, { heldUntil: expiresAt, holdToken: seatsHoldToken, kept: false });
      if (seatsTaken.length) return { ok: false, seatsTaken };
      await client.query('DELETE FROM ticketing.holds WHERE order_id = $1 AND NOT committed', [orderId]);
      await this.insertHolds(client, holdRows(orderId, lines, expiresAt), false);
      await client.query('DELETE FROM ticketing.promo_code_holds WHERE order_id = $1 AND NOT committed', [orderId]);
      if (promoCodeId) await client.query('INSERT INTO ticketing.promo_code_holds (order_id, promo_code_id, expires_at) VALUES ($1, $2, $3)', [orderId, promoCodeId, expiresAt]);
      return { ok: true };
    }, refused);
  }

  /**
   * Decides a batch of plain holds (all on the same ticket types) in one transaction: the ticket types locked as a
   * hold alone locks them, the batch's state read once (`readBatch`), each call decided in memory in arrival order,
   * and the accepted orders' holds replaced in two statements. An accepted order's promo code reservation and held
   * places go, as with a hold without them alone.
   */
  private async holdBatch(calls: PlainHold[]): Promise<InventoryResult[]> {
    return this.inTransaction(async (client) => {
      const results = decideHolds(calls, await this.readBatch(client, calls));
      // The last accepted call of each order is what it holds.
      const accepted = new Map(calls.filter((_, n) => results[n]!.ok).map((call) => [call.orderId, call]));
      if (!accepted.size) return results;
      const orderIds = [...accepted.keys()];
      // Rows in the order a hold alone takes them: places, hold rows, promo code reservations.
      await this.releaseSeats(client, orderIds);
      await client.query(
        `WITH promo AS (DELETE FROM ticketing.promo_code_holds WHERE order_id = ANY($1::uuid[]) AND NOT committed)
         DELETE FROM ticketing.holds WHERE order_id = ANY($1::uuid[]) AND NOT committed`,
        [orderIds],
      );
      await this.insertHolds(client, [...accepted.values()].flatMap((call) => holdRows(call.orderId, call.lines, call.expiresAt)), false);
      return results;
    });
  }

  async extend(orderId: string, expiresAt: Date): Promise<boolean> {
    return this.inTransaction(async (client) => {
      // The ticket types first, then the deadline read by the clock: a hold another order has already counted
      // as expired (under these locks) is never brought back, so its tickets are not sold twice.
      await client.query(
        'SELECT id FROM ticketing.ticket_types WHERE id IN (SELECT ticket_type_id FROM ticketing.holds WHERE order_id = $1 AND NOT committed) ORDER BY id FOR UPDATE',
        [orderId],
      );
      // Then the code's row, with the same rule for its reservation.
      await client.query(
        'SELECT 1 FROM ticketing.promo_codes p JOIN ticketing.promo_code_holds h ON h.promo_code_id = p.id WHERE h.order_id = $1 AND NOT h.committed FOR UPDATE OF p',
        [orderId],
      );
      // Then its places: one whose hold ended may already be another order's, so the hold as a whole has ended.
      const { rows: seats } = await client.query<{ live: boolean }>(
        `SELECT held_until > clock_timestamp() AS live FROM ticketing.seats WHERE order_id = $1 AND held_until IS NOT NULL ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`,
        [orderId],
      );
      if (seats.some((seat) => !seat.live)) return false;
      await client.query('UPDATE ticketing.promo_code_holds SET expires_at = $2 WHERE order_id = $1 AND NOT committed AND expires_at > clock_timestamp()', [orderId, expiresAt]);
      const { rowCount } = await client.query('UPDATE ticketing.holds SET expires_at = $2 WHERE order_id = $1 AND NOT committed AND expires_at > clock_timestamp()', [orderId, expiresAt]);
      if (!rowCount) return false;
      // The seat viewers keep each hold's deadline: they hear of the new one.
      const moved = await client.query<{ event_date_id: string }>('UPDATE ticketing.seats SET held_until = $2 WHERE order_id = $1 AND held_until IS NOT NULL RETURNING event_date_id', [orderId, expiresAt]);
      await notifySeatChanges(client, moved.rows.map((row) => row.event_date_id));
      return true;
    });
  }

  async commit(orderId: string, lines: readonly HoldLine[], options: { kept?: boolean } = {}): Promise<InventoryResult> {
    if (!options.kept && plain(lines)) return this.plainSales.submit(batchKey(lines), { orderId, lines });
    return this.commitAlone(orderId, lines, options);
  }

  /**
   * Decides a batch of plain sales (all on the same ticket types) in one transaction, as `holdBatch` does holds: the
   * sold orders' rows replaced by sold ones and `sold` raised in three statements; their held places freed, as by a
   * sale of plain lines alone. An order reserving a promo code use is sold alone after the batch (the code's lock and
   * limit stay in one place).
   */
  private async commitBatch(calls: PlainSale[]): Promise<InventoryResult[]> {
    const decided = await this.inTransaction(async (client) => {
      const results = decideSales(calls, await this.readBatch(client, calls));
      // Each order is sold at most once: a second call for it finds it sold.
      const sold = calls.filter((_, n) => results[n] === 'sold');
      if (!sold.length) return results;
      const orderIds = sold.map((call) => call.orderId);
      const soldAt = new Date();
      const rows = sold.flatMap((call) => holdRows(call.orderId, call.lines, soldAt));
      // Rows in the order a sale alone takes them: places, then hold rows.
      await this.releaseSeats(client, orderIds);
      await client.query('DELETE FROM ticketing.holds WHERE order_id = ANY($1::uuid[])', [orderIds]);
      await this.insertHolds(client, rows, true);
      await this.addSold(client, rows);
      return results;
    });
    const results: InventoryResult[] = [];
    for (const [n, result] of decided.entries()) results.push(result === 'alone' ? await this.commitAlone(calls[n]!.orderId, calls[n]!.lines, {}) : result === 'sold' ? { ok: true } : result);
    return results;
  }

  /** One order's sale in a transaction of its own: any lines (seats, share codes, guests' kept places), a promo code use. */
  private async commitAlone(orderId: string, lines: readonly HoldLine[], options: { kept?: boolean }): Promise<InventoryResult> {
    return this.inTransaction(async (client): Promise<InventoryResult> => {
      const ids = lines.map((line) => line.ticketTypeId).sort();
      await client.query('SELECT id FROM ticketing.ticket_types WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
      const { rows } = await client.query<{ committed: boolean; live: boolean }>(
        'SELECT committed, expires_at > clock_timestamp() AS live FROM ticketing.holds WHERE order_id = $1',
        [orderId],
      );
      if (rows.some((row) => row.committed)) return { ok: true };
      // Checked live or lapsed: other orders respect the order's live holds, and may have taken what lapsed.
      const codeUsedUp = await this.shareCodesUsedUp(client, orderId, lines);
      if (codeUsedUp.length) return { ok: false, soldOut: codeUsedUp };
      if (!rows.length || rows.some((row) => !row.live)) {
        // The holds expired (or there were none): sell only what is still free.
        const soldOut = await this.check(client, orderId, lines);
        if (soldOut.length) return { ok: false, soldOut };
      }
      const [promo] = (await client.query<{ promo_code_id: string }>('SELECT promo_code_id FROM ticketing.promo_code_holds WHERE order_id = $1 AND NOT committed', [orderId])).rows;
      if (promo) {
        // Checked again under the code's lock, live or lapsed: a reservation that lapsed (while this call waited
        // for the ticket locks, too) may have gone to another order. A deleted code is sold without a use.
        if ((await this.promoUseLeft(client, orderId, promo.promo_code_id)) === false) return { ok: false, promoCodeUsedUp: true };
        const { rowCount } = await client.query('UPDATE ticketing.promo_code_holds SET committed = true WHERE order_id = $1 AND NOT committed', [orderId]);
        // Released meanwhile (the order is ending): no use is counted.
        if (rowCount) await client.query('UPDATE ticketing.promo_codes SET uses = uses + 1 WHERE id = $1', [promo.promo_code_id]);
      }
      // The order's places (held, or lapsed while nobody took them), else free ones; after the code, as `hold` locks.
      const seats = await this.pickSeats(client, orderId, lines, !!options.kept);
      if ('taken' in seats) return { ok: false, seatsTaken: seats.taken };
      const seatsTaken = await this.writeSeats(client, orderId, seats, { heldUntil: null, holdToken: null, kept: !!options.kept });
      if (seatsTaken.length) return { ok: false, seatsTaken };
      await client.query('DELETE FROM ticketing.holds WHERE order_id = $1', [orderId]);
      const sold = holdRows(orderId, lines, new Date());
      await this.insertHolds(client, sold, true);
      await this.addSold(client, sold);
      return { ok: true };
    }, refused);
  }

  async returnSold(orderId: string, lines: readonly HoldLine[]): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('SELECT id FROM ticketing.ticket_types WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [lines.map((line) => line.ticketTypeId).sort()]);
      for (const line of lines) {
        // The order's sold row shrinks (and goes when empty), so the same ticket cannot be returned twice.
        const { rows } = await client.query<{ quantity: number }>(
          'SELECT quantity FROM ticketing.holds WHERE order_id = $1 AND ticket_type_id = $2 AND committed FOR UPDATE',
          [orderId, line.ticketTypeId],
        );
        const sold = rows[0]?.quantity ?? 0;
        const returned = Math.min(sold, line.quantity);
        if (!returned) continue;
        if (returned === sold) await client.query('DELETE FROM ticketing.holds WHERE order_id = $1 AND ticket_type_id = $2', [orderId, line.ticketTypeId]);
        else await client.query('UPDATE ticketing.holds SET quantity = $3 WHERE order_id = $1 AND ticket_type_id = $2', [orderId, line.ticketTypeId, sold - returned]);
        await client.query('UPDATE ticketing.ticket_types SET sold = sold - $2 WHERE id = $1', [line.ticketTypeId, returned]);
      }
      // The tickets' places are free again (a ticket moved to another seat is found by its item all the same).
      const itemIds = seatClaims(lines).flatMap((claim) => claim.itemIds);
      if (itemIds.length) await this.freeSeats(client, 'order_id = $1 AND item_id = ANY($2::uuid[]) AND held_until IS NULL', [orderId, itemIds]);
    });
  }

  async release(orderId: string): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('DELETE FROM ticketing.holds WHERE order_id = $1 AND NOT committed', [orderId]);
      await client.query('DELETE FROM ticketing.promo_code_holds WHERE order_id = $1 AND NOT committed', [orderId]);
      await this.releaseSeats(client, orderId);
    });
  }

  async lapse(orderId: string): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('DELETE FROM ticketing.holds WHERE order_id = $1 AND NOT committed', [orderId]);
      await this.releaseSeats(client, orderId);
    });
  }

  async expiredOrders(now: Date, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ order_id: string }>('SELECT DISTINCT order_id FROM ticketing.holds WHERE NOT committed AND expires_at <= $1 LIMIT $2', [now, limit]);
    return rows.map((row) => row.order_id);
  }

  async seatPlaces(eventDateId: string, labels: readonly string[]): Promise<SeatPlaces[]> {
    if (!labels.length) return [];
    const { rows } = await this.pool.query<{ label: string; category_key: number; places: number }>(
      'SELECT label, min(category_key) AS category_key, count(*) AS places FROM ticketing.seats WHERE event_date_id = $1 AND label = ANY($2::text[]) GROUP BY label',
      [eventDateId, [...new Set(labels)]],
    );
    return rows.map((row) => ({ label: row.label, categoryKey: row.category_key, places: row.places }));
  }

  async heldSeats(orderId: string): Promise<HeldSeat[]> {
    const { rows } = await this.pool.query<{ label: string; hold_token: string | null }>(
      'SELECT label, hold_token FROM ticketing.seats WHERE order_id = $1 AND held_until > now() ORDER BY label, place',
      [orderId],
    );
    return rows.map((row) => ({ label: row.label, holdToken: row.hold_token }));
  }

  async settle(orderId: string): Promise<void> {
    await this.inTransaction(async (client) => {
      await client.query('UPDATE ticketing.holds SET settled = true WHERE order_id = $1 AND committed AND NOT settled', [orderId]);
      // The use is final: it stays in the code's `uses`.
      await client.query('DELETE FROM ticketing.promo_code_holds WHERE order_id = $1 AND committed', [orderId]);
    });
  }

  /** A sold row's `expires_at` is when it was sold. */
  async unsettledOrders(soldBefore: Date, limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ order_id: string }>(
      'SELECT DISTINCT order_id FROM ticketing.holds WHERE committed AND NOT settled AND expires_at < $1 LIMIT $2',
      [soldBefore, limit],
    );
    return rows.map((row) => row.order_id);
  }

  async unsell(orderId: string): Promise<void> {
    await this.inTransaction(async (client) => {
      const { rows } = await client.query<{ ticket_type_id: string; quantity: number }>(
        'DELETE FROM ticketing.holds WHERE order_id = $1 AND committed AND NOT settled RETURNING ticket_type_id, quantity',
        [orderId],
      );
      await client.query('SELECT id FROM ticketing.ticket_types WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [rows.map((row) => row.ticket_type_id).sort()]);
      for (const row of rows) await client.query('UPDATE ticketing.ticket_types SET sold = sold - $2 WHERE id = $1', [row.ticket_type_id, row.quantity]);
      const [promo] = (await client.query<{ promo_code_id: string }>('SELECT promo_code_id FROM ticketing.promo_code_holds WHERE order_id = $1 AND committed', [orderId])).rows;
      if (promo) {
        await client.query('SELECT 1 FROM ticketing.promo_codes WHERE id = $1 FOR UPDATE', [promo.promo_code_id]);
        const { rowCount } = await client.query('DELETE FROM ticketing.promo_code_holds WHERE order_id = $1 AND committed', [orderId]);
        if (rowCount) await client.query('UPDATE ticketing.promo_codes SET uses = uses - 1 WHERE id = $1', [promo.promo_code_id]);
      }
      // Its places, sold or still held, go back too (last, as every inventory call locks them).
      if (rows.length) await this.freeSeats(client, 'order_id = $1', [orderId]);
    });
  }

  /**
   * Whether the promo code has a use left for this order: its limit less its uses and the live reservations
   * of other orders; null when the code was deleted. Locks the code's row first; the count runs in a later
   * statement, whose snapshot sees every reservation committed before the lock was granted, and reads
   * deadlines by the clock (the transaction's start may lie long before, when it waited for ticket locks).
   */
  private async promoUseLeft(client: pg.PoolClient, orderId: string, promoCodeId: string): Promise<boolean | null> {
    const [code] = (await client.query<{ quantity: number | null; uses: number }>('SELECT quantity, uses FROM ticketing.promo_codes WHERE id = $1 FOR UPDATE', [promoCodeId])).rows;
    if (!code) return null;
    if (code.quantity === null) return true;
    const { rows } = await client.query<{ reserved: number }>(
      'SELECT count(*) AS reserved FROM ticketing.promo_code_holds WHERE promo_code_id = $1 AND NOT committed AND expires_at > clock_timestamp() AND order_id <> $2',
      [promoCodeId, orderId],
    );
    return code.uses + rows[0]!.reserved < code.quantity;
  }

  private async lockAndCheck(client: pg.PoolClient, orderId: string, lines: readonly HoldLine[]): Promise<string[]> {
    await client.query('SELECT id FROM ticketing.ticket_types WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [lines.map((line) => line.ticketTypeId).sort()]);
    return this.check(client, orderId, lines);
  }

  /** Ticket types among the lines whose free capacity (not counting this order's own holds) is too small. */
  private async check(client: pg.PoolClient, orderId: string, lines: readonly HoldLine[]): Promise<string[]> {
    const { rows } = await client.query<{ id: string; free: number }>(
      `SELECT t.id,
              (CASE WHEN t.visibility_scope = 'secret' AND t.quantity_per_code IS NOT NULL THEN LEAST(t.quantity, t.quantity_per_code) ELSE t.quantity END
               - t.sold
               - COALESCE((SELECT sum(h.quantity) FROM ticketing.holds h
                           WHERE h.ticket_type_id = t.id AND NOT h.committed AND h.expires_at > now() AND h.order_id <> $2), 0))::int AS free
       FROM ticketing.ticket_types t WHERE t.id = ANY($1::uuid[])`,
      [lines.map((line) => line.ticketTypeId), orderId],
    );
    const free = new Map(rows.map((row) => [row.id, row.free]));
    return lines.filter((line) => (free.get(line.ticketTypeId) ?? 0) < line.quantity).map((line) => line.ticketTypeId);
  }

  /**
   * Ticket types among the lines whose share code has too few tickets left: the allowance less what other orders
   * hold (until their deadline) or bought through it. A code that is not one of the ticket type's, or a ticket type
   * without an allowance, has none. Run after the ticket types are locked.
   */
  private async shareCodesUsedUp(client: pg.PoolClient, orderId: string, lines: readonly HoldLine[]): Promise<string[]> {
    const coded = lines.filter(shareCodeOf);
    if (!coded.length) return [];
    const { rows } = await client.query<{ ticket_type_id: string; left: number }>(
      `SELECT c.ticket_type_id, t.initial_quantity_per_code
              - coalesce((SELECT sum(h.quantity) FROM ticketing.holds h
                          WHERE h.share_code = c.code AND h.ticket_type_id = c.ticket_type_id AND (h.committed OR h.expires_at > now()) AND h.order_id <> $3), 0) AS "left"
       FROM ticketing.list_share_codes c JOIN ticketing.ticket_types t ON t.id = c.ticket_type_id
       JOIN unnest($1::uuid[], $2::text[]) AS l (ticket_type_id, code) ON l.ticket_type_id = c.ticket_type_id AND l.code = c.code
       WHERE t.initial_quantity_per_code IS NOT NULL`,
      [coded.map((line) => line.ticketTypeId), coded.map(shareCodeOf), orderId],
    );
    const left = new Map(rows.map((row) => [row.ticket_type_id, row.left]));
    return coded.filter((line) => (left.get(line.ticketTypeId) ?? 0) < line.quantity).map((line) => line.ticketTypeId);
  }

  /**
   * Locks the batch's ticket types in id order (as every inventory call does), then reads, in a later statement whose
   * snapshot sees every hold committed before the locks were granted and at one instant of the clock: each ticket
   * type's capacity less sold and its live holds, every hold row of the batch's orders, and which of them reserve a
   * promo code use.
   */
  private async readBatch(client: pg.PoolClient, calls: readonly { orderId: string; lines: readonly HoldLine[] }[]): Promise<BatchState> {
    const ticketTypeIds = [...new Set(calls.flatMap((call) => call.lines.map((line) => line.ticketTypeId)))].sort();
    const orderIds = [...new Set(calls.map((call) => call.orderId))];
    await client.query('SELECT id FROM ticketing.ticket_types WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ticketTypeIds]);
    const { rows } = await client.query<{ stock: { id: string; free: number; held: number }[] | null; holds: (OrderHold & { orderId: string })[] | null; promo: string[] | null }>(
      `SELECT
         (SELECT json_agg(json_build_object(
                   'id', t.id,
                   'free', CASE WHEN t.visibility_scope = 'secret' AND t.quantity_per_code IS NOT NULL THEN LEAST(t.quantity, t.quantity_per_code) ELSE t.quantity END - t.sold,
                   'held', COALESCE((SELECT sum(h.quantity) FROM ticketing.holds h
                                     WHERE h.ticket_type_id = t.id AND NOT h.committed AND h.expires_at > statement_timestamp()), 0)))
          FROM ticketing.ticket_types t WHERE t.id = ANY($1::uuid[])) AS stock,
         (SELECT json_agg(json_build_object('orderId', h.order_id, 'ticketTypeId', h.ticket_type_id, 'quantity', h.quantity, 'committed', h.committed, 'live', h.expires_at > statement_timestamp()))
          FROM ticketing.holds h WHERE h.order_id = ANY($2::uuid[])) AS holds,
         (SELECT json_agg(p.order_id) FROM ticketing.promo_code_holds p WHERE p.order_id = ANY($2::uuid[]) AND NOT p.committed) AS promo`,
      [ticketTypeIds, orderIds],
    );
    const state: BatchState = { stock: new Map(), orders: new Map(), promo: new Set(rows[0]!.promo) };
    for (const type of rows[0]!.stock ?? []) state.stock.set(type.id, { free: type.free, held: type.held });
    for (const { orderId, ...hold } of rows[0]!.holds ?? []) state.orders.set(orderId, [...(state.orders.get(orderId) ?? []), hold]);
    return state;
  }

  /** Writes hold rows (of one order or several) in one statement: held until their deadline, or sold (`expiresAt`: when). */
  private async insertHolds(client: pg.PoolClient, rows: readonly HoldRow[], committed: boolean): Promise<void> {
    await client.query(
      `INSERT INTO ticketing.holds (order_id, ticket_type_id, quantity, expires_at, committed, settled, share_code)
       SELECT order_id, ticket_type_id, quantity, expires_at, $6, false, share_code
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::timestamptz[], $5::text[]) AS l (order_id, ticket_type_id, quantity, expires_at, share_code)`,
      [rows.map((row) => row.orderId), rows.map((row) => row.ticketTypeId), rows.map((row) => row.quantity), rows.map((row) => row.expiresAt), rows.map((row) => row.shareCode), committed],
    );
  }

  /** Counts sold rows in their ticket types' `sold` (locked by the caller). */
  private async addSold(client: pg.PoolClient, rows: readonly HoldRow[]): Promise<void> {
    await client.query(
      `UPDATE ticketing.ticket_types t SET sold = t.sold + l.quantity
       FROM (SELECT id, sum(quantity) AS quantity FROM unnest($1::uuid[], $2::int[]) AS l (id, quantity) GROUP BY id) l WHERE t.id = l.id`,
      [rows.map((row) => row.ticketTypeId), rows.map((row) => row.quantity)],
    );
  }

  /**
   * Locks, in key order, the places the order holds and the places the lines' labels could take (free, or the
   * order's own; `kept`: places kept for guests too), then picks each label's places: the order's own first,
   * then the lowest free ones. The labels with too few places are taken.
   */
  private async pickSeats(client: pg.PoolClient, orderId: string, lines: readonly HoldLine[], kept: boolean): Promise<PickedSeats | { taken: string[] }> {
    const claims = seatClaims(lines);
    let eventDateId: string | null = null;
    if (claims.length) {
      const seated = lines.filter((line) => line.seats?.length).map((line) => line.ticketTypeId);
      const { rows } = await client.query<{ event_date_id: string }>('SELECT DISTINCT event_date_id FROM ticketing.ticket_types WHERE id = ANY($1::uuid[])', [seated]);
      if (rows.length !== 1) return { taken: claims.map((claim) => claim.label) };
      eventDateId = rows[0]!.event_date_id;
    }
    const { rows } = await client.query<{ event_date_id: string; label: string; place: number; mine: boolean }>(
      `SELECT event_date_id, label, place, coalesce(order_id = $1 AND held_until IS NOT NULL, false) AS mine FROM ticketing.seats s
       WHERE (order_id = $1 AND held_until IS NOT NULL) OR (event_date_id = $2 AND label = ANY($3::text[]) AND ${claimable('$4')})
       ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`,
      [orderId, eventDateId, claims.map((claim) => claim.label), kept],
    );
    const places: PickedSeats['places'] = [];
    const taken: string[] = [];
    for (const claim of claims) {
      const candidates = rows.filter((row) => row.event_date_id === eventDateId && row.label === claim.label).sort((a, b) => Number(b.mine) - Number(a.mine) || a.place - b.place);
      if (candidates.length < claim.quantity) taken.push(claim.label);
      candidates.slice(0, claim.quantity).forEach((row, n) => places.push({ label: row.label, place: row.place, itemId: claim.itemIds[n] ?? null }));
    }
    return taken.length ? { taken } : { eventDateId, places };
  }

  /**
   * Gives the order exactly the picked places (locked by `pickSeats`): held until `heldUntil` for the seat session
   * `holdToken`, or sold (`heldUntil` null) each to its ticket; the places it held besides are freed. Each place is
   * taken only if it is still the order's or free (`kept`: or kept for guests); answers the labels it could not take.
   */
  private async writeSeats(
    client: pg.PoolClient,
    orderId: string,
    { eventDateId, places }: PickedSeats,
    to: { heldUntil: Date | null; holdToken: string | null; kept: boolean },
  ): Promise<string[]> {
    const labels = places.map((p) => p.label);
    const numbers = places.map((p) => p.place);
    const freed = await client.query<{ event_date_id: string }>(
      `UPDATE ticketing.seats SET order_id = NULL, held_until = NULL, hold_token = NULL, item_id = NULL
       WHERE order_id = $1 AND held_until IS NOT NULL AND (event_date_id, label, place) NOT IN (SELECT $2::uuid, l, p FROM unnest($3::text[], $4::int[]) AS c (l, p))
       RETURNING event_date_id`,
      [orderId, eventDateId, labels, numbers],
    );
    const taken = places.length
      ? await client.query<{ event_date_id: string; label: string; place: number }>(
          `UPDATE ticketing.seats s SET order_id = $1, held_until = $5, hold_token = $6, item_id = c.item_id, blocked = NULL
           FROM unnest($3::text[], $4::int[], $7::uuid[]) AS c (label, place, item_id)
           WHERE s.event_date_id = $2 AND s.label = c.label AND s.place = c.place AND ((s.order_id = $1 AND s.held_until IS NOT NULL) OR ${claimable('$8')})
           RETURNING s.event_date_id, s.label, s.place`,
          [orderId, eventDateId, labels, numbers, to.heldUntil, to.holdToken, places.map((p) => p.itemId), to.kept],
        )
      : { rows: [] };
    const written = new Set(taken.rows.map((row) => `${row.label}\n${row.place}`));
    const missed = [...new Set(places.filter((p) => !written.has(`${p.label}\n${p.place}`)).map((p) => p.label))];
    if (!missed.length) await notifySeatChanges(client, [...freed.rows, ...taken.rows].map((row) => row.event_date_id));
    return missed;
  }

  /** Frees the places the orders hold (not those sold). */
  private releaseSeats(client: pg.PoolClient, orderIds: string | string[]): Promise<void> {
    return this.freeSeats(client, 'order_id = ANY($1::uuid[]) AND held_until IS NOT NULL', [[orderIds].flat()]);
  }

  /** Frees the places matching `where` (on `params`), locking them in key order first, and tells their dates' viewers. */
  private async freeSeats(client: pg.PoolClient, where: string, params: unknown[]): Promise<void> {
    await client.query(`SELECT 1 FROM ticketing.seats WHERE ${where} ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`, params);
    const freed = await client.query<{ event_date_id: string }>(
      `UPDATE ticketing.seats SET order_id = NULL, item_id = NULL, held_until = NULL, hold_token = NULL WHERE ${where} RETURNING event_date_id`,
      params,
    );
    await notifySeatChanges(client, freed.rows.map((row) => row.event_date_id));
  }

  /** Runs `work` in a transaction, rolled back when `refuse` says its result refuses (nothing changes then). */
  private async inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>, refuse: (result: T) => boolean = () => false): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query(refuse(result) ? 'ROLLBACK' : 'COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
