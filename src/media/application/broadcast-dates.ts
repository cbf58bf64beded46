import { notFound } from '../../shared/errors.js';
import { isUuid } from '../../shared/ids.js';
import type { TicketDate, TicketDates } from '../../ticketing/contracts/ticket-dates.js';
import { BROADCAST_MESSAGES } from '../domain/broadcast.js';

/** The event's date a broadcast is for: one that sells online tickets. */
export async function onlineDate(dates: TicketDates, eventId: string, eventDateId: string): Promise<TicketDate> {
  const date = isUuid(eventId) && isUuid(eventDateId) ? (await dates.onlineDatesOf(eventId)).find((d) => d.date.id === eventDateId) : undefined;
  if (!date) throw notFound(BROADCAST_MESSAGES.notOnline);
  return date;
}
