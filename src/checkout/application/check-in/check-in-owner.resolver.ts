import { Injectable } from '@nestjs/common';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';
import { CheckoutQueries } from '../ports/checkout-queries.port.js';
import { registrationOfCode } from './registration-of-code.js';

const codeOf = (call: CallArguments): string | null => {
  const code = (call.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
};

/**
 * Check-in acts for the owner of the scanned ticket's event: the owner's managers, and the event's
 * collaborators with admin or door access. A code that names no ticket resolves to no owner, and the
 * handler answers it.
 */
@Injectable()
export class CheckInOwnerResolver implements OwnerResolver {
  constructor(
    private readonly queries: CheckoutQueries,
    private readonly staff: EventStaff,
  ) {}

  async resolveOwnerId(call: CallArguments): Promise<string | null> {
    const code = codeOf(call);
    const found = code ? await registrationOfCode(this.queries, code) : null;
    return found && found !== 'invalid' ? found.ownerId : null;
  }

  async admits(principal: Principal, call: CallArguments): Promise<boolean> {
    const code = codeOf(call);
    const found = code ? await registrationOfCode(this.queries, code) : null;
    if (!found || found === 'invalid') return false;
    const access = await this.staff.accessOf(found.eventId, principal.userId);
    return access === 'admin' || access === 'door';
  }
}
