import type { FeedEntry } from '../../domain/calendar.js';

/** Port: writes an owner's dates as an iCalendar (RFC 5545) feed that calendar apps subscribe to. */
export abstract class CalendarFeedWriter {
  /** The calendar named `name` with one event per entry, stamped `now`. */
  abstract write(name: string, entries: readonly FeedEntry[], now: Date): string;
}
