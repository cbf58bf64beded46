import { Injectable } from '@nestjs/common';
import type { AuthenticatedRequest, OwnerResolver, Principal } from '../../../shared/http/auth.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';

/**
 * The guest list of `/management/courses/{id}` acts for the event's owner: the owner's managers, and the
 * event's collaborators with admin or door access (seed 000 §6: door sees Guests and Team).
 */
@Injectable()
export class EventGuestsResolver implements OwnerResolver {
  constructor(private readonly staff: EventStaff) {}

  resolveOwnerId(request: AuthenticatedRequest): Promise<string | null> {
    return this.staff.ownerOf(String(request.params.id));
  }

  async admits(principal: Principal, request: AuthenticatedRequest): Promise<boolean> {
    const access = await this.staff.accessOf(String(request.params.id), principal.userId);
    return access === 'admin' || access === 'door';
  }
}
