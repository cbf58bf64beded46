import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { AuthenticatedRequest, OwnerResolver, Principal } from '../../../shared/http/auth.js';
import { DATABASE_POOL } from '../../../shared/persistence/pool.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';
import { registrationOfCode } from './registration-of-code.js';

const codeOf = (request: AuthenticatedRequest): string | null => {
  const code = (request.body as { code?: unknown } | undefined)?.code;
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
    @Inject(DATABASE_POOL) private readonly pool: pg.Pool,
    private readonly staff: EventStaff,
  ) {}

  async resolveOwnerId(request: AuthenticatedRequest): Promise<string | null> {
    const code = codeOf(request);
    const found = code ? await registrationOfCode(this.pool, code) : null;
    return found && found !== 'invalid' ? found.owner_id : null;
  }

  async admits(principal: Principal, request: AuthenticatedRequest): Promise<boolean> {
    const code = codeOf(request);
    const found = code ? await registrationOfCode(this.pool, code) : null;
    if (!found || found === 'invalid') return false;
    const access = await this.staff.accessOf(found.event_id, principal.userId);
    return access === 'admin' || access === 'door';
  }
}
