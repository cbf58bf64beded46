import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { SeatRepository, type SeatBlockResult } from '../application/ports/seat-repository.port.js';
import { notifySeatChanges, SEAT_LOCK_ORDER, seatUnclaimed } from './seat-rows.js';

/**
 * Blocks and unblocks seats under the row locks the holds take, so a seat is never blocked while an order
 * takes it. A hold past its deadline counts as free, and blocking the place ends it.
 */
@Injectable()
export class PostgresSeatRepository extends SeatRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async block(eventDateId: string, labels: readonly string[], blocked: 'not_for_sale' | 'kept' | null): Promise<SeatBlockResult> {
    const wanted = [...new Set(labels)];
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ label: string; free: boolean }>(
        `SELECT label, coalesce(${seatUnclaimed('s')}, false) AS free FROM ticketing.seats s
         WHERE event_date_id = $1 AND label = ANY($2::text[]) ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`,
        [eventDateId, wanted],
      );
      const free = new Map<string, boolean>();
      for (const row of rows) free.set(row.label, (free.get(row.label) ?? false) || row.free);
      const unknown = wanted.filter((label) => !free.has(label));
      const taken = wanted.filter((label) => free.get(label) === false);
      if (unknown.length || taken.length) {
        await client.query('ROLLBACK');
        return { ok: false, unknown, taken };
      }
      await client.query(
        `UPDATE ticketing.seats s SET blocked = $3, order_id = NULL, held_until = NULL, hold_token = NULL, item_id = NULL
         WHERE event_date_id = $1 AND label = ANY($2::text[]) AND ${seatUnclaimed('s')}`,
        [eventDateId, wanted, blocked],
      );
      await notifySeatChanges(client, [eventDateId]);
      await client.query('COMMIT');
      return { ok: true };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
