import { Query } from '@nestjs/cqrs';

/** One ticket type at the door: its tickets checked in against those expected (issued, not canceled or refunded). */
export interface TicketTypeCheckIns {
  ticketTypeId: string;
  name: string;
  checkedIn: number;
  expected: number;
}

export interface CheckInCounts {
  checkedIn: number;
  expected: number;
  ticketTypes: TicketTypeCheckIns[];
}

/** How many of an event date's tickets are checked in, per ticket type and in all (every date when `eventDateId` is null). */
export class GetCheckInCountsQuery extends Query<CheckInCounts> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string | null,
  ) {
    super();
  }
}
