import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { isUuid } from '../../../shared/ids.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';
import { Orders } from '../order-repository.js';

/**
 * The card-reader calls act for the owner of the order they name (`id` in the body), like the box office that
 * made it: the owner's managers and the event's collaborators with admin or door access. An unknown order
 * resolves to no owner, and the handler answers 'Order not found'.
 */
@Injectable()
export class TerminalOrderResolver implements OwnerResolver {
  constructor(
    private readonly orders: Orders,
    private readonly staff: EventStaff,
  ) {}

  async resolveOwnerId(call: CallArguments): Promise<string | null> {
    return (await this.header(call))?.ownerId ?? null;
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    const header = await this.header(call);
    if (!header) return false;
    const access = await this.staff.accessOf(header.eventId, principal.userId);
    return access === 'admin' || access === 'door';
  }

  private async header(call: CallArguments) {
    const id = (call.body as { id?: unknown } | undefined)?.id;
    if (!isUuid(id)) return null;
    return (await this.orders.load(id)).state.header;
  }
}
