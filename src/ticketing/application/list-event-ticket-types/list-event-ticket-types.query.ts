import { Query } from '@nestjs/cqrs';
import type { ManagedTicketsView } from '../managed-tickets-view.js';

/** Every ticket type of an event, per date, with tickets sold (for its managers). */
export class ListEventTicketTypesQuery extends Query<ManagedTicketsView> {
  constructor(readonly eventId: string) {
    super();
  }
}
