import { formatInZone, formatTimeInZone } from './zoned-time.js';

/** What the door is told about a scanned ticket that is not admitted, and about undoing a check-in. */
export const CHECK_IN_MESSAGES = {
  invalid: 'Invalid ticket',
  notFound: 'Ticket not found',
  otherEvent: 'This ticket is for another event',
  canceled: 'This ticket was canceled',
  refunded: 'This ticket was refunded',
  notCheckedIn: 'This ticket is not checked in',
  scanUndone: 'The check-in of this scan was undone',
  ticketRequired: 'Scan a ticket or choose a guest',
  notADate: 'eventDateId must be a date of the event',
  checkedIn: 'Checked in',
  checkedOut: 'Check-in undone',
} as const;

const dayIn = (date: Date, timezone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** When a ticket was checked in, in the event's zone: the time alone on the same day as `now`, else the date too. */
export const checkInTime = (at: string, timezone: string, now: Date) =>
  dayIn(new Date(at), timezone) === dayIn(now, timezone) ? formatTimeInZone(at, timezone) : formatInZone(at, timezone);

/** A second scan of an admitted ticket, e.g. "Already checked in at 7:42 PM EST". */
export const alreadyCheckedIn = (at: string, timezone: string, now: Date) => `Already checked in at ${checkInTime(at, timezone, now)}`;

/** The same scan sent again (the phone lost the answer, or sent its offline queue twice): it had admitted the ticket. */
export const checkedInByThisScan = (at: string, timezone: string, now: Date) => `Already checked in by this scan at ${checkInTime(at, timezone, now)}`;

/** A ticket of the event for another of its dates, naming that date. */
export const otherDate = (startsAt: string, timezone: string) => `This ticket is for another date: ${formatInZone(startsAt, timezone)}`;
