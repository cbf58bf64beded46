import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { SeatingFeed } from '../ports/seating-feed.port.js';
import { SeatRepository } from '../ports/seat-repository.port.js';
import { BlockSeatsCommand } from './block-seats.command.js';
import { EVENT_SEATS_MESSAGES } from './event-seat-view.js';

@CommandHandler(BlockSeatsCommand)
export class BlockSeatsHandler implements ICommandHandler<BlockSeatsCommand> {
  constructor(
    private readonly feed: SeatingFeed,
    private readonly seats: SeatRepository,
  ) {}

  async execute({ eventId, eventDateId, labels, blocked }: BlockSeatsCommand): Promise<true> {
    const seating = await this.feed.dateSeating(eventDateId);
    if (!seating || seating.eventId !== eventId) throw notFound(EVENT_MESSAGES.notFound);
    const result = await this.seats.block(eventDateId, labels, blocked);
    if (!result.ok) {
      if (result.unknown.length) throw unprocessable(EVENT_SEATS_MESSAGES.unknown.replace('{labels}', result.unknown.join(', ')));
      throw unprocessable(EVENT_SEATS_MESSAGES.taken.replace('{labels}', result.taken.join(', ')));
    }
    return true;
  }
}
