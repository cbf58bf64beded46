import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { prefixSearch } from '../../../shared/search.js';
import { CALENDAR_MESSAGES, calendarRange } from '../../domain/calendar.js';
import { calendarEvent, type CalendarEventsPage } from '../calendar-view.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { ListCalendarEventsQuery } from './list-calendar-events.query.js';

@QueryHandler(ListCalendarEventsQuery)
export class ListCalendarEventsHandler implements IQueryHandler<ListCalendarEventsQuery> {
  constructor(
    private readonly queries: TicketingQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ filters }: ListCalendarEventsQuery): Promise<CalendarEventsPage> {
    const { from, before } = calendarRange(this.clock.now(), filters.from, filters.before);
    if (before < from) throw new ValidationFailed([CALENDAR_MESSAGES.range]);
    const { rows, totalCount } = await this.queries.calendarDates({
      profileId: filters.ownerId,
      search: prefixSearch(filters.query),
      tags: filters.tags,
      from,
      before,
      page: filters.page,
      perPage: filters.perPage,
    });
    return { data: rows.map(calendarEvent), totalCount, page: filters.page, perPage: filters.perPage };
  }
}
