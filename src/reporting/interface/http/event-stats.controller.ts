import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { EventStatsResolver } from '../../application/get-event-stats/event-stats.resolver.js';
import { GetEventStatsQuery } from '../../application/get-event-stats/get-event-stats.query.js';
import { EventStatsRequest } from './event-stats.request.js';
import { EventStatsResponse } from './event-stats.response.js';

/** An event's stats page (the owner's managers and the event's admin collaborators). */
@ApiTags('reporting')
@Controller('client_side_api/v1/management/courses')
export class EventStatsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/stats')
  @ManagementCall({ resolver: EventStatsResolver })
  @ApiOperation({ summary: "An event's sales, capacity, check-ins, funnel, sales per day, promoters and promo codes, for every date or one", operationId: 'getEventStats' })
  @ApiOkResponse({ type: EventStatsResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Event not found (or the date is not of this event)' })
  stats(@Param('id') id: string, @Query() query: EventStatsRequest): Promise<EventStatsResponse> {
    return this.queries.execute(new GetEventStatsQuery(id, query.event_id || null));
  }
}
