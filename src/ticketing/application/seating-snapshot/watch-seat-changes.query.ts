import { Query } from '@nestjs/cqrs';
import type { Observable } from 'rxjs';
import type { SeatChanges } from './seating-snapshot-view.js';

/** The changes of a date's seat map as they happen, starting with its current version. */
export class WatchSeatChangesQuery extends Query<Observable<SeatChanges>> {
  constructor(readonly eventDateId: string) {
    super();
  }
}
