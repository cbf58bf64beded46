import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';

/**
 * The guest list of `/management/courses/{id}` acts for the event's owner: the owner's managers, and the
 * event's collaborators with admin or door access (seed 000 §6: door sees Guests and Team).
 */
@Injectable()
export class EventGuestsResolver implements OwnerResolver {
  constructor(private readonly staff: EventStaff) {}

  resolveOwnerId(call: CallArguments): Promise<string | null> {
    return this.staff.ownerOf(String(call.params.id));
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    const access = await this.staff.accessOf(String(call.params.id), principal.userId);
    return access === 'admin' || access === 'door';
  }
}
