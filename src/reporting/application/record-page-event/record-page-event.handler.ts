import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { PublicEvents } from '../../../ticketing/contracts/public-events.js';
import { Clock } from '../../../shared/clock.js';
import { notFound, tooManyRequests, unprocessable } from '../../../shared/errors.js';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.port.js';
import { PAGE_EVENT_LIMIT, TRACKING_MESSAGES } from '../../domain/tracking.js';
import { PageEventRepository } from '../ports/page-event-repository.port.js';
import { RecordPageEventCommand } from './record-page-event.command.js';

/** Stores one page event of a published event under its owner, for the event's funnel (stats). */
@CommandHandler(RecordPageEventCommand)
export class RecordPageEventHandler implements ICommandHandler<RecordPageEventCommand> {
  constructor(
    private readonly events: PublicEvents,
    private readonly pageEvents: PageEventRepository,
    private readonly limits: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async execute({ eventId, eventDateId, name, visitorId, ip }: RecordPageEventCommand): Promise<true> {
    if (!(await this.limits.hit(`page-event:${ip}`, PAGE_EVENT_LIMIT))) throw tooManyRequests(TRACKING_MESSAGES.tooManyRequests);
    const event = await this.events.publishedEvent(eventId);
    if (!event) throw notFound(TRACKING_MESSAGES.eventNotFound);
    if (eventDateId !== null && !event.dateIds.includes(eventDateId.toLowerCase())) throw unprocessable(TRACKING_MESSAGES.dateNotOfEvent);
    await this.pageEvents.add({ id: randomUUID(), ownerId: event.ownerId, eventId: event.id, eventDateId: eventDateId?.toLowerCase() ?? null, name, visitorId, occurredAt: this.clock.now() });
    return true;
  }
}
