import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { SeatMoves, type SeatMove, type SeatMoveResult } from '../contracts/seat-moves.js';
import { notifySeatChanges, SEAT_LOCK_ORDER, seatUnclaimed } from './seat-rows.js';

interface PlaceRecord {
  label: string;
  place: number;
  category_key: number;
  item_id: string | null;
  free: boolean;
  blocked: 'not_for_sale' | 'kept' | null;
}

/**
 * A sold place moves in one transaction: the ticket's place and the places of the new label are locked in
 * one statement, in key order (two moves the other way round never deadlock), then the new place is sold to
 * the ticket and the old one freed.
 */
@Injectable()
export class PostgresSeatMoves extends SeatMoves {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async moveSeat(move: SeatMove): Promise<SeatMoveResult> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await this.move(client, move);
      await client.query(result.ok ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async move(client: pg.PoolClient, { eventDateId, orderId, itemId, ticketTypeId, toLabel }: SeatMove): Promise<SeatMoveResult> {
    // The ticket's place is the one sold to it: a place it was only held in before may still name the item.
    const { rows } = await client.query<PlaceRecord>(
      `SELECT label, place, category_key, item_id, coalesce(${seatUnclaimed('s')}, false) AS free, blocked
       FROM ticketing.seats s WHERE event_date_id = $1 AND (label = $2 OR (item_id = $3 AND order_id = $4 AND held_until IS NULL))
       ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`,
      [eventDateId, toLabel, itemId, orderId],
    );
    const from = rows.find((row) => row.item_id === itemId && !row.free)?.label ?? null;
    if (from === toLabel) return { ok: true, from };
    const target = rows.filter((row) => row.label === toLabel);
    if (!target.length) return { ok: false, refusal: 'unknown' };
    const [ticketType] = (await client.query<{ keys: number[] }>('SELECT seats_category_keys AS keys FROM ticketing.ticket_types WHERE id = $1', [ticketTypeId])).rows;
    if (!ticketType?.keys.includes(target[0]!.category_key)) return { ok: false, refusal: 'category' };
    const free = target.filter((row) => row.free);
    // A place kept for guests may take the attendee, when no open one is left.
    const place = free.find((row) => row.blocked === null) ?? free.find((row) => row.blocked === 'kept');
    if (!place) return { ok: false, refusal: free.length ? 'not_for_sale' : 'taken' };
    const taken = await client.query(
      `UPDATE ticketing.seats s SET order_id = $4, item_id = $5, held_until = NULL, hold_token = NULL, blocked = NULL
       WHERE event_date_id = $1 AND label = $2 AND place = $3 AND ${seatUnclaimed('s')} AND (blocked IS NULL OR blocked = 'kept')`,
      [eventDateId, toLabel, place.place, orderId, itemId],
    );
    if (taken.rowCount !== 1) return { ok: false, refusal: 'taken' };
    await client.query(
      'UPDATE ticketing.seats SET order_id = NULL, item_id = NULL, held_until = NULL, hold_token = NULL WHERE event_date_id = $1 AND item_id = $2 AND order_id = $3 AND held_until IS NULL AND label <> $4',
      [eventDateId, itemId, orderId, toLabel],
    );
    await notifySeatChanges(client, [eventDateId]);
    return { ok: true, from };
  }
}
