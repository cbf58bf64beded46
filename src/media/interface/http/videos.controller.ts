import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { OptionalPrincipal } from '../../../shared/http/auth.js';
import { ListPublicVideosQuery } from '../../application/list-public-videos/list-public-videos.query.js';
import { VIDEOS_PER_PAGE, VideosQuery } from './videos.request.js';
import { VideosPageResponse } from './videos.response.js';

@ApiTags('videos')
@Controller('client_side_api/v1/videos')
export class VideosController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Ready videos, newest first (by relevance when searching); members-only ones blurred for viewers who may not watch them',
    operationId: 'listVideos',
  })
  @ApiOkResponse({ type: VideosPageResponse })
  @ApiBadRequestResponse({ type: MessageResponse })
  list(@Query() q: VideosQuery, @OptionalPrincipal() viewer?: Principal): Promise<VideosPageResponse> {
    const filter = { ownerId: q.ownerId, query: q.query?.trim() || undefined, page: q.page ?? 1, perPage: q.perPage ?? VIDEOS_PER_PAGE };
    return this.queries.execute(new ListPublicVideosQuery(filter, viewer ?? null));
  }
}
