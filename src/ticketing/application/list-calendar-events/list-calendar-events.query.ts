import { Query } from '@nestjs/cqrs';
import type { CalendarEventsPage } from '../calendar-view.js';

export interface CalendarFilters {
  /** Every owner's events when left out. */
  ownerId?: string;
  /** Defaults: the start of today, and three months after the start. */
  from?: Date;
  before?: Date;
  /** The visitor's words. */
  query?: string;
  /** Only events with one of these tags (any case); empty takes every event. */
  tags: string[];
  page: number;
  perPage: number;
}

/** The embeddable calendar: dates of published, public events in a range, soonest first. */
export class ListCalendarEventsQuery extends Query<CalendarEventsPage> {
  constructor(readonly filters: CalendarFilters) {
    super();
  }
}
