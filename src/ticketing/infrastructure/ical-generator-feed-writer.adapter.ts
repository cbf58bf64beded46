import { Injectable } from '@nestjs/common';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { feedText, type FeedEntry } from '../domain/calendar.js';
import { CalendarFeedWriter } from '../application/ports/calendar-feed-writer.port.js';

/**
 * The feed written by ical-generator: times in UTC, TEXT escaped, lines folded and ended with CRLF. A date
 * without an end has no DTEND, which calendar apps read as ending when it starts (as the rest of Limelight does).
 */
@Injectable()
export class IcalGeneratorFeedWriter extends CalendarFeedWriter {
  write(name: string, entries: readonly FeedEntry[], now: Date): string {
    const calendar = ical({ name: feedText(name), prodId: { company: 'Limelight', product: 'Calendar', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
    for (const entry of entries) {
      calendar.createEvent({
        id: entry.uid,
        stamp: now,
        start: entry.startsAt,
        end: entry.endsAt,
        summary: feedText(entry.summary),
        description: entry.description ? feedText(entry.description) : null,
        location: entry.location ? feedText(entry.location) : null,
        url: entry.url,
      });
    }
    // Every content line ends with CRLF, the last one too.
    return `${calendar.toString()}\r\n`;
  }
}
