import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ProfileDirectory } from '../../../accounts/contracts/profile-directory.js';
import { Clock } from '../../../shared/clock.js';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { ConcurrencyError, EventStore } from '../../../shared/event-store/event-store.port.js';
import { EventPublished, eventStream, type EventPublishedData, type TicketingIntegrationEvent } from '../../contracts/event-events.js';
import { deriveSchedule, EVENT_MESSAGES, isOver } from '../../domain/event-rules.js';
import { EventRepository } from '../ports/event-repository.port.js';
import { PublishEventCommand } from './publish-event.command.js';

/**
 * Publishing makes the event public (unless private); publishing twice changes nothing. The first
 * publication is told to other contexts (EventPublished): the event's stream holds it once only, so an
 * event taken off sale and published again is not announced again. The row is saved before the event is
 * appended, so a publication whose append failed is announced by the next call to publish it. A draft whose
 * dates are all over is refused: nobody could buy a ticket for it.
 */
@CommandHandler(PublishEventCommand)
export class PublishEventHandler implements ICommandHandler<PublishEventCommand> {
  constructor(
    private readonly events: EventRepository,
    private readonly profiles: ProfileDirectory,
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  async execute({ eventId }: PublishEventCommand): Promise<void> {
    const event = await this.events.find(eventId);
    if (!event) throw notFound(EVENT_MESSAGES.notFound);
    if (!event.published && isOver(await this.events.dates(eventId), this.clock.now())) throw unprocessable(EVENT_MESSAGES.datesPast);
    const outcome = await this.events.publish(eventId);
    if (outcome === null) throw notFound(EVENT_MESSAGES.notFound);
    // 'unchanged' is published too: announce it if an earlier call saved the row but lost the append.
    if ((await this.store.readStream(eventStream(eventId))).length === 0) await this.announce(eventId);
  }

  private async announce(eventId: string): Promise<void> {
    const now = this.clock.now();
    const [event, dates] = await Promise.all([this.events.find(eventId), this.events.dates(eventId)]);
    if (!event) return;
    const [owner] = await this.profiles.findByIds([event.ownerId]);
    if (!owner) return;
    const data: EventPublishedData = {
      eventId,
      name: event.name,
      ownerId: owner.id,
      ownerName: owner.name,
      ownerUsername: owner.username,
      ownerType: owner.type === 'School' ? 'school' : 'user',
      private: event.private,
      startsAt: deriveSchedule(dates, now).nextEvent?.startsAt.toISOString() ?? null,
      publishedAt: now.toISOString(),
    };
    const published: TicketingIntegrationEvent = { type: EventPublished, data };
    try {
      await this.store.appendToStream(eventStream(eventId), [published], { expectedRevision: 'no_stream' });
    } catch (error) {
      // Announced meanwhile (a concurrent call), or before (published, taken off sale and published again).
      if (!(error instanceof ConcurrencyError)) throw error;
    }
  }
}
