import type { TicketDate, TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { isHolder, type HeldTicket } from '../../domain/held-ticket.js';
import type { RegistrationRecord, Viewer } from '../registration-view.js';

/** The dates' ticket details by date id (an organizer may have moved a date since the purchase). */
export const datesById = async (dates: TicketDates, ids: readonly string[]): Promise<Map<string, TicketDate>> =>
  new Map((await dates.ofDates([...new Set(ids)])).map((d) => [d.date.id, d]));

export const heldTicket = (record: RegistrationRecord, date: TicketDate, viewer: Viewer): HeldTicket => ({
  status: record.status,
  attendance: record.attendance,
  paid: record.paid,
  startsAt: date.date.startsAt,
  holder: isHolder(record, viewer),
});
