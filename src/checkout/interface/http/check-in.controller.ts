import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ValidationFailed } from '../../../shared/errors.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { EventGuestsResolver } from '../../application/add-guests/event-guests.resolver.js';
import { CheckInCommand, type CheckedIn } from '../../application/check-in/check-in.command.js';
import { CheckOutCommand, type CheckedOut } from '../../application/check-in/check-out.command.js';
import { GetCheckInCountsQuery, type CheckInCounts } from '../../application/check-in/get-check-in-counts.query.js';
import { CHECK_IN_MESSAGES } from '../../domain/check-in.js';
import { CheckInCountsRequest, CheckOutRequest, DoorCheckInRequest } from './check-in.request.js';
import { CheckInCountsResponse, CheckInResponse, CheckOutResponse } from './check-in.response.js';

/** The door of an event (its managers and collaborators with admin or door access): check-in, its undo, and the counts. */
@ApiTags('check-in')
@Controller('client_side_api/v1/management/courses')
export class CheckInController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/check_ins')
  @HttpCode(200)
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({ summary: 'Check in the holder of a scanned code (or of a registration found in the guest list) at a date of this event', operationId: 'checkInAtDoor' })
  @ApiOkResponse({ type: CheckInResponse, description: 'Admitted: the holder, ticket type and seat' })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Ticket not found' })
  @ApiConflictResponse({ type: MessageResponse, description: "'Already checked in at 7:42 PM EST'" })
  @ApiUnprocessableEntityResponse({
    type: MessageResponse,
    description: "'Invalid ticket', 'This ticket was canceled', 'This ticket was refunded', 'This ticket is for another event', 'This ticket is for another date: …'",
  })
  checkIn(@Param('id') id: string, @Body() body: DoorCheckInRequest): Promise<CheckedIn> {
    if (!body.code === !body.registrationId) throw new ValidationFailed([CHECK_IN_MESSAGES.ticketRequired]);
    const ticket = body.code ? { code: body.code } : { registrationId: body.registrationId! };
    return this.commands.execute(new CheckInCommand(ticket, { eventId: id, eventDateId: body.eventDateId ?? null }, body.scanId ?? null));
  }

  @Post(':id/check_outs')
  @HttpCode(200)
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({ summary: 'Undo the check-in of a ticket of this event (ticket.checked_out); it may be checked in again', operationId: 'checkOutAtDoor' })
  @ApiOkResponse({ type: CheckOutResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Ticket not found' })
  @ApiConflictResponse({ type: MessageResponse, description: 'This ticket is not checked in' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'This ticket is for another event' })
  checkOut(@Param('id') id: string, @Body() body: CheckOutRequest): Promise<CheckedOut> {
    return this.commands.execute(new CheckOutCommand(id, body.registrationId));
  }

  @Get(':id/check_in_counts')
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({ summary: 'Tickets checked in against those expected, per ticket type and in all, for a date of this event', operationId: 'getCheckInCounts' })
  @ApiOkResponse({ type: CheckInCountsResponse })
  counts(@Param('id') id: string, @Query() query: CheckInCountsRequest): Promise<CheckInCounts> {
    return this.queries.execute(new GetCheckInCountsQuery(id, query.event_id || null));
  }
}
