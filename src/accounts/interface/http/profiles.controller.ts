import { Body, Controller, Delete, Get, Injectable, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, ManagementCall, OptionalPrincipal } from '../../../shared/http/auth.js';
import type { CallArguments, OwnerResolver, Principal } from '../../../shared/access.js';
import { ValidationFailed } from '../../../shared/errors.js';
import { CreateOrganizationCommand } from '../../application/create-organization/create-organization.command.js';
import { GetProfileSettingsQuery } from '../../application/get-profile-settings/get-profile-settings.query.js';
import { GetProfileQuery } from '../../application/get-profile/get-profile.query.js';
import { CreateOrganizationRequest, ProfileLookupQuery, ProfileSearchQuery } from './accounts.request.js';
import { ProfileCardsPageResponse, ProfileResponse } from './accounts.response.js';
import { SearchProfilesQuery } from '../../application/search-profiles/search-profiles.query.js';
import { PROFILE_SEARCH_PER_PAGE } from '../../domain/account-rules.js';
import { isUuid } from '../../../shared/ids.js';
import { DeleteProfileCommand } from '../../application/delete-profile/delete-profile.command.js';
import { UpdateProfileSettingsCommand } from '../../application/update-profile-settings/update-profile-settings.command.js';
import { ProfileSettingsRepository } from '../../application/ports/profile-settings-repository.port.js';
import { SETTINGS_MESSAGES } from '../../domain/settings-rules.js';
import { UpdateProfileSettingsRequest } from './profile-settings.request.js';
import { ProfileSettingsResponse } from './profile-settings.response.js';

/**
 * `/profiles/{id}/…` management calls act for the profile named in the path. A profile that does not exist
 * or is closed resolves to no owner, so that the handler answers 404.
 */
@Injectable()
export class ProfileIdOwner implements OwnerResolver {
  constructor(private readonly profiles: ProfileSettingsRepository) {}

  async resolveOwnerId(call: CallArguments): Promise<string | null> {
    const id = call.params.id;
    if (!isUuid(id)) throw new ValidationFailed(['id must be a profile id']);
    return (await this.profiles.find(id)) ? id : null;
  }
}

@ApiTags('profiles')
@Controller('client_side_api/v1')
export class ProfilesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('profiles')
  @ApiOperation({
    summary: 'The profile directory: profiles by name, username or description (prefixes, accents ignored), best match first; without a query the most followed first',
    operationId: 'searchProfiles',
  })
  @ApiOkResponse({ type: ProfileCardsPageResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  search(@Query() query: ProfileSearchQuery, @OptionalPrincipal() viewer?: Principal): Promise<ProfileCardsPageResponse> {
    const search = {
      text: query.query ?? '',
      type: query.type,
      organizers: query.organizers === 'true',
      page: query.page ?? 1,
      perPage: query.perPage ?? PROFILE_SEARCH_PER_PAGE.default,
    };
    return this.queries.execute(new SearchProfilesQuery(search, viewer?.userId ?? null));
  }

  @Get('profiles/:username')
  @ApiOperation({ summary: 'Public profile by username', operationId: 'getProfile' })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiNotFoundResponse({ type: MessageResponse, description: "Sorry! That profile wasn't found." })
  profile(@Param('username') username: string, @Query() query: ProfileLookupQuery, @OptionalPrincipal() viewer?: Principal): Promise<ProfileResponse> {
    return this.queries.execute(new GetProfileQuery(username, query.type, viewer?.userId ?? null));
  }

  @Get('profiles/:id/settings')
  @ManagementCall({ resolver: ProfileIdOwner })
  @ApiOperation({ summary: 'Account settings of a profile (management)', operationId: 'getProfileSettings' })
  @ApiOkResponse({ type: ProfileSettingsResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  settings(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<ProfileSettingsResponse> {
    return this.queries.execute(new GetProfileSettingsQuery(id, principal.userId));
  }

  @Patch('profiles/:id')
  @ManagementCall({ resolver: ProfileIdOwner })
  @ApiOperation({ summary: 'Update the account settings of a profile (management); answers the settings as saved', operationId: 'updateProfileSettings' })
  @ApiOkResponse({ type: ProfileSettingsResponse })
  @ApiBadRequestResponse({ type: [MessageResponse], description: "Each problem as `{ message, field }`, e.g. 'this field is required', 'Username is already taken'" })
  @ApiNotFoundResponse({ type: MessageResponse })
  updateSettings(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateProfileSettingsRequest): Promise<ProfileSettingsResponse> {
    const attributes = body.settingAttributes ?? {};
    const { email: publicEmail, banner, ...settings } = attributes;
    return this.commands.execute(
      new UpdateProfileSettingsCommand(id, principal.userId, { ...settings, publicEmail, name: body.name, username: body.username }, { logo: body.logo, banner }),
    );
  }

  @Delete('profiles/:id')
  @ManagementCall({ resolver: ProfileIdOwner })
  @ApiOperation({
    summary: "Delete an account (the profile's own user or an owner of the organization's team only); sold tickets stay valid",
    operationId: 'deleteProfile',
  })
  @ApiOkResponse({ type: MessageResponse, description: SETTINGS_MESSAGES.deleted })
  @ApiForbiddenResponse({ type: MessageResponse, description: SETTINGS_MESSAGES.notAllowedToDelete })
  @ApiNotFoundResponse({ type: MessageResponse })
  deleteProfile(@CurrentPrincipal() principal: Principal, @Param('id', ParseUUIDPipe) id: string): Promise<MessageResponse> {
    return this.commands.execute(new DeleteProfileCommand(id, principal.userId));
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
