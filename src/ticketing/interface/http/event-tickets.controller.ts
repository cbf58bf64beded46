import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { AddEventDateCommand } from '../../application/add-event-date/add-event-date.command.js';
import { EventEditorResolver } from '../../application/event-access.js';
import { ListEventTicketTypesQuery } from '../../application/list-event-ticket-types/list-event-ticket-types.query.js';
import { RemoveEventDateCommand } from '../../application/remove-event-date/remove-event-date.command.js';
import { ReplaceTicketTypesCommand } from '../../application/replace-ticket-types/replace-ticket-types.command.js';
import { AddEventDateRequest, ReplaceTicketTypesRequest } from './event-tickets.request.js';
import { ManagedTicketsResponse } from './event-tickets.response.js';
import { IdResponse } from './events.response.js';

/** An event's ticket types and dates, for its managers with admin access. */
@ApiTags('events')
@Controller('client_side_api/v1/management/courses/:id')
export class EventTicketsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('tickets')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'Every ticket type of the event, per date, with tickets sold', operationId: 'listEventTicketTypes' })
  @ApiOkResponse({ type: ManagedTicketsResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  list(@Param('id') id: string): Promise<ManagedTicketsResponse> {
    return this.queries.execute(new ListEventTicketTypesQuery(id));
  }

  @Put('tickets')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({
    summary: "Replace the event's ticket types: saved ones change, new ones are added, missing ones are removed",
    description: 'A ticket type with sold tickets cannot be removed and its quantity cannot go below sold; a new price applies to tickets sold from now on.',
    operationId: 'replaceEventTicketTypes',
  })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  async replace(@Param('id') id: string, @Body() body: ReplaceTicketTypesRequest): Promise<true> {
    await this.commands.execute(new ReplaceTicketTypesCommand(id, body.ticketTypes));
    return true;
  }

  @Post('dates')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: "Add a date to the event, by default with the ticket types of its last date", operationId: 'addEventDate' })
  @ApiCreatedResponse({ type: IdResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  addDate(@Param('id') id: string, @Body() body: AddEventDateRequest): Promise<IdResponse> {
    const { copyTicketTypes, ...date } = body;
    return this.commands.execute(new AddEventDateCommand(id, date, copyTicketTypes ?? true));
  }

  @Delete('dates/:dateId')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'Remove a date with its ticket types; a date with sold tickets, or the only date, stays', operationId: 'removeEventDate' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  async removeDate(@Param('id') id: string, @Param('dateId') dateId: string): Promise<true> {
    await this.commands.execute(new RemoveEventDateCommand(id, dateId));
    return true;
  }
}
