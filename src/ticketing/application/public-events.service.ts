import { Injectable } from '@nestjs/common';
import { PublicEvents, type PublishedEvent } from '../contracts/public-events.js';
import { TicketingQueries } from './ports/ticketing-queries.port.js';

/** The public events contract, answered from ticketing's read side. */
@Injectable()
export class TicketingPublicEvents extends PublicEvents {
  constructor(private readonly queries: TicketingQueries) {
    super();
  }

  hasEvents(profileId: string): Promise<boolean> {
    return this.queries.hasPublicEvents(profileId);
  }

  organizers(page: number, perPage: number): Promise<{ ids: string[]; totalCount: number }> {
    return this.queries.organizers(page, perPage);
  }

  async isPublished(eventId: string): Promise<boolean> {
    return (await this.queries.event(eventId))?.published ?? false;
  }

  publishedEvent(eventId: string): Promise<PublishedEvent | null> {
    return this.queries.publishedEvent(eventId);
  }
}
