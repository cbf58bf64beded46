import { Body, Controller, Get, Injectable, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, ManagementCall } from '../../../shared/http/auth.js';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { CreateOrganizationCommand } from '../../application/create-organization/create-organization.command.js';
import { GetProfileSettingsQuery } from '../../application/get-profile-settings/get-profile-settings.query.js';
import { GetProfileQuery } from '../../application/get-profile/get-profile.query.js';
import { CreateOrganizationRequest, ProfileLookupQuery } from './accounts.request.js';
import { ProfileResponse, ProfileSettingsResponse } from './accounts.response.js';
import { isUuid } from '../../../shared/ids.js';

/** `/profiles/{id}/…` management calls act for the profile named in the path. */
@Injectable()
export class ProfileIdOwner implements OwnerResolver {
  async resolveOwnerId(call: CallArguments): Promise<string> {
    const id = call.params.id;
    if (!isUuid(id)) throw new ValidationFailed(['id must be a profile id']);
    return id;
  }
}

@ApiTags('profiles')
@Controller('client_side_api/v1')
export class ProfilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profiles/:username')
  @ApiOperation({ summary: 'Public profile by username', operationId: 'getProfile' })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  profile(@Param('username') username: string, @Query() query: ProfileLookupQuery): Promise<ProfileResponse> {
    return this.queries.execute(new GetProfileQuery(username, query.type));
  }

  @Get('profiles/:id/settings')
  @ManagementCall({ resolver: ProfileIdOwner })
  @ApiOperation({ summary: 'Account settings of a profile (management)', operationId: 'getProfileSettings' })
  @ApiOkResponse({ type: ProfileSettingsResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  settings(@Param('id', ParseUUIDPipe) id: string): Promise<ProfileSettingsResponse> {
    return this.queries.execute(new GetProfileSettingsQuery(id));
  }

  @Post('schools')
  @Authenticated()
  @ApiOperation({ summary: 'Create an organization (type School); the creator becomes its owner', operationId: 'createOrganization' })
  @ApiCreatedResponse({ type: ProfileResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  createOrganization(@CurrentPrincipal() principal: Principal, @Body() body: CreateOrganizationRequest): Promise<ProfileResponse> {
    return this.commands.execute(new CreateOrganizationCommand(principal.userId, body.name, body.username));
  }
}
