import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { ArchiveBenefitCommand } from '../../application/archive-benefit/archive-benefit.command.js';
import { CreateBenefitCommand } from '../../application/create-benefit/create-benefit.command.js';
import { DeleteBenefitCommand } from '../../application/delete-benefit/delete-benefit.command.js';
import { GetBenefitQuery } from '../../application/get-benefit/get-benefit.query.js';
import { ListBenefitsQuery } from '../../application/list-benefits/list-benefits.query.js';
import { BenefitOwnerResolver } from '../../application/owner-resolvers.js';
import { UpdateBenefitCommand } from '../../application/update-benefit/update-benefit.command.js';
import { BenefitRequest, BenefitsQuery, UpdateBenefitRequest } from './benefits.request.js';
import { BenefitResponse } from './benefits.response.js';
import { CallOwner } from './call-owner.js';

/** Member benefits (seed 002 §3, §5): discounts on the owner's tickets for holders of some tiers. */
@ApiTags('memberships')
@Controller('client_side_api/v1/profile_management')
export class BenefitsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('membership_discounts')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's benefits by name; search, tier and status filters", operationId: 'listMembershipBenefits' })
  @ApiOkResponse({ type: [BenefitResponse] })
  list(@Query() q: BenefitsQuery): Promise<BenefitResponse[]> {
    return this.queries.execute(new ListBenefitsQuery(q.ownerId, { query: q.query, tierId: q.tierId, status: q.status ?? 'all' }));
  }

  @Post('membership_discounts')
  @ManagementCall()
  @ApiOperation({ summary: "Create a benefit in the owner's currency", operationId: 'createMembershipBenefit' })
  @ApiCreatedResponse({ type: BenefitResponse })
  @ApiBadRequestResponse({ description: 'The problems of the form, as a list [{ message }]' })
  create(@Body() body: BenefitRequest): Promise<BenefitResponse> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new CreateBenefitCommand(ownerId, input));
  }

  @Get('membership_discounts/:id')
  @ManagementCall({ resolver: BenefitOwnerResolver })
  @ApiOperation({ summary: 'One benefit, for the edit form', operationId: 'getMembershipBenefit' })
  @ApiOkResponse({ type: BenefitResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Benefit not found' })
  get(@Param('id') id: string, @CallOwner() ownerId: string): Promise<BenefitResponse> {
    return this.queries.execute(new GetBenefitQuery(ownerId, id));
  }

  @Patch('membership_discounts/:id')
  @ManagementCall({ resolver: BenefitOwnerResolver })
  @ApiOperation({ summary: 'Change a benefit', operationId: 'updateMembershipBenefit' })
  @ApiOkResponse({ type: BenefitResponse })
  @ApiBadRequestResponse({ description: 'The problems of the form, as a list [{ message }]' })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Benefit not found' })
  update(@Param('id') id: string, @CallOwner() ownerId: string, @Body() body: UpdateBenefitRequest): Promise<BenefitResponse> {
    const { ownerId: _, ...input } = body;
    return this.commands.execute(new UpdateBenefitCommand(ownerId, id, input));
  }

  @Delete('membership_discounts/:id')
  @ManagementCall({ resolver: BenefitOwnerResolver })
  @ApiOperation({ summary: 'Delete a benefit never redeemed and not hidden', operationId: 'deleteMembershipBenefit' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Benefit not found' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: 'A benefit that was redeemed or is hidden cannot be deleted. Hide it instead.' })
  remove(@Param('id') id: string, @CallOwner() ownerId: string): Promise<true> {
    return this.commands.execute(new DeleteBenefitCommand(ownerId, id));
  }

  @Post('membership_discounts/:id/archive')
  @HttpCode(200)
  @ManagementCall({ resolver: BenefitOwnerResolver })
  @ApiOperation({ summary: 'Hide a benefit: no longer applied at checkout', operationId: 'archiveMembershipBenefit' })
  @ApiOkResponse({ type: BenefitResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Benefit not found' })
  archive(@Param('id') id: string, @CallOwner() ownerId: string): Promise<BenefitResponse> {
    return this.commands.execute(new ArchiveBenefitCommand(ownerId, id, true));
  }

  @Post('membership_discounts/:id/restore')
  @HttpCode(200)
  @ManagementCall({ resolver: BenefitOwnerResolver })
  @ApiOperation({ summary: 'Show a hidden benefit again', operationId: 'restoreMembershipBenefit' })
  @ApiOkResponse({ type: BenefitResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Benefit not found' })
  restore(@Param('id') id: string, @CallOwner() ownerId: string): Promise<BenefitResponse> {
    return this.commands.execute(new ArchiveBenefitCommand(ownerId, id, false));
  }
}
