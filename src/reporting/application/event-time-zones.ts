import type { TicketDates } from '../../ticketing/contracts/ticket-dates.js';
import type { StoredTransaction, TransactionRow } from './report-views.js';

/** The rows with their event's time zone, read from ticketing as it is now (an organizer may change it). */
export async function withEventTimeZones(rows: readonly StoredTransaction[], dates: TicketDates): Promise<TransactionRow[]> {
  const dateIds = [...new Set(rows.flatMap((row) => (row.eventDateId ? [row.eventDateId] : [])))];
  const zones = new Map((await dates.ofDates(dateIds)).map((found) => [found.date.id, found.event.timezone]));
  return rows.map(({ eventDateId, ...row }) => ({ ...row, timezone: (eventDateId && zones.get(eventDateId)) || null }));
}
