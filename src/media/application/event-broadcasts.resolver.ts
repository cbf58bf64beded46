import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver, Principal } from '../../shared/access.js';
import { EventStaff } from '../../ticketing/contracts/event-staff.js';

/** `/management/courses/{id}/broadcasts` acts for the event's owner: the owner's managers and the event's admin collaborators. */
@Injectable()
export class EventBroadcastsResolver implements OwnerResolver {
  constructor(private readonly staff: EventStaff) {}

  resolveOwnerId(call: CallArguments): Promise<string | null> {
    return this.staff.ownerOf(String(call.params.id));
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    return (await this.staff.accessOf(String(call.params.id), principal.userId)) === 'admin';
  }
}
