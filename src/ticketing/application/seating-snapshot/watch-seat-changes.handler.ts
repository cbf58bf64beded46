import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Observable } from 'rxjs';
import type { SeatChanges } from './seating-snapshot-view.js';
import { SeatingSnapshots } from './seating-snapshots.service.js';
import { WatchSeatChangesQuery } from './watch-seat-changes.query.js';

@QueryHandler(WatchSeatChangesQuery)
export class WatchSeatChangesHandler implements IQueryHandler<WatchSeatChangesQuery> {
  constructor(private readonly snapshots: SeatingSnapshots) {}

  execute({ eventDateId }: WatchSeatChangesQuery): Promise<Observable<SeatChanges>> {
    return this.snapshots.changes(eventDateId);
  }
}
