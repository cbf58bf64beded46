import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { ArchiveTierCommand } from '../../application/archive-tier/archive-tier.command.js';
import { CreateTierCommand } from '../../application/create-tier/create-tier.command.js';
import { DeleteTierCommand } from '../../application/delete-tier/delete-tier.command.js';
import { GetTierQuery } from '../../application/get-tier/get-tier.query.js';
import { ListTicketOptionsQuery } from '../../application/list-ticket-options/list-ticket-options.query.js';
import { ListTiersQuery } from '../../application/list-tiers/list-tiers.query.js';
import { TierOwnerResolver } from '../../application/owner-resolvers.js';
import { UpdateTierCommand } from '../../application/update-tier/update-tier.command.js';
import { CallOwner } from './call-owner.js';
import { TicketOptionsQuery, TierRequest, TiersQuery, UpdateTierRequest } from './tiers.request.js';
import { MemberTicketResponse, TierResponse } from './tiers.response.js';

/** Membership tiers (seed 002 §1, §5): the owner's managers create, edit, hide and delete them. */
@ApiTags('memberships')
@Controller('client_side_api/v1/profile_management')
export class TiersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('membership_tiers')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's tiers, hidden ones too, by position then name", operationId: 'listMembershipTiers' })
  @ApiOkResponse({ type: [TierResponse] })
  list(@Query() q: TiersQuery): Promise<TierResponse[]> {
    return this.queries.execute(new ListTiersQuery(q.ownerId, q.query));
  }

  @Post('membership_tiers')
  @ManagementCall()
  @ApiOperation({ summary: "Create a tier in the owner's currency (payments must be connected)", operationId: 'createMembershipTier' })
  @ApiCreatedResponse({ type: TierResponse })
  @ApiBadRequestResponse({ description: 'The problems of the form, as a list [{ message }]' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Connect payments before creating memberships' })
  create(@Body() body: TierRequest): Promise<TierResponse> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new CreateTierCommand(ownerId, input));
  }

  @Get('membership_tiers/:id')
  @ManagementCall({ resolver: TierOwnerResolver })
  @ApiOperation({ summary: 'One tier, for the edit form', operationId: 'getMembershipTier' })
  @ApiOkResponse({ type: TierResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Tier not found' })
  get(@Param('id') id: string, @CallOwner() ownerId: string): Promise<TierResponse> {
    return this.queries.execute(new GetTierQuery(ownerId, id));
  }

  @Patch('membership_tiers/:id')
  @ManagementCall({ resolver: TierOwnerResolver })
  @ApiOperation({ summary: 'Change a tier; prices with subscribers stay as they are', operationId: 'updateMembershipTier' })
  @ApiOkResponse({ type: TierResponse })
  @ApiBadRequestResponse({ description: 'The problems of the form, as a list [{ message }]' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Tier not found' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'Prices with subscribers cannot be changed' })
  update(@Param('id') id: string, @CallOwner() ownerId: string, @Body() body: UpdateTierRequest): Promise<TierResponse> {
    const { ownerId: _, ...input } = body;
    return this.commands.execute(new UpdateTierCommand(ownerId, id, input));
  }

  @Delete('membership_tiers/:id')
  @ManagementCall({ resolver: TierOwnerResolver })
  @ApiOperation({ summary: 'Delete a tier that never had members', operationId: 'deleteMembershipTier' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Tier not found' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'This tier has members and cannot be deleted. Hide it instead.' })
  remove(@Param('id') id: string, @CallOwner() ownerId: string): Promise<true> {
    return this.commands.execute(new DeleteTierCommand(ownerId, id));
  }

  @Post('membership_tiers/:id/archive')
  @HttpCode(200)
  @ManagementCall({ resolver: TierOwnerResolver })
  @ApiOperation({ summary: 'Hide a tier: gone from the public page, no new subscriptions', operationId: 'archiveMembershipTier' })
  @ApiOkResponse({ type: TierResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Tier not found' })
  archive(@Param('id') id: string, @CallOwner() ownerId: string): Promise<TierResponse> {
    return this.commands.execute(new ArchiveTierCommand(ownerId, id, true));
  }

  @Post('membership_tiers/:id/restore')
  @HttpCode(200)
  @ManagementCall({ resolver: TierOwnerResolver })
  @ApiOperation({ summary: 'Show a hidden tier again', operationId: 'restoreMembershipTier' })
  @ApiOkResponse({ type: TierResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Tier not found' })
  restore(@Param('id') id: string, @CallOwner() ownerId: string): Promise<TierResponse> {
    return this.commands.execute(new ArchiveTierCommand(ownerId, id, false));
  }

  @Get('membership_ticket_options')
  @ManagementCall()
  @ApiOperation({ summary: "The ticket types of the owner's upcoming dates (the benefit form's ticket picker)", operationId: 'listMembershipTicketOptions' })
  @ApiOkResponse({ type: [MemberTicketResponse] })
  ticketOptions(@Query() q: TicketOptionsQuery): Promise<MemberTicketResponse[]> {
    return this.queries.execute(new ListTicketOptionsQuery(q.ownerId));
  }
}
