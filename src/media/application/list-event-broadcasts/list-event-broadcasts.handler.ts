import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../shared/config.js';
import { notFound } from '../../../shared/errors.js';
import { isUuid } from '../../../shared/ids.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { BROADCAST_MESSAGES } from '../../domain/broadcast.js';
import { managedBroadcast, type EventBroadcasts } from '../broadcast-view.js';
import { BroadcastRepository } from '../ports/broadcast-repository.port.js';
import { ListEventBroadcastsQuery } from './list-event-broadcasts.query.js';

/** Every online date of the event with its broadcast, if any. */
@QueryHandler(ListEventBroadcastsQuery)
export class ListEventBroadcastsHandler implements IQueryHandler<ListEventBroadcastsQuery> {
  constructor(
    private readonly dates: TicketDates,
    private readonly broadcasts: BroadcastRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ eventId }: ListEventBroadcastsQuery): Promise<EventBroadcasts> {
    if (!isUuid(eventId)) throw notFound(BROADCAST_MESSAGES.eventNotFound);
    const [dates, broadcasts] = await Promise.all([this.dates.onlineDatesOf(eventId), this.broadcasts.forEvent(eventId)]);
    const byDate = new Map(broadcasts.map((b) => [b.eventDateId, b]));
    return {
      rtmpUrl: `rtmp://${new URL(this.config.siteUrl).hostname}:${this.config.rtmpPort}/live`,
      dates: dates.map(({ date }) => {
        const broadcast = byDate.get(date.id);
        return { dateId: date.id, startsAt: date.startsAt.toISOString(), endsAt: date.endsAt?.toISOString() ?? null, broadcast: broadcast ? managedBroadcast(broadcast) : null };
      }),
    };
  }
}
