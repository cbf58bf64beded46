import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { BROADCAST_MESSAGES } from '../../domain/broadcast.js';
import { onlineDate } from '../broadcast-dates.js';
import { managedBroadcast, type ManagedBroadcast } from '../broadcast-view.js';
import { BroadcastRepository } from '../ports/broadcast-repository.port.js';
import { newStreamKey } from '../set-broadcast/set-broadcast.handler.js';
import { RegenerateStreamKeyCommand } from './regenerate-stream-key.command.js';

/** The ingest checks the key only when a publisher connects, so a running stream is not cut off. */
@CommandHandler(RegenerateStreamKeyCommand)
export class RegenerateStreamKeyHandler implements ICommandHandler<RegenerateStreamKeyCommand> {
  constructor(
    private readonly dates: TicketDates,
    private readonly broadcasts: BroadcastRepository,
  ) {}

  async execute({ eventId, eventDateId }: RegenerateStreamKeyCommand): Promise<ManagedBroadcast> {
    await onlineDate(this.dates, eventId, eventDateId);
    const current = await this.broadcasts.forDate(eventDateId);
    if (!current) throw notFound(BROADCAST_MESSAGES.notFound);
    const broadcast = { ...current, streamKey: newStreamKey() };
    await this.broadcasts.save(broadcast);
    return managedBroadcast(broadcast);
  }
}
