import { Command } from '@nestjs/cqrs';

/** The ticket the door names: a scanned QR code, or a registration found by searching the guest list. */
export type DoorTicket = { code: string } | { registrationId: string };

/** Where the door admits: the event, and the date chosen (null: any date of the event). */
export interface DoorScope {
  eventId: string;
  eventDateId: string | null;
}

/** A ticket as the door sees it: its holder, ticket type and seat. */
export interface DoorTicketView {
  id: string;
  firstName: string;
  lastName: string;
  ticket: string;
  ticketTypeId: string;
  seat: string | null;
  eventId: string;
  eventDateId: string;
}

export interface CheckedIn extends DoorTicketView {
  status: 'checked_in';
  checkedInAt: string;
  /** The same scan sent again (its id named the check-in already made): admitted then, nothing changed now. */
  sameScan: boolean;
  /** 'Checked in', or 'Already checked in by this scan at …'. */
  message: string;
}

/**
 * Admit the holder of a ticket, once. `scope` (the door's event and date) refuses tickets of other events
 * and dates; without it (the code-only call) any genuine ticket is admitted. `scanId` lets the door send
 * the same scan again without being refused.
 */
export class CheckInCommand extends Command<CheckedIn> {
  constructor(
    readonly ticket: DoorTicket,
    readonly scope: DoorScope | null,
    readonly scanId: string | null,
  ) {
    super();
  }
}
