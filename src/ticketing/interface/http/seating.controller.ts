import { Body, Controller, Get, Headers, Param, Patch, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MessageResponse } from '../../../shared/http/api-responses.js';
import { ManagementCall } from '../../../shared/http/auth.js';
import { EventDoorResolver, EventEditorResolver } from '../../application/event-access.js';
import { BlockSeatsCommand } from '../../application/event-seats/block-seats.command.js';
import { ListEventSeatsQuery } from '../../application/event-seats/list-event-seats.query.js';
import { GetBestAvailableSeatsQuery } from '../../application/seating-snapshot/get-best-available-seats.query.js';
import { GetSeatingSnapshotQuery } from '../../application/seating-snapshot/get-seating-snapshot.query.js';
import { WatchSeatChangesQuery } from '../../application/seating-snapshot/watch-seat-changes.query.js';
import { BestAvailableQuery, BlockSeatsRequest, EventSeatsQuery } from './seating.request.js';
import { BestAvailableResponse, EventSeatResponse, SeatingSnapshotResponse } from './seating.response.js';

/** A comment line now and then keeps proxies from closing a quiet stream (and tells the server a viewer left). */
export const SEAT_CHANGES_HEARTBEAT_MS = 25_000;

/** Whether `If-None-Match` names this ETag (weak or strong, among others, or `*`). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/**
 * Reserved seating: buyers' seat maps of a date (served from memory, revalidated by ETag, and kept live by a
 * server-sent events stream), and the organizer's view of who sits where with the seats it blocks.
 */
@ApiTags('seating')
@Controller('client_side_api/v1')
export class SeatingController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('seating/:dateId')
  @ApiOperation({ summary: "A date's seat map: the chart, its categories with their prices, and every seat's status", operationId: 'getSeating' })
  @ApiOkResponse({ type: SeatingSnapshotResponse, headers: { ETag: { description: '"{version}"', schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Not modified: If-None-Match named the current version' })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Event not found'; 'This event has no seat chart'" })
  async snapshot(@Param('dateId') dateId: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res({ passthrough: true }) response: Response): Promise<SeatingSnapshotResponse | undefined> {
    const snapshot = await this.queries.execute(new GetSeatingSnapshotQuery(dateId));
    const etag = `"${snapshot.version}"`;
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', 'no-cache');
    if (!matches(ifNoneMatch, etag)) return snapshot;
    response.status(304);
    return undefined;
  }

  @Get('seating/:dateId/changes')
  @ApiOperation({
    summary: "A date's seat changes as server-sent events",
    description:
      'Each `seats` event carries `{ version, seats: [{ label, status, available }] }` for the labels whose status changed; the first one has the current version and no labels. A version skipped means the map changed beyond its statuses: load it again. A comment line comes every 25 s.',
    operationId: 'watchSeating',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The event stream' })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'Event not found'; 'This event has no seat chart'" })
  async changes(@Param('dateId') dateId: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    // Refused (404) before anything is written; the stream's headers go out once the date is known.
    const changes = await this.queries.execute(new WatchSeatChangesQuery(dateId));
    request.socket.setTimeout(0);
    request.socket.setNoDelay(true);
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    response.flushHeaders();
    const subscription = changes.subscribe({
      next: (data) => response.write(`event: seats\ndata: ${JSON.stringify(data)}\n\n`),
      // The map went (its date lost its chart, or the server stops): the viewer reconnects.
      complete: () => response.end(),
    });
    const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), SEAT_CHANGES_HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      subscription.unsubscribe();
    };
    response.on('close', stop);
    // Gone already: left while the map was read, or the map went at once.
    if (response.destroyed || response.writableEnded) stop();
  }

  @Get('seating/:dateId/best_available')
  @ApiOperation({ summary: 'The best free seats side by side (or places of one area), each with a ticket type that sells it', operationId: 'getBestAvailableSeats' })
  @ApiOkResponse({ type: BestAvailableResponse })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: "'No {N} seats side by side are available'; 'Event not found'" })
  bestAvailable(@Param('dateId') dateId: string, @Query() query: BestAvailableQuery): Promise<BestAvailableResponse> {
    return this.queries.execute(new GetBestAvailableSeatsQuery(dateId, query.quantity, query.category ?? null, query.accessible === 'true'));
  }

  @Get('management/courses/:id/seating/seats')
  @ManagementCall({ resolver: EventDoorResolver })
  @ApiOperation({ summary: 'Who sits where on a date of the event: every place with its status and holder (door staff read it too)', operationId: 'listEventSeats' })
  @ApiOkResponse({ type: [EventSeatResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Event not found' })
  seats(@Param('id') id: string, @Query() query: EventSeatsQuery): Promise<EventSeatResponse[]> {
    return this.queries.execute(new ListEventSeatsQuery(id, query.event_id));
  }

  @Patch('management/courses/:id/seating/seats')
  @ManagementCall({ resolver: EventEditorResolver })
  @ApiOperation({ summary: 'Mark seats of a date not for sale or kept for guests, or for sale again', operationId: 'blockEventSeats' })
  @ApiOkResponse({ type: Boolean })
  @ApiBadRequestResponse({ type: [MessageResponse] })
  @ApiNotFoundResponse({ type: MessageResponse, description: 'Event not found' })
  @ApiUnprocessableEntityResponse({ type: MessageResponse, description: "'Seats {labels} are taken' (held or sold); 'Seats {labels} are not on the chart'" })
  block(@Param('id') id: string, @Query() query: EventSeatsQuery, @Body() body: BlockSeatsRequest): Promise<true> {
    return this.commands.execute(new BlockSeatsCommand(id, query.event_id, body.labels, body.blocked));
  }
}
