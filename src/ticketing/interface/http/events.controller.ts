import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, ManagementCall, OptionalPrincipal } from '../../../shared/http/auth.js';
import type { Principal } from '../../../shared/access.js';
import { CreateEventCommand } from '../../application/create-event/create-event.command.js';
import { EventEditorResolver } from '../../application/event-access.js';
import type { EventDetailsInput } from '../../application/event-input.js';
import { GetEventQuery } from '../../application/get-event/get-event.query.js';
import { ListCategoriesQuery } from '../../application/list-categories/list-categories.query.js';
import { ListTicketsQuery } from '../../application/list-tickets/list-tickets.query.js';
import { PublishEventCommand } from '../../application/publish-event/publish-event.command.js';
import { UpdateEventCommand } from '../../application/update-event/update-event.command.js';
import { CreateEventRequest, EventDetailsRequest, OwnerEventsQuery, TicketsQuery } from './events.request.js';
import { CategoryResponse, EventResponse, IdResponse, OwnerEventsResponse, TicketTypeResponse } from './events.response.js';
import { ListOwnerEventsQuery } from '../../application/list-owner-events/list-owner-events.query.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';

@ApiTags('events')
@Controller('client_side_api')
export class EventsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('v1/course_categories')
  @ApiOperation({ summary: 'Event categories', operationId: 'listCourseCategories' })
  @ApiOkResponse({ type: [CategoryResponse] })
  categories(): Promise<CategoryResponse[]> {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Get('events/:id')
  @ApiOperation({ summary: 'An event as its page shows it; drafts and private events only to their managers', operationId: 'getEvent' })
  @ApiOkResponse({ type: EventResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  event(@Param('id') id: string, @OptionalPrincipal() viewer: Principal | undefined): Promise<EventResponse> {
    return this.queries.execute(new GetEventQuery(id, viewer)) as Promise<EventResponse>;
  }

  @Get('v1/tickets')
  @ApiOperation({ summary: 'Ticket types of one date with their fee, cost and status label', operationId: 'listTickets' })
  @ApiOkResponse({ type: [TicketTypeResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  tickets(@Query() query: TicketsQuery, @OptionalPrincipal() viewer: Principal | undefined): Promise<TicketTypeResponse[]> {
    return this.queries.execute(new ListTicketsQuery(query.eventId, query.ticketType, viewer?.userId ?? null));
  }

  @Get('v1/profile_management/events')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's events and those it manages as a collaborator, one row per date (25 per page); sales only with admin access", operationId: 'listOwnerEvents' })
  @ApiOkResponse({ type: OwnerEventsResponse })
  ownerEvents(@Query() query: OwnerEventsQuery): Promise<OwnerEventsResponse> {
    return this.queries.execute(
      new ListOwnerEventsQuery(query.ownerId, {
        page: query.page ?? 1,
        perPage: query.perPage ?? 25,
        query: query.query?.trim() || undefined,
        categoryId: query.category,
        past: query.past === 'true',
        sort: query.sort ?? 'startsAt',
        direction: query.direction ?? (query.past === 'true' ? 'desc' : 'asc'),
      }),
    );
  }

  @Post('v1/management/courses')
  @ManagementCall()
  @ApiOperation({ summary: 'Create a draft event with its dates and ticket types', operationId: 'createEvent' })
  @ApiCreatedResponse({ type: IdResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  create(@Body() body: CreateEventRequest): Promise<IdResponse> {
    const { ownerId, dates, ticketTypes, ...details } = body;
    return this.commands.execute(new CreateEventCommand(ownerId, details as EventDetailsInput, dates, ticketTypes));
  }

  @Get('v1/management/courses/:id')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'An event for editing (drafts included)', operationId: 'getManagedEvent' })
  @ApiOkResponse({ type: EventResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  managed(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<EventResponse> {
    return this.queries.execute(new GetEventQuery(id, principal)) as Promise<EventResponse>;
  }

  @Patch('v1/management/courses/:id')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: "Edit an event's details", operationId: 'updateEvent' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  async update(@Param('id') id: string, @Body() body: EventDetailsRequest): Promise<true> {
    await this.commands.execute(new UpdateEventCommand(id, body as EventDetailsInput));
    return true;
  }

  @Post('v1/management/courses/:id/publish')
  @HttpCode(200)
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'Publish an event', operationId: 'publishEvent' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: `'${EVENT_MESSAGES.datesPast}': a draft whose dates are all over` })
  async publish(@Param('id') id: string): Promise<true> {
    await this.commands.execute(new PublishEventCommand(id));
    return true;
  }
}
