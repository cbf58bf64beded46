import { Query } from '@nestjs/cqrs';
import type { SeatingSnapshotView } from './seating-snapshot-view.js';

/** A date's seat map as buyers see it (public). */
export class GetSeatingSnapshotQuery extends Query<SeatingSnapshotView> {
  constructor(readonly eventDateId: string) {
    super();
  }
}
