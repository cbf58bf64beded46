import { Query } from '@nestjs/cqrs';
import type { EventSeatView } from './event-seat-view.js';

/** Who sits where on a date of the event, place by place in chart order. */
export class ListEventSeatsQuery extends Query<EventSeatView[]> {
  constructor(
    readonly eventId: string,
    readonly eventDateId: string,
  ) {
    super();
  }
}
