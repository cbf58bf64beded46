import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, ManagementCall, OptionalPrincipal, OwnAccountCall } from '../../../shared/http/auth.js';
import { AddMemberCommand } from '../../application/add-member/add-member.command.js';
import { ChangeMemberCommand } from '../../application/change-member/change-member.command.js';
import { ClaimMembershipCommand } from '../../application/claim-membership/claim-membership.command.js';
import { GetMemberQuery } from '../../application/get-member/get-member.query.js';
import { MemberOwnerResolver } from '../../application/get-member/member-owner.resolver.js';
import { ExportMembersQuery } from '../../application/list-members/export-members.query.js';
import { ListMembersQuery } from '../../application/list-members/list-members.query.js';
import { ListMembershipsQuery } from '../../application/list-memberships/list-memberships.query.js';
import { ListUserSubscriptionsQuery } from '../../application/list-user-subscriptions/list-user-subscriptions.query.js';
import type { MemberSearch } from '../../application/member-view.js';
import { RemoveMemberCommand } from '../../application/remove-member/remove-member.command.js';
import { MEMBER_MESSAGES } from '../../domain/member-rules.js';
import { AddMemberRequest, ChangeMemberRequest, ClaimMembershipRequest, MembershipsQuery, MembersQuery, MembersSearchQuery } from './members.request.js';
import { MemberResponse, MembershipResponse, MembersPageResponse, SubscriptionRowResponse } from './members.response.js';

const searchOf = (q: MembersSearchQuery): MemberSearch => ({ query: q.query?.trim() || undefined, tierId: q.tierId, status: q.status ?? 'all' });

/**
 * Members of an owner's tiers (seed 002 §2.3 Members tab): paying subscribers, whose membership the
 * payment provider manages, and members the owner added by hand. And the buyer's side: a subscriber's
 * memberships.
 */
@ApiTags('memberships')
@Controller('client_side_api/v1')
export class MembersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profile_management/membership_subscriptions')
  @ManagementCall()
  @ApiOperation({ summary: "The owner's members matching the search and filters, newest first (10 per page by default)", operationId: 'listMembers' })
  @ApiOkResponse({ type: MembersPageResponse })
  list(@Query() q: MembersQuery): Promise<MembersPageResponse> {
    return this.queries.execute(new ListMembersQuery(q.ownerId, searchOf(q), q.page ?? 1, q.perPage ?? 10));
  }

  @Get('profile_management/membership_subscriptions/export')
  @ManagementCall()
  @ApiOperation({ summary: "Every member matching the search and filters (the 'Members {date}.csv' export)", operationId: 'exportMembers' })
  @ApiOkResponse({ type: [MemberResponse] })
  export(@Query() q: MembersSearchQuery): Promise<MemberResponse[]> {
    return this.queries.execute(new ExportMembersQuery(q.ownerId, searchOf(q)));
  }

  @Post('profile_management/membership_subscriptions')
  @ManagementCall()
  @ApiOperation({ summary: 'Add a member by hand (invited, no payment); the member gets an invitation e-mail', operationId: 'addMember' })
  @ApiCreatedResponse({ type: MemberResponse })
  @ApiBadRequestResponse({ type: [MessageResponse], description: 'Each problem of the form' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'This tier has no {interval} price', 'This person is already a member of this tier'" })
  add(@Body() body: AddMemberRequest): Promise<MemberResponse> {
    const { ownerId, ...input } = body;
    return this.commands.execute(new AddMemberCommand(ownerId, input));
  }

  @Get('profile_management/membership_subscriptions/:id')
  @ManagementCall({ resolver: MemberOwnerResolver })
  @ApiOperation({ summary: 'One member', operationId: 'getMember' })
  @ApiOkResponse({ type: MemberResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string): Promise<MemberResponse> {
    return this.queries.execute(new GetMemberQuery(id));
  }

  @Patch('profile_management/membership_subscriptions/:id')
  @ManagementCall({ resolver: MemberOwnerResolver })
  @ApiOperation({ summary: 'Change a member added by hand (name, tier and price, expiry)', operationId: 'changeMember' })
  @ApiOkResponse({ type: MemberResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: `'${MEMBER_MESSAGES.providerManaged}'` })
  change(@Param('id') id: string, @Body() body: ChangeMemberRequest): Promise<MemberResponse> {
    return this.commands.execute(new ChangeMemberCommand(id, body));
  }

  @Delete('profile_management/membership_subscriptions/:id')
  @ManagementCall({ resolver: MemberOwnerResolver })
  @ApiOperation({ summary: 'Remove a member added by hand', operationId: 'removeMember' })
  @ApiOkResponse({ type: Boolean })
  @ApiNotFoundResponse({ type: MessageResponse })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: `'${MEMBER_MESSAGES.providerManaged}'` })
  remove(@Param('id') id: string): Promise<true> {
    return this.commands.execute(new RemoveMemberCommand(id));
  }

  @Get('memberships')
  @ApiOperation({ summary: "The caller's memberships with an owner that have not expired ([] when not signed in)", operationId: 'listMemberships' })
  @ApiOkResponse({ type: [MembershipResponse] })
  memberships(@Query() q: MembershipsQuery, @OptionalPrincipal() principal?: Principal): Promise<MembershipResponse[]> {
    return this.queries.execute(new ListMembershipsQuery(q.ownerId, principal?.userId ?? null));
  }

  @Post('memberships/claim')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: "Link a membership the owner added by hand to the caller's account, by the claim link of its invitation e-mail", operationId: 'claimMembership' })
  @ApiOkResponse({ type: MembershipResponse, description: "The caller's membership, as GET /v1/memberships lists it" })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiUnauthorizedResponse({ type: MessageResponse, description: 'Not signed in' })
  @ApiUnprocessableEntityResponse({
    type: MessageResponse,
    description: `'${MEMBER_MESSAGES.claimInvalid}', '${MEMBER_MESSAGES.claimEnded}', '${MEMBER_MESSAGES.claimTaken}'`,
  })
  claim(@Body() body: ClaimMembershipRequest, @CurrentPrincipal() principal: Principal): Promise<MembershipResponse> {
    return this.commands.execute(new ClaimMembershipCommand(principal.userId, body.token));
  }

  @Get('profiles/:id/membership_subscriptions')
  @OwnAccountCall('id', MEMBER_MESSAGES.notYours)
  @ApiOperation({ summary: "The signed-in buyer's memberships with every owner, expired ones hidden", operationId: 'listUserSubscriptions' })
  @ApiOkResponse({ type: [SubscriptionRowResponse] })
  subscriptions(@Param('id') id: string): Promise<SubscriptionRowResponse[]> {
    return this.queries.execute(new ListUserSubscriptionsQuery(id));
  }
}
