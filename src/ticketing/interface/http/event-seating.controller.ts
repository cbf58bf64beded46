import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { EventDoorResolver, EventEditorResolver } from '../../application/event-access.js';
import { GetEventSeatingQuery } from '../../application/get-event-seating/get-event-seating.query.js';
import { SetEventSeatingCommand } from '../../application/set-event-seating/set-event-seating.command.js';
import { SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { SetEventSeatingRequest } from './seat-charts.request.js';
import { EventSeatingResponse } from './seat-charts.response.js';

/** An event's reserved seating: the chart its dates use (chosen by its managers with admin access). */
@ApiTags('events')
@Controller('client_side_api/v1/management/courses/:id/seating')
export class EventSeatingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ManagementCall({ resolver: EventDoorResolver })
  @ApiOperation({ summary: "The event's seat chart and the chart categories its ticket types sell (door staff read it too)", operationId: 'getEventSeating' })
  @ApiOkResponse({ type: EventSeatingResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string): Promise<EventSeatingResponse> {
    return this.queries.execute(new GetEventSeatingQuery(id));
  }

  @Put()
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({
    summary: 'Choose the chart every date of the event uses (a chart of its owner), or none',
    description: 'Each date gets a seat for every place of the chart; changing away from a chart frees its seats.',
    operationId: 'setEventSeating',
  })
  @ApiOkResponse({ type: EventSeatingResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  @ApiNotFoundResponse({ type: MessageResponse, description: `The event, or the chart: '${SEATING_MESSAGES.notFound}'` })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: `'${SEATING_MESSAGES.eventSold}'` })
  async set(@Param('id') id: string, @Body() body: SetEventSeatingRequest): Promise<EventSeatingResponse> {
    await this.commands.execute(new SetEventSeatingCommand(id, body.chartId));
    return this.queries.execute(new GetEventSeatingQuery(id));
  }
}
