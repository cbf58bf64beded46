import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DATABASE_POOL } from '../../shared/persistence/pool.js';
import { PageEventRepository } from '../application/ports/page-event-repository.port.js';
import type { PageEvent } from '../domain/tracking.js';

@Injectable()
export class PostgresPageEventRepository extends PageEventRepository {
  constructor(@Inject(DATABASE_POOL) private readonly pool: pg.Pool) {
    super();
  }

  async add(event: PageEvent): Promise<void> {
    await this.pool.query(
      `INSERT INTO reporting.page_events (id, owner_id, event_id, event_date_id, name, visitor_id, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [event.id, event.ownerId, event.eventId, event.eventDateId, event.name, event.visitorId, event.occurredAt],
    );
  }
}
