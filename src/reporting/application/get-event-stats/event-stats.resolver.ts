import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';

/**
 * An event's stats (`/management/courses/{id}/stats`) are for the event's owner: the owner's managers, and
 * the event's collaborators with admin access (seed 000: door sees Guests and Team only).
 */
@Injectable()
export class EventStatsResolver implements OwnerResolver {
  constructor(private readonly staff: EventStaff) {}

  resolveOwnerId(call: CallArguments): Promise<string | null> {
    return this.staff.ownerOf(String(call.params.id));
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    return (await this.staff.accessOf(String(call.params.id), principal.userId)) === 'admin';
  }
}
