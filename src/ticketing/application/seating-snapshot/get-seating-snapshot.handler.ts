import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetSeatingSnapshotQuery } from './get-seating-snapshot.query.js';
import type { SeatingSnapshotView } from './seating-snapshot-view.js';
import { SeatingSnapshots } from './seating-snapshots.service.js';

@QueryHandler(GetSeatingSnapshotQuery)
export class GetSeatingSnapshotHandler implements IQueryHandler<GetSeatingSnapshotQuery> {
  constructor(private readonly snapshots: SeatingSnapshots) {}

  execute({ eventDateId }: GetSeatingSnapshotQuery): Promise<SeatingSnapshotView> {
    return this.snapshots.snapshot(eventDateId);
  }
}
