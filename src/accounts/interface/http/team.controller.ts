import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { AddTeamMemberCommand } from '../../application/add-team-member/add-team-member.command.js';
import { CancelInvitationCommand } from '../../application/cancel-invitation/cancel-invitation.command.js';
import { GetTeamMemberQuery } from '../../application/get-team-member/get-team-member.query.js';
import { ListTeamMembersQuery } from '../../application/list-team-members/list-team-members.query.js';
import { RemoveTeamMemberCommand } from '../../application/remove-team-member/remove-team-member.command.js';
import { ResendInvitationCommand } from '../../application/resend-invitation/resend-invitation.command.js';
import { UpdateTeamMemberCommand } from '../../application/update-team-member/update-team-member.command.js';
import { AddTeamMemberRequest, TeamOwnerBody, TeamOwnerQuery, TeamPageQuery, UpdateTeamMemberRequest } from './team.request.js';
import { TeamMemberResponse, TeamPageResponse } from './team.response.js';

const ORGANIZATIONS_ONLY = 'The owner is a user: teams are for organizations only';

/**
 * An organization's team (seed 001 §2.1, §7): members and invitations, scoped by `ownerId` (the organization).
 * A row of another organization is not found.
 */
@ApiTags('team')
@Controller('client_side_api/v1/profile_management')
export class TeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('affiliations')
  @ManagementCall()
  @ApiOperation({ summary: "The organization's team, owner first (10 per page)", operationId: 'listTeamMembers' })
  @ApiOkResponse({ type: TeamPageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: ORGANIZATIONS_ONLY })
  list(@Query() q: TeamPageQuery): Promise<TeamPageResponse> {
    return this.queries.execute(new ListTeamMembersQuery(q.ownerId, q.page ?? 1));
  }

  @Get('affiliations/:id')
  @ManagementCall()
  @ApiOperation({ summary: 'One row of the team (the edit form)', operationId: 'getTeamMember' })
  @ApiOkResponse({ type: TeamMemberResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: ORGANIZATIONS_ONLY })
  get(@Param('id') id: string, @Query() q: TeamOwnerQuery): Promise<TeamMemberResponse> {
    return this.queries.execute(new GetTeamMemberQuery(q.ownerId, id));
  }

  @Post('affiliations')
  @ManagementCall()
  @ApiOperation({ summary: 'Add a person found by search (userId) to the team, or invite an e-mail address (an invitation e-mail is sent)', operationId: 'addTeamMember' })
  @ApiCreatedResponse({ type: TeamMemberResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: ORGANIZATIONS_ONLY })
  add(@Body() body: AddTeamMemberRequest): Promise<TeamMemberResponse> {
    const { ownerId, ...member } = body;
    return this.commands.execute(new AddTeamMemberCommand(ownerId, member));
  }

  @Patch('affiliations/:id')
  @ManagementCall()
  @ApiOperation({ summary: "Change a member's or an invitation's role and permissions", operationId: 'updateTeamMember' })
  @ApiOkResponse({ type: TeamMemberResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'A user owner, or taking admin access from the owner' })
  update(@Param('id') id: string, @Body() body: UpdateTeamMemberRequest): Promise<TeamMemberResponse> {
    const { ownerId, ...changes } = body;
    return this.commands.execute(new UpdateTeamMemberCommand(ownerId, id, changes));
  }

  @Delete('affiliations/:id')
  @ManagementCall()
  @ApiOperation({ summary: 'Remove a member from the team; their access ends at once (not the owner)', operationId: 'removeTeamMember' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'A user owner, or the owner row' })
  remove(@Param('id') id: string, @Query() q: TeamOwnerQuery): Promise<MessageResponse> {
    return this.commands.execute(new RemoveTeamMemberCommand(q.ownerId, id));
  }

  @Delete('collaborator_invitations/:id')
  @ManagementCall()
  @ApiOperation({ summary: 'Cancel a pending invitation: its link stops working', operationId: 'cancelInvitation' })
  @ApiOkResponse({ type: MessageResponse, description: 'Invitation cancelled' })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: ORGANIZATIONS_ONLY })
  cancel(@Param('id') id: string, @Query() q: TeamOwnerQuery): Promise<MessageResponse> {
    return this.commands.execute(new CancelInvitationCommand(q.ownerId, id));
  }

  @Post('collaborator_invitations/:id/resend')
  @HttpCode(200)
  @ManagementCall()
  @ApiOperation({ summary: 'Send a pending invitation again, with a new link (the earlier one stops working)', operationId: 'resendInvitation' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: ORGANIZATIONS_ONLY })
  resend(@Param('id') id: string, @Body() body: TeamOwnerBody): Promise<MessageResponse> {
    return this.commands.execute(new ResendInvitationCommand(body.ownerId, id));
  }
}
