import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetBestAvailableSeatsQuery } from './get-best-available-seats.query.js';
import type { BestAvailableView } from './seating-snapshot-view.js';
import { SeatingSnapshots } from './seating-snapshots.service.js';

@QueryHandler(GetBestAvailableSeatsQuery)
export class GetBestAvailableSeatsHandler implements IQueryHandler<GetBestAvailableSeatsQuery> {
  constructor(private readonly snapshots: SeatingSnapshots) {}

  execute({ eventDateId, quantity, categoryKey, accessible }: GetBestAvailableSeatsQuery): Promise<BestAvailableView> {
    return this.snapshots.bestAvailable(eventDateId, { quantity, categoryKeys: categoryKey === null ? undefined : [categoryKey], accessible });
  }
}
