import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { AddTeachingCommand } from '../../application/add-teaching/add-teaching.command.js';
import { CollaboratingProfileResolver, EventEditorResolver, EventTeamResolver } from '../../application/event-access.js';
import { LeaveEventCommand } from '../../application/leave-event/leave-event.command.js';
import { ListTeachingsQuery } from '../../application/list-teachings/list-teachings.query.js';
import { RemoveTeachingCommand } from '../../application/remove-teaching/remove-teaching.command.js';
import { UpdateTeachingCommand } from '../../application/update-teaching/update-teaching.command.js';
import { TEAM_MESSAGES } from '../../domain/event-team.js';
import { AddTeachingRequest, UpdateTeachingRequest } from './event-team.request.js';
import { TeachingResponse } from './event-team.response.js';

/** An event's team ("teachings"): every managing collaborator sees it; managers with admin access change it. */
@ApiTags('events')
@Controller('client_side_api/v1')
export class EventTeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('management/courses/:id/teachings')
  @ManagementCall({ resolver: EventTeamResolver })
  @ApiOperation({ summary: "The event's collaborators with their roles and access", operationId: 'listTeachings' })
  @ApiOkResponse({ type: [TeachingResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  list(@Param('id') id: string): Promise<TeachingResponse[]> {
    return this.queries.execute(new ListTeachingsQuery(id));
  }

  @Post('management/courses/:id/teachings')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'Add a person or organization to the event with a role and access', operationId: 'addTeaching' })
  @ApiCreatedResponse({ type: TeachingResponse })
  @ApiBadRequestResponse({ type: [MessageResponse], description: "'Already added', 'Choose a role', …" })
  @ApiNotFoundResponse({ type: MessageResponse })
  add(@Param('id') id: string, @Body() body: AddTeachingRequest): Promise<TeachingResponse> {
    return this.commands.execute(new AddTeachingCommand(id, body));
  }

  @Patch('management/courses/:id/teachings/:collaboratorId')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: "Change a collaborator's role or access", operationId: 'updateTeaching' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  async update(@Param('id') id: string, @Param('collaboratorId') collaboratorId: string, @Body() body: UpdateTeachingRequest): Promise<true> {
    await this.commands.execute(new UpdateTeachingCommand(id, collaboratorId, body));
    return true;
  }

  @Delete('management/courses/:id/teachings/:collaboratorId')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'Remove a collaborator from the event', operationId: 'removeTeaching' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  async remove(@Param('id') id: string, @Param('collaboratorId') collaboratorId: string): Promise<true> {
    await this.commands.execute(new RemoveTeachingCommand(id, collaboratorId));
    return true;
  }

  @Delete('profiles/:profileId/teachings/:collaboratorId')
  @ManagementCall({ resolver: CollaboratingProfileResolver })
  @ApiOperation({ summary: 'A collaborator removes themselves from an event (the profile of the collaboration)', operationId: 'leaveEvent' })
  @ApiOkResponse({ type: MessageResponse, description: "You've been successfully removed as a collaborator from this event." })
  @ApiNotFoundResponse({ type: MessageResponse })
  async leave(@Param('profileId') profileId: string, @Param('collaboratorId') collaboratorId: string): Promise<MessageResponse> {
    await this.commands.execute(new LeaveEventCommand(profileId, collaboratorId));
    return { message: TEAM_MESSAGES.removedYourself };
  }
}
