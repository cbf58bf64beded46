import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { Clock } from '../../../shared/clock.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { BROADCAST_MESSAGES, viewerStatus } from '../../domain/broadcast.js';
import { BroadcastViewers } from '../broadcast-viewers.service.js';
import type { BroadcastView } from '../broadcast-view.js';
import { HlsUrls } from '../hls-urls.service.js';
import { BroadcastRepository } from '../ports/broadcast-repository.port.js';
import { GetBroadcastQuery } from './get-broadcast.query.js';

/** The viewer page: the stream's state for everyone, the stream itself for its ticket holders and the event's managers. */
@QueryHandler(GetBroadcastQuery)
export class GetBroadcastHandler implements IQueryHandler<GetBroadcastQuery> {
  constructor(
    private readonly broadcasts: BroadcastRepository,
    private readonly dates: TicketDates,
    private readonly viewers: BroadcastViewers,
    private readonly urls: HlsUrls,
    private readonly clock: Clock,
  ) {}

  async execute({ id, viewer }: GetBroadcastQuery): Promise<BroadcastView> {
    const broadcast = isUuid(id) ? await this.broadcasts.get(id) : null;
    const date = broadcast && (await this.dates.ofDate(broadcast.eventDateId));
    if (!broadcast || !date) throw notFound(BROADCAST_MESSAGES.notFound);
    const status = viewerStatus(broadcast, date.date.endsAt, this.clock.now());
    const canWatch = await this.viewers.canWatch(broadcast, viewer);
    return {
      id: broadcast.id,
      eventId: date.event.id,
      eventName: date.event.name,
      eventDateId: date.date.id,
      startsAt: date.date.startsAt.toISOString(),
      endsAt: date.date.endsAt?.toISOString() ?? null,
      timezone: date.event.timezone,
      status,
      kind: broadcast.kind,
      canWatch,
      externalUrl: canWatch && broadcast.kind === 'external' ? broadcast.externalUrl : null,
      playlistUrl: canWatch && viewer && broadcast.kind === 'live' && status === 'live' ? await this.urls.playlistUrl(broadcast.id, viewer.userId) : null,
      recordingVideoId: broadcast.recordingVideoId,
    };
  }
}
