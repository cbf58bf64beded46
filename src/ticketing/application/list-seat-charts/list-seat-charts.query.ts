import { Query } from '@nestjs/cqrs';
import type { SeatChartSummaryView } from '../seat-chart-view.js';

/** The owner's seat charts, by name. */
export class ListSeatChartsQuery extends Query<SeatChartSummaryView[]> {
  constructor(readonly ownerId: string) {
    super();
  }
}
