import { Injectable } from '@nestjs/common';
import { Broadcasts } from '../contracts/broadcasts.js';
import { broadcastUrl } from '../domain/broadcast.js';
import { BroadcastRepository } from './ports/broadcast-repository.port.js';

@Injectable()
export class MediaBroadcasts extends Broadcasts {
  constructor(private readonly broadcasts: BroadcastRepository) {
    super();
  }

  async urlForDate(eventDateId: string): Promise<string | null> {
    const broadcast = await this.broadcasts.forDate(eventDateId);
    return broadcast ? broadcastUrl(broadcast.id) : null;
  }

  async idsForDates(eventDateIds: readonly string[]): Promise<Map<string, string>> {
    const found = await Promise.all(eventDateIds.map((id) => this.broadcasts.forDate(id)));
    return new Map(found.flatMap((b) => (b ? [[b.eventDateId, b.id] as const] : [])));
  }
}
