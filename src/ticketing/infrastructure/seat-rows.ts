import type pg from 'pg';

/**
 * What every writer of ticketing.seats (one row per place) shares, so that they agree:
 * - which place is free or taken (a hold counts until its deadline, read by the transaction's clock);
 * - the order rows are locked in: (event_date_id, label, place), the primary key's. A writer locks all the rows it
 *   will change in one statement in that order (`lockSeatRows`, or a `FOR UPDATE` with the same ORDER BY) before
 *   changing them, so two writers never wait on each other crosswise (a deadlock would fail one of them);
 * - the notification the seat maps listen for, sent in the writer's transaction.
 */

/** The channel every seat write notifies in its transaction, with the date's id as payload. */
export const SEAT_CHANGES_CHANNEL = 'seat_changes';

/** SQL: the place of alias `s` is sold, or held by a hold still running. */
export const seatTaken = (s: string) => `(${s}.order_id IS NOT NULL AND (${s}.held_until IS NULL OR ${s}.held_until > now()))`;

/** SQL: the place of alias `s` has no order, or only a hold past its deadline (it may still be blocked). */
export const seatUnclaimed = (s: string) => `(${s}.order_id IS NULL OR ${s}.held_until <= now())`;

/** The row lock order of ticketing.seats, for `ORDER BY … FOR UPDATE`. */
export const SEAT_LOCK_ORDER = 'event_date_id, label, place';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** Locks every place of these dates (in the one lock order) until the transaction ends. */
export async function lockSeatRows(db: Queryable, dateIds: readonly string[]): Promise<void> {
  if (dateIds.length) await db.query(`SELECT 1 FROM ticketing.seats WHERE event_date_id = ANY($1::uuid[]) ORDER BY ${SEAT_LOCK_ORDER} FOR UPDATE`, [dateIds]);
}

/** Tells the seat maps of these dates that their seats changed (delivered when the transaction commits). */
export async function notifySeatChanges(db: Queryable, dateIds: Iterable<string>): Promise<void> {
  const unique = [...new Set(dateIds)];
  if (unique.length) await db.query('SELECT pg_notify($1, d::text) FROM unnest($2::uuid[]) AS d', [SEAT_CHANGES_CHANNEL, unique]);
}
