import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { notFound } from '../../../shared/errors.js';
import { CALENDAR_FEED_LIMIT, CALENDAR_MESSAGES, plainText } from '../../domain/calendar.js';
import { CalendarFeedWriter } from '../ports/calendar-feed-writer.port.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { GetCalendarFeedQuery } from './get-calendar-feed.query.js';

@QueryHandler(GetCalendarFeedQuery)
export class GetCalendarFeedHandler implements IQueryHandler<GetCalendarFeedQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly profiles: ProfileDirectory,
    private readonly clock: Clock,
    private readonly feeds: CalendarFeedWriter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ kind, username }: GetCalendarFeedQuery): Promise<string> {
    const profile = await this.profiles.findByUsername(username);
    // The address names organizations with o and people with p: the other letter finds no one.
    if (!profile || kind !== (profile.type === 'School' ? 'o' : 'p')) throw notFound(CALENDAR_MESSAGES.profileNotFound);
    const now = this.clock.now();
    const { rows } = await this.queries.calendarDates({ profileId: profile.id, search: null, tags: [], from: now, before: null, page: 1, perPage: CALENDAR_FEED_LIMIT });
    const entries = rows.map((row) => ({
      uid: `${row.id}@limelight`,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      summary: row.name,
      description: plainText(row.description),
      location: row.locationSetting === 'tba' ? null : [row.locationName, row.locationAddress].filter(Boolean).join(', ') || null,
      url: `${this.config.siteUrl}/event/${row.eventId}`,
    }));
    return this.feeds.write(profile.name, entries, now);
  }
}
