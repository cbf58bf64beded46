import { Injectable } from '@nestjs/common';
import { EventStaff } from '../contracts/event-staff.js';
import type { AccessSetting } from '../domain/event-rules.js';
import { TicketingQueries } from './ports/ticketing-queries.port.js';

@Injectable()
export class TicketingEventStaff extends EventStaff {
  constructor(private readonly queries: TicketingQueries) {
    super();
  }

  accessOf(eventId: string, profileId: string): Promise<AccessSetting | null> {
    return this.queries.managingAccess(eventId, profileId);
  }

  ownerOf(eventId: string): Promise<string | null> {
    return this.queries.ownerOf(eventId);
  }
}
