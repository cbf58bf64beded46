import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { CurrentPrincipal, ManagementCall } from '../../../shared/http/auth.js';
import type { Principal } from '../../../shared/access.js';
import { EventCreatorOwnerResolver } from '../../application/event-assistant/conversations.js';
import { GetEventCreatorQuery } from '../../application/get-event-creator/get-event-creator.query.js';
import { SendEventCreatorMessageCommand } from '../../application/send-event-creator-message/send-event-creator-message.command.js';
import { StartEventCreatorCommand } from '../../application/start-event-creator/start-event-creator.command.js';
import { EventCreatorMessageRequest, EventCreatorOwnerQuery, StartEventCreatorRequest } from './event-creators.request.js';
import { ChatMessageResponse, EventCreatorIdResponse, EventCreatorResponse } from './event-creators.response.js';

/** The event creation assistant, Jaan (seed 000 §2 "Event creation", seed 002 §7.3). */
@ApiTags('event creators')
@Controller('client_side_api/v1')
export class EventCreatorsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('event_creators')
  @ManagementCall()
  @ApiOperation({ summary: 'Start a conversation with the event creation assistant for an owner; it greets first', operationId: 'createEventCreator' })
  @ApiCreatedResponse({ type: EventCreatorIdResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  create(@Query() query: EventCreatorOwnerQuery, @Body() body: StartEventCreatorRequest, @CurrentPrincipal() principal: Principal): Promise<EventCreatorIdResponse> {
    return this.commands.execute(new StartEventCreatorCommand(query.ownerId, principal.userId, body?.timezone));
  }

  @Get('event_creators/:uuid')
  @ManagementCall({ resolver: EventCreatorOwnerResolver })
  @ApiOperation({ summary: 'A conversation and its messages, for the user who started it', operationId: 'getEventCreator' })
  @ApiOkResponse({ type: EventCreatorResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('uuid') uuid: string, @CurrentPrincipal() principal: Principal): Promise<EventCreatorResponse> {
    return this.queries.execute(new GetEventCreatorQuery(uuid, principal));
  }

  @Post('event_creators/:uuid/messages')
  @ManagementCall({ resolver: EventCreatorOwnerResolver })
  @ApiOperation({ summary: 'Send the assistant a message; its reply follows shortly (poll the conversation)', operationId: 'sendEventCreatorMessage' })
  @ApiCreatedResponse({ type: ChatMessageResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  send(@Param('uuid') uuid: string, @Body() body: EventCreatorMessageRequest, @CurrentPrincipal() principal: Principal): Promise<ChatMessageResponse> {
    return this.commands.execute(new SendEventCreatorMessageCommand(uuid, principal, body.message));
  }
}
