import { Query } from '@nestjs/cqrs';
import type { BestAvailableView } from './seating-snapshot-view.js';

/** `quantity` free seats side by side on the date (of one category, accessible ones only when asked). */
export class GetBestAvailableSeatsQuery extends Query<BestAvailableView> {
  constructor(
    readonly eventDateId: string,
    readonly quantity: number,
    readonly categoryKey: number | null,
    readonly accessible: boolean,
  ) {
    super();
  }
}
