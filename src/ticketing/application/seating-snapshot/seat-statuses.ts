import type { SeatRow } from '../ports/seating-feed.port.js';

/** A place as the organizer sees it. A hold counts until its deadline: an expired hold is available again. */
export type PlaceStatus = 'available' | 'held' | 'sold' | 'not_for_sale' | 'kept';

/** A label as buyers see it: a place kept for guests is simply not for sale to them. */
export type PublicSeatStatus = 'available' | 'held' | 'sold' | 'not_for_sale';

export interface PublicSeat {
  label: string;
  status: PublicSeatStatus;
  /** Places free to buy (1 or 0 for a seat; an area's free places). */
  available: number;
}

export function placeStatus(row: SeatRow, now: Date): PlaceStatus {
  if (row.orderId !== null) {
    if (row.heldUntil === null) return 'sold';
    if (row.heldUntil > now) return 'held';
  }
  return row.blocked ?? 'available';
}

/** A label's public status from its places: available while any is free, else held, sold or not for sale. */
export function publicSeat(label: string, rows: readonly SeatRow[], now: Date): PublicSeat {
  const statuses = rows.map((row) => placeStatus(row, now));
  const available = statuses.filter((status) => status === 'available').length;
  const status: PublicSeatStatus = available > 0 ? 'available' : statuses.includes('held') ? 'held' : statuses.includes('sold') ? 'sold' : 'not_for_sale';
  return { label, status, available };
}

/** When the first live hold among these places ends (ms since the epoch); null without one. */
export function nextHoldExpiry(rows: Iterable<readonly SeatRow[]>, now: Date): number | null {
  let next: number | null = null;
  for (const places of rows) {
    for (const row of places) {
      const until = row.orderId !== null && row.heldUntil !== null ? row.heldUntil.getTime() : null;
      if (until !== null && until > now.getTime() && (next === null || until < next)) next = until;
    }
  }
  return next;
}
