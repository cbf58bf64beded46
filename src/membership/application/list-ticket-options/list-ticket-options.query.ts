import { Query } from '@nestjs/cqrs';
import type { MemberTicket } from '../../../ticketing/contracts/member-tickets.js';

/** The ticket types of the owner's upcoming dates (the benefit form's ticket picker). */
export class ListTicketOptionsQuery extends Query<MemberTicket[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
