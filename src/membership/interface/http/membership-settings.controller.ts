import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall, OptionalPrincipal } from '../../../shared/http/auth.js';
import { GetMembershipSettingsQuery } from '../../application/get-membership-settings/get-membership-settings.query.js';
import { ListPublicTiersQuery } from '../../application/list-public-tiers/list-public-tiers.query.js';
import { UpdateMembershipSettingsCommand } from '../../application/update-membership-settings/update-membership-settings.command.js';
import { MembershipSettingsRequest, PublicTiersQuery } from './membership-settings.request.js';
import { MembershipSettingsResponse } from './membership-settings.response.js';
import { PublicTierResponse } from './tiers.response.js';

/** An owner's membership page (seed 002 §2): its settings and the tiers visitors may subscribe to. */
@ApiTags('memberships')
@Controller('client_side_api/v1')
export class MembershipSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profiles/:id/membership_settings')
  @ApiOperation({ summary: "An owner's membership settings (public; the private link id only for its managers)", operationId: 'getMembershipSettings' })
  @ApiOkResponse({ type: MembershipSettingsResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  settings(@Param('id') id: string, @OptionalPrincipal() viewer?: Principal): Promise<MembershipSettingsResponse> {
    return this.queries.execute(new GetMembershipSettingsQuery(id, viewer));
  }

  @Get('profiles/:id/membership_tiers')
  @ApiOperation({ summary: "The tiers of an owner's membership page ([] when private and privateUuid does not match)", operationId: 'listPublicMembershipTiers' })
  @ApiOkResponse({ type: [PublicTierResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  tiers(@Param('id') id: string, @Query() q: PublicTiersQuery): Promise<PublicTierResponse[]> {
    return this.queries.execute(new ListPublicTiersQuery(id, q.privateUuid));
  }

  @Patch('profile_management/membership_settings/:ownerId')
  @ManagementCall()
  @ApiOperation({ summary: "Save the membership page's hero, description and status", operationId: 'updateMembershipSettings' })
  @ApiOkResponse({ type: MembershipSettingsResponse })
  @ApiBadRequestResponse({ description: 'The problems of the form, as a list [{ message }]' })
  update(@Param('ownerId') ownerId: string, @Body() body: MembershipSettingsRequest): Promise<MembershipSettingsResponse> {
    return this.commands.execute(new UpdateMembershipSettingsCommand(ownerId, body));
  }
}
