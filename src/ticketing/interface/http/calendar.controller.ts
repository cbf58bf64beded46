import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { GetCalendarFeedQuery } from '../../application/get-calendar-feed/get-calendar-feed.query.js';
import { ListCalendarEventsQuery } from '../../application/list-calendar-events/list-calendar-events.query.js';
import { CALENDAR_PER_PAGE, tagList } from '../../domain/calendar.js';
import { CalendarEventsQuery } from './calendar.request.js';
import { CalendarEventsResponse } from './calendar.response.js';
import { dayOrTime, endOfDayOrTime } from './public-events.request.js';

/** The embeddable calendar (seed 000 §2): its dates, and an owner's iCalendar feed for calendar apps. */
@ApiTags('calendar')
@Controller()
export class CalendarController {
  constructor(private readonly queries: QueryBus) {}

  @Get('client_side_api/v1/calendar/events')
  @ApiOperation({
    summary: 'Dates of published, public events in a range (default: today to three months ahead), soonest first; of one owner or the whole site',
    operationId: 'listCalendarEvents',
  })
  @ApiOkResponse({ type: CalendarEventsResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  events(@Query() query: CalendarEventsQuery): Promise<CalendarEventsResponse> {
    return this.queries.execute(
      new ListCalendarEventsQuery({
        ownerId: query.ownerId,
        from: dayOrTime(query.startDate),
        before: endOfDayOrTime(query.endDate),
        query: query.query,
        tags: tagList(query.tags),
        page: query.page ?? 1,
        perPage: query.perPage ?? CALENDAR_PER_PAGE,
      }),
    );
  }

  @Get('calendar/:kind/:username.ics')
  @ApiOperation({
    summary: "An owner's upcoming published, public dates as an iCalendar feed (kind: o for organizations, p for people)",
    operationId: 'getCalendarFeed',
  })
  @ApiOkResponse({ description: 'The iCalendar (RFC 5545) feed', content: { 'text/calendar': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  async feed(@Param('kind') kind: string, @Param('username') username: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const feed = await this.queries.execute(new GetCalendarFeedQuery(kind, username));
    response.type('text/calendar; charset=utf-8');
    return feed;
  }
}
