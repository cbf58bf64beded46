import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Principal } from '../../../shared/access.js';
import { notFound } from '../../../shared/errors.js';
import { FileStorage } from '../../../shared/files/file-storage.port.js';
import { sendStoredFile } from '../../../shared/files/send-stored-file.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { Authenticated, CurrentPrincipal, OptionalPrincipal } from '../../../shared/http/auth.js';
import { CountVideoViewCommand } from '../../application/count-video-view/count-video-view.command.js';
import { GetVideoFileQuery } from '../../application/get-video-file/get-video-file.query.js';
import { GetWatchVideoQuery } from '../../application/get-watch-video/get-watch-video.query.js';
import { LikeVideoCommand } from '../../application/like-video/like-video.command.js';
import { ListPublicVideosQuery } from '../../application/list-public-videos/list-public-videos.query.js';
import { WATCH_MESSAGES } from '../../domain/watch-rules.js';
import { VIDEOS_PER_PAGE, VideosQuery } from './videos.request.js';
import { VideoLikeResponse, VideosPageResponse, WatchVideoResponse } from './videos.response.js';

const NOT_FOUND = { type: MessageResponse, description: WATCH_MESSAGES.notFound };
const MEMBERS_ONLY = { type: MessageResponse, description: WATCH_MESSAGES.membersOnly };

@ApiTags('videos')
@Controller('client_side_api/v1/videos')
export class VideosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly files: FileStorage,
  ) {}

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

  @Get(':id')
  @ApiOperation({ summary: 'The watch page of a ready video (no fileUrl for a viewer who may not watch it)', operationId: 'getVideo' })
  @ApiOkResponse({ type: WatchVideoResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  watch(@Param('id') id: string, @OptionalPrincipal() viewer?: Principal): Promise<WatchVideoResponse> {
    return this.queries.execute(new GetWatchVideoQuery(id, viewer ?? null));
  }

  @Get(':id/file')
  @ApiOperation({ summary: 'The video itself, whole or one byte range, for a viewer who may watch it', operationId: 'getVideoFile' })
  @ApiHeader({ name: 'Range', required: false, description: 'One byte range, e.g. `bytes=0-1023`, `bytes=1024-` or `bytes=-512`' })
  @ApiOkResponse({ description: 'The video (video/mp4 or video/quicktime)' })
  @ApiResponse({ status: 206, description: 'The requested byte range (Content-Range tells which)' })
  @ApiResponse({ status: 416, description: 'The range lies past the end of the file' })
  @ApiForbiddenResponse(MEMBERS_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  async file(@Param('id') id: string, @Req() request: Request, @Res() response: Response, @OptionalPrincipal() viewer?: Principal): Promise<void> {
    const file = await this.queries.execute(new GetVideoFileQuery(id, viewer ?? null));
    // Members-only bytes must not sit in shared caches; the browser revalidates before reusing them.
    const sent = await sendStoredFile(this.files, file.fileKey, request, response, { contentType: file.contentType ?? undefined, cacheControl: 'private, no-cache' });
    if (!sent) throw notFound(WATCH_MESSAGES.notFound);
  }

  @Post(':id/views')
  @HttpCode(200)
  @ApiOperation({ summary: 'Count one view (the player counts one when playback starts)', operationId: 'countVideoView' })
  @ApiOkResponse({ type: Boolean, description: 'true' })
  @ApiForbiddenResponse(MEMBERS_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  view(@Param('id') id: string, @OptionalPrincipal() viewer?: Principal): Promise<true> {
    return this.commands.execute(new CountVideoViewCommand(id, viewer ?? null));
  }

  @Post(':id/like')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Like the video (once, however often asked)', operationId: 'likeVideo' })
  @ApiOkResponse({ type: VideoLikeResponse })
  @ApiForbiddenResponse(MEMBERS_ONLY)
  @ApiNotFoundResponse(NOT_FOUND)
  like(@Param('id') id: string, @CurrentPrincipal() viewer: Principal): Promise<VideoLikeResponse> {
    return this.commands.execute(new LikeVideoCommand(id, viewer, true));
  }

  @Post(':id/like/delete')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Take back a like of the video', operationId: 'unlikeVideo' })
  @ApiOkResponse({ type: VideoLikeResponse })
  @ApiNotFoundResponse(NOT_FOUND)
  unlike(@Param('id') id: string, @CurrentPrincipal() viewer: Principal): Promise<VideoLikeResponse> {
    return this.commands.execute(new LikeVideoCommand(id, viewer, false));
  }
}
