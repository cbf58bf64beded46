import { Query } from '@nestjs/cqrs';
import type { TicketTypeView } from '../event-view.js';

/** The ticket types of one date ("eventId" in the seeds' checkout calls), in-person or online. */
export class ListTicketsQuery extends Query<TicketTypeView[]> {
  constructor(
    readonly eventDateId: string,
    readonly attendance: 'in-person' | 'online' | undefined,
    /** The signed-in viewer, for members-only tickets and member prices; null otherwise. */
    readonly viewerId: string | null = null,
  ) {
    super();
  }
}
