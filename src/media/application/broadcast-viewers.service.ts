import { Injectable } from '@nestjs/common';
import { OnlineTicketHolders } from '../../checkout/contracts/online-ticket-holders.js';
import { OwnerAccess, type Principal } from '../../shared/access.js';
import { EventStaff } from '../../ticketing/contracts/event-staff.js';
import type { Broadcast } from '../domain/broadcast.js';

/** Who may watch a broadcast: the event's managers (any access), and whoever holds a valid online ticket of its date. */
@Injectable()
export class BroadcastViewers {
  constructor(
    private readonly owners: OwnerAccess,
    private readonly staff: EventStaff,
    private readonly holders: OnlineTicketHolders,
  ) {}

  async canWatch(broadcast: Broadcast, viewer: Principal | null): Promise<boolean> {
    if (!viewer) return false;
    if (await this.owners.canManage(viewer, broadcast.ownerId)) return true;
    if ((await this.staff.accessOf(broadcast.eventId, viewer.userId)) !== null) return true;
    return this.holders.holds(viewer.userId, broadcast.eventDateId);
  }
}
