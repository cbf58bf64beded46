import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, ManagementCall, OwnAccountCall } from '../../../shared/http/auth.js';
import { BUYER_TICKET_MESSAGES } from '../../domain/held-ticket.js';
import type { Principal } from '../../../shared/access.js';
import { AddGuestsCommand, type GuestsAdded } from '../../application/add-guests/add-guests.command.js';
import { EventGuestsResolver } from '../../application/add-guests/event-guests.resolver.js';
import { ListBuyerTicketsQuery, type TicketGroupList } from '../../application/buyer-tickets/list-buyer-tickets.query.js';
import { CancelOwnTicketCommand, TransferTicketCommand } from '../../application/buyer-tickets/transfer-ticket.command.js';
import { GetRegistrationQuery } from '../../application/buyer-tickets/get-registration.query.js';
import { ListRegistrationsQuery, type RegistrationList } from '../../application/list-registrations/list-registrations.query.js';
import { AddGuestsRequest, BuyerTicketsRequest, BuyerTicketsTypeParam, ListRegistrationsRequest, TransferTicketRequest } from './registrations.request.js';
import { GuestsAddedResponse, RegistrationListResponse, RegistrationOrderResponse, TicketGroupListResponse } from './registrations.response.js';

/** The organizer's guest list of an event (its managers and door staff). */
@ApiTags('registrations')
@Controller('client_side_api/v1/management/courses')
export class RegistrationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/guests')
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({ summary: "Add guests to a date: free tickets ('Comp (Free)'), names default to Anonymous / Guest, no confirmation e-mail", operationId: 'addGuests' })
  @ApiCreatedResponse({ type: GuestsAddedResponse })
  @ApiBadRequestResponse({ description: 'A name or e-mail breaks the checkout rules, or no ticket is chosen' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Event not found' })
  @ApiConflictResponse({ type: MessageResponse, description: "Reserved seating: 'Some of the seats you chose were just taken: {labels}'" })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Sold out', a ticket that is not of this date, or a seat message ('Seat {label} is not on the chart', '{label} cannot be sold as {ticket name}')" })
  addGuests(@Param('id') id: string, @Body() body: AddGuestsRequest): Promise<GuestsAdded> {
    return this.commands.execute(new AddGuestsCommand(id, body));
  }

  @Get(':id/registrations')
  @ManagementCall({ resolver: EventGuestsResolver })
  @ApiOperation({ summary: 'The registrations (tickets) of a date of the event, newest first, 10 per page by default', operationId: 'listRegistrations' })
  @ApiOkResponse({ type: RegistrationListResponse })
  listRegistrations(@Param('id') id: string, @Query() query: ListRegistrationsRequest): Promise<RegistrationList> {
    return this.queries.execute(new ListRegistrationsQuery(id, query.event_id || null, query.page ?? 1, query.perPage ?? 10, query.query ?? ''));
  }
}

/** Seed 002 §2.4: a user's own tickets, with transfer and cancel. */
@ApiTags('registrations')
@Controller('client_side_api/v1/profiles')
export class BuyerTicketsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get(':uuid/orders/:type')
  @OwnAccountCall('uuid', BUYER_TICKET_MESSAGES.notYoursList)
  @ApiParam({ name: 'uuid', format: 'uuid', description: 'The signed-in user (the guard checks it)' })
  @ApiOperation({ summary: "The signed-in user's tickets of upcoming (future) or past dates, grouped by date, 10 groups per page", operationId: 'listBuyerTickets' })
  @ApiOkResponse({ type: TicketGroupListResponse })
  list(@Param() params: BuyerTicketsTypeParam, @Query() query: BuyerTicketsRequest, @CurrentPrincipal() principal: Principal): Promise<TicketGroupList> {
    return this.queries.execute(new ListBuyerTicketsQuery(principal.userId, params.type, query.page ?? 1));
  }

  @Patch(':ownerId/registrations/:id/transfer')
  @OwnAccountCall('ownerId', BUYER_TICKET_MESSAGES.notYoursTransfer)
  @ApiParam({ name: 'ownerId', format: 'uuid', description: 'The signed-in user (the guard checks it)' })
  @ApiOperation({ summary: 'Pass an in-person ticket on to someone else (name and e-mail)', operationId: 'transferTicket' })
  @ApiOkResponse({ type: MessageResponse, description: 'Ticket transferred successfully' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Online, checked-in, canceled or refunded tickets stay with their holder' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  @ApiForbiddenResponse({ type: MessageResponse, description: 'User not authorized to transfer registration' })
  transfer(@Param('id') id: string, @Body() body: TransferTicketRequest, @CurrentPrincipal() principal: Principal): Promise<MessageResponse> {
    return this.commands.execute(new TransferTicketCommand(principal, id, body.user));
  }

  @Patch(':ownerId/order_items/:id/cancel')
  @HttpCode(200)
  @OwnAccountCall('ownerId', BUYER_TICKET_MESSAGES.notYoursCancel)
  @ApiParam({ name: 'ownerId', format: 'uuid', description: 'The signed-in user (the guard checks it)' })
  @ApiOperation({ summary: 'Cancel a free ticket of a date still to come; it goes back on sale', operationId: 'cancelOwnTicket' })
  @ApiOkResponse({ type: MessageResponse, description: 'Ticket canceled successfully' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'This ticket cannot be canceled.' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  @ApiForbiddenResponse({ type: MessageResponse, description: 'User not authorized to cancel registration' })
  cancel(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<MessageResponse> {
    return this.commands.execute(new CancelOwnTicketCommand(principal, id));
  }
}

/** The ticket link /ticket/{id}: which order's tickets to show. */
@ApiTags('registrations')
@Controller('client_side_api/v1/registrations')
export class RegistrationLookupController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: "A ticket's order (the ticket id grants access, as an order id does)", operationId: 'getRegistration' })
  @ApiOkResponse({ type: RegistrationOrderResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Registration not found' })
  get(@Param('id') id: string): Promise<RegistrationOrderResponse> {
    return this.queries.execute(new GetRegistrationQuery(id));
  }
}
