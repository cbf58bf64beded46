import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, OptionalPrincipal } from '../../../shared/http/auth.js';
import { FollowProfileCommand } from '../../application/follow-profile/follow-profile.command.js';
import { ListFollowersQuery } from '../../application/list-followers/list-followers.query.js';
import { ListFollowingQuery } from '../../application/list-following/list-following.query.js';
import { UnfollowProfileCommand } from '../../application/unfollow-profile/unfollow-profile.command.js';
import { ACCOUNT_MESSAGES } from '../../domain/account-rules.js';
import { FollowListQuery, FollowRequestQuery } from './follows.request.js';
import { FollowProfileResponse } from './follows.response.js';

@ApiTags('follows')
@Controller('client_side_api/follows')
export class FollowsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Follow a profile (idempotent)', operationId: 'followProfile' })
  @ApiCreatedResponse({ type: Boolean, description: 'true' })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: ACCOUNT_MESSAGES.profileNotFound })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: ACCOUNT_MESSAGES.followSelf })
  follow(@CurrentPrincipal() principal: Principal, @Query() query: FollowRequestQuery): Promise<true> {
    return this.commands.execute(new FollowProfileCommand(principal.userId, query.id));
  }

  @Post('delete')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Unfollow a profile (idempotent)', operationId: 'unfollowProfile' })
  @ApiOkResponse({ type: Boolean, description: 'true' })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: ACCOUNT_MESSAGES.profileNotFound })
  unfollow(@CurrentPrincipal() principal: Principal, @Query() query: FollowRequestQuery): Promise<true> {
    return this.commands.execute(new UnfollowProfileCommand(principal.userId, query.id));
  }

  @Get('followers')
  @ApiOperation({ summary: "A profile's followers, newest first, in pages of 30", operationId: 'listFollowers' })
  @ApiOkResponse({ type: [FollowProfileResponse] })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: ACCOUNT_MESSAGES.profileNotFound })
  followers(@Query() query: FollowListQuery, @OptionalPrincipal() viewer?: Principal): Promise<FollowProfileResponse[]> {
    return this.queries.execute(new ListFollowersQuery(query.id, query.page ?? 1, viewer?.userId ?? null));
  }

  @Get('following')
  @ApiOperation({ summary: 'The profiles a profile follows, newest first, in pages of 30', operationId: 'listFollowing' })
  @ApiOkResponse({ type: [FollowProfileResponse] })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: ACCOUNT_MESSAGES.profileNotFound })
  following(@Query() query: FollowListQuery, @OptionalPrincipal() viewer?: Principal): Promise<FollowProfileResponse[]> {
    return this.queries.execute(new ListFollowingQuery(query.id, query.page ?? 1, viewer?.userId ?? null));
  }
}
