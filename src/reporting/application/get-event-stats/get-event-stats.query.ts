import { Query } from '@nestjs/cqrs';
import type { EventStats } from '../event-stats-views.js';

/** An event's stats: every date's (`eventDateId` null) or one date's. */
export class GetEventStatsQuery extends Query<EventStats> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string | null,
  ) {
    super();
  }
}
