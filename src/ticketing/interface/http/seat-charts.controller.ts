import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { CreateSeatChartCommand } from '../../application/create-seat-chart/create-seat-chart.command.js';
import { DeleteSeatChartCommand } from '../../application/delete-seat-chart/delete-seat-chart.command.js';
import { GetSeatChartQuery } from '../../application/get-seat-chart/get-seat-chart.query.js';
import { ListSeatChartsQuery } from '../../application/list-seat-charts/list-seat-charts.query.js';
import { SeatChartOwnerResolver } from '../../application/seat-chart-owners.js';
import { UpdateSeatChartCommand } from '../../application/update-seat-chart/update-seat-chart.command.js';
import { SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { CreateSeatChartRequest, SeatChartsQuery, UpdateSeatChartRequest } from './seat-charts.request.js';
import { SeatChartResponse, SeatChartSummaryResponse } from './seat-charts.response.js';

const PROBLEMS = "The chart's problems, as a list [{ message }] (x-messages of the request)";
const NOT_FOUND = `'${SEATING_MESSAGES.notFound}'`;

/** Seat charts: an owner's (a venue's) drawings of its seats, which its events use for reserved seating. */
@ApiTags('events')
@Controller('client_side_api/v1/profile_management/seat_charts')
export class SeatChartsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ManagementCall()
  @ApiOperation({ summary: "The owner's seat charts, by name", operationId: 'listSeatCharts' })
  @ApiOkResponse({ type: [SeatChartSummaryResponse] })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true })
  list(@Query() q: SeatChartsQuery): Promise<SeatChartSummaryResponse[]> {
    return this.queries.execute(new ListSeatChartsQuery(q.ownerId));
  }

  @Post()
  @ManagementCall()
  @ApiOperation({ summary: 'Save a new chart of the owner', operationId: 'createSeatChart' })
  @ApiCreatedResponse({ type: SeatChartResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: PROBLEMS })
  create(@Body() body: CreateSeatChartRequest): Promise<SeatChartResponse> {
    return this.commands.execute(new CreateSeatChartCommand(body.ownerId, body.name, body.definition));
  }

  @Get(':id')
  @ManagementCall({ resolver: SeatChartOwnerResolver })
  @ApiOperation({ summary: 'One chart, with its places and the labels sold or held', operationId: 'getSeatChart' })
  @ApiOkResponse({ type: SeatChartResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  get(@Param('id') id: string): Promise<SeatChartResponse> {
    return this.queries.execute(new GetSeatChartQuery(id));
  }

  @Patch(':id')
  @ManagementCall({ resolver: SeatChartOwnerResolver })
  @ApiOperation({
    summary: 'Save an edit of a chart: its name and/or drawing',
    description: 'The seats of every date using the chart follow the drawing. Sold or held seats cannot be removed, renamed or moved to a category their ticket type does not sell.',
    operationId: 'updateSeatChart',
  })
  @ApiOkResponse({ type: SeatChartResponse })
  @ApiBadRequestResponse({ type: MessageResponse, isArray: true, description: PROBLEMS })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  @ApiConflictResponse({ type: MessageResponse, description: `'${SEATING_MESSAGES.versionConflict}'` })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, isArray: true, description: `Sold seats: '${SEATING_MESSAGES.soldRemoved}', '${SEATING_MESSAGES.areaSold}'` })
  update(@Param('id') id: string, @Body() body: UpdateSeatChartRequest): Promise<SeatChartResponse> {
    return this.commands.execute(new UpdateSeatChartCommand(id, body.version, { name: body.name, definition: body.definition }));
  }

  @Delete(':id')
  @ManagementCall({ resolver: SeatChartOwnerResolver })
  @ApiOperation({ summary: 'Delete a chart no event uses', operationId: 'deleteSeatChart' })
  @ApiOkResponse({ type: MessageResponse, description: `{ message: '${SEATING_MESSAGES.deleted}' }` })
  @ApiNotFoundResponse({ type: MessageResponse, description: NOT_FOUND })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: `'${SEATING_MESSAGES.usedByEvents}'` })
  remove(@Param('id') id: string): Promise<MessageResponse> {
    return this.commands.execute(new DeleteSeatChartCommand(id));
  }
}
