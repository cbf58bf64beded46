import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Principal } from '../../../shared/access.js';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall, OptionalPrincipal } from '../../../shared/http/auth.js';
import { EventBroadcastsResolver } from '../../application/event-broadcasts.resolver.js';
import { GetBroadcastFileQuery, type BroadcastFile } from '../../application/get-broadcast-file/get-broadcast-file.query.js';
import { GetBroadcastQuery } from '../../application/get-broadcast/get-broadcast.query.js';
import { ListEventBroadcastsQuery } from '../../application/list-event-broadcasts/list-event-broadcasts.query.js';
import { RegenerateStreamKeyCommand } from '../../application/regenerate-stream-key/regenerate-stream-key.command.js';
import { SetBroadcastCommand } from '../../application/set-broadcast/set-broadcast.command.js';
import { BroadcastFileQuery, SetBroadcastRequest } from './broadcasts.request.js';
import { BroadcastResponse, EventBroadcastsResponse, ManagedBroadcastResponse } from './broadcasts.response.js';

/** The live streams and stream links of an event's online dates, for its owner's managers and admin collaborators. */
@ApiTags('broadcasts')
@Controller('client_side_api/v1/management/courses/:id/broadcasts')
export class EventBroadcastsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ManagementCall({ resolver: EventBroadcastsResolver })
  @ApiOperation({ summary: 'The online dates of the event with their broadcasts, and the RTMP server to stream to', operationId: 'listEventBroadcasts' })
  @ApiOkResponse({ type: EventBroadcastsResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  list(@Param('id') id: string): Promise<EventBroadcastsResponse> {
    return this.queries.execute(new ListEventBroadcastsQuery(id));
  }

  @Put(':dateId')
  @ManagementCall({ resolver: EventBroadcastsResolver })
  @ApiOperation({ summary: 'Set up the broadcast of an online date: a live stream (a stream key is made) or an external link', operationId: 'setEventBroadcast' })
  @ApiOkResponse({ type: ManagedBroadcastResponse })
  @ApiBadRequestResponse({ type: MessageResponse, description: "'Please enter a valid stream link', 'Please select at least one membership tier'" })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Not an online date of the event' })
  set(@Param('id') id: string, @Param('dateId') dateId: string, @Body() body: SetBroadcastRequest): Promise<ManagedBroadcastResponse> {
    const input = { kind: body.kind, externalUrl: body.externalUrl, recordingVisibility: body.recordingVisibility, recordingTierIds: body.recordingTierIds };
    return this.commands.execute(new SetBroadcastCommand(id, dateId, input));
  }

  @Post(':dateId/stream_key')
  @HttpCode(200)
  @ManagementCall({ resolver: EventBroadcastsResolver })
  @ApiOperation({ summary: 'A new stream key; the old one is refused from now on (a running stream goes on until it stops)', operationId: 'regenerateBroadcastStreamKey' })
  @ApiOkResponse({ type: ManagedBroadcastResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  regenerate(@Param('id') id: string, @Param('dateId') dateId: string): Promise<ManagedBroadcastResponse> {
    return this.commands.execute(new RegenerateStreamKeyCommand(id, dateId));
  }
}

/** The viewer page of a broadcast (`/b/{id}`) and its signed HLS files. */
@ApiTags('broadcasts')
@Controller('client_side_api/v1/broadcasts')
export class BroadcastsController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOperation({ summary: "A broadcast's state; the stream (link or signed playlist) only for its ticket holders and the event's managers", operationId: 'getBroadcast' })
  @ApiOkResponse({ type: BroadcastResponse })
  @ApiNotFoundResponse({ type: MessageResponse })
  get(@Param('id') id: string, @OptionalPrincipal() viewer?: Principal): Promise<BroadcastResponse> {
    return this.queries.execute(new GetBroadcastQuery(id, viewer ?? null));
  }

  @Get(':id/hls/:file')
  @ApiOperation({
    summary: 'An HLS file of a live broadcast by its signed URL (the playlist comes back with signed segment URLs)',
    description: 'The URL is signed for the signed-in viewer it was handed to and expires (playlist: an hour, segments: ten minutes).',
    operationId: 'getBroadcastFile',
  })
  @ApiOkResponse({ description: 'application/vnd.apple.mpegurl or video/mp2t' })
  @ApiForbiddenResponse({ type: MessageResponse, description: 'Missing, expired or wrong signature' })
  @ApiNotFoundResponse({ type: MessageResponse })
  async file(
    @Param('id') id: string,
    @Param('file') file: string,
    @Query() q: BroadcastFileQuery,
    @Res() response: Response,
    @OptionalPrincipal() viewer?: Principal,
  ): Promise<void> {
    const found: BroadcastFile = await this.queries.execute(new GetBroadcastFileQuery(id, file, q.expires, q.signature, viewer ?? null));
    // Signed for one viewer: never kept by shared caches.
    response.set({ 'Content-Type': found.contentType, 'Cache-Control': 'private, no-store' }).send(found.body);
  }
}
