import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';

/**
 * Moving an attendee acts for the owner of the ticket's event: the owner's managers, and the event's
 * collaborators with admin or door access. A ticket that does not exist resolves to no owner, and the
 * handler answers 'Registration not found'.
 */
@Injectable()
export class TicketSeatOwnerResolver implements OwnerResolver {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly staff: EventStaff,
  ) {}

  async resolveOwnerId(call: CallArguments): Promise<string | null> {
    return (await this.queries.registration(String(call.params.id)))?.ownerId ?? null;
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    const found = await this.queries.registration(String(call.params.id));
    if (!found) return false;
    const access = await this.staff.accessOf(found.eventId, principal.userId);
    return access === 'admin' || access === 'door';
  }
}
