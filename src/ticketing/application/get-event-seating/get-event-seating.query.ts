import { Query } from '@nestjs/cqrs';
import type { EventSeatingView } from '../seat-chart-view.js';

/** The event's seat chart and the categories its ticket types sell (for its managers with admin access). */
export class GetEventSeatingQuery extends Query<EventSeatingView> {
  constructor(readonly eventId: string) {
    super();
  }
}
