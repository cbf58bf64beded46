import { Query } from '@nestjs/cqrs';
import type { TicketView } from '../../domain/ticket-view.js';

/** The tickets of a completed order. */
export class GetTicketsQuery extends Query<TicketView[]> {
  constructor(readonly orderId: string) {
    super();
  }
}
