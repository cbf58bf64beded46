import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { OwnerEvents } from '../contracts/owner-events.js';
import { SEAT_CHANGES_CHANNEL } from './seat-rows.js';
import { EventEntity } from './ticketing.entities.js';

@Injectable()
export class MikroOrmOwnerEvents extends OwnerEvents {
  constructor(private readonly em: EntityManager) {
    super();
  }

  closeOwnerEvents(ownerId: string): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const closed = await em.nativeUpdate(EventEntity, { ownerId, published: true }, { published: false });
      // Seat maps are shown for published events only: those in memory read their dates again (and go).
      await em.execute(
        `SELECT pg_notify(?, d.id::text) FROM ticketing.event_dates d JOIN ticketing.events e ON e.id = d.event_id WHERE e.owner_id = ? AND e.seat_chart_id IS NOT NULL`,
        [SEAT_CHANGES_CHANNEL, ownerId],
      );
      return closed;
    });
  }
}
