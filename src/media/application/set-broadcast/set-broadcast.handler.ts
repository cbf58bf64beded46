import { randomBytes, randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalid, notFound } from '../../../shared/errors.js';
import { EventStaff } from '../../../ticketing/contracts/event-staff.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import { BROADCAST_MESSAGES, isValidStreamLink, type Broadcast } from '../../domain/broadcast.js';
import { onlineDate } from '../broadcast-dates.js';
import { managedBroadcast, type ManagedBroadcast } from '../broadcast-view.js';
import { BroadcastRepository } from '../ports/broadcast-repository.port.js';
import { VideoDetailsCheck } from '../video-details.service.js';
import { SetBroadcastCommand } from './set-broadcast.command.js';

/** A new secret stream key: 32 random bytes. */
export const newStreamKey = (): string => randomBytes(32).toString('base64url');

/**
 * Creates the date's broadcast (with its stream key) or changes it. Switching kind keeps the stream key,
 * so streaming software set up earlier still works when the organizer switches back.
 */
@CommandHandler(SetBroadcastCommand)
export class SetBroadcastHandler implements ICommandHandler<SetBroadcastCommand> {
  constructor(
    private readonly dates: TicketDates,
    private readonly broadcasts: BroadcastRepository,
    private readonly details: VideoDetailsCheck,
    private readonly staff: EventStaff,
  ) {}

  async execute({ eventId, eventDateId, input }: SetBroadcastCommand): Promise<ManagedBroadcast> {
    await onlineDate(this.dates, eventId, eventDateId);
    const current = await this.broadcasts.forDate(eventDateId);
    const ownerId = current?.ownerId ?? (await this.ownerOf(eventId));
    const externalUrl = input.kind === 'external' ? (input.externalUrl ?? '').trim() : null;
    if (externalUrl !== null && !isValidStreamLink(externalUrl)) throw invalid(BROADCAST_MESSAGES.streamLink);
    const recordingVisibility = input.recordingVisibility ?? current?.recordingVisibility ?? 'public';
    const tierIds = recordingVisibility === 'members_only' ? await this.details.tiers(ownerId, input.recordingTierIds ?? current?.recordingTierIds ?? []) : [];
    const broadcast: Broadcast = {
      ...(current ?? {
        id: randomUUID(),
        eventId,
        eventDateId,
        ownerId,
        streamKey: newStreamKey(),
        status: 'idle',
        startedAt: null,
        endedAt: null,
        recordingVideoId: null,
      }),
      kind: input.kind,
      externalUrl,
      recordingVisibility,
      recordingTierIds: tierIds,
    };
    await this.broadcasts.save(broadcast);
    return managedBroadcast(broadcast);
  }

  private async ownerOf(eventId: string): Promise<string> {
    const owner = await this.staff.ownerOf(eventId);
    if (!owner) throw notFound(BROADCAST_MESSAGES.eventNotFound);
    return owner;
  }
}
