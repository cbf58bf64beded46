import { Query } from '@nestjs/cqrs';
import type { SeatChartView } from '../seat-chart-view.js';

/** One chart, for its designer. */
export class GetSeatChartQuery extends Query<SeatChartView> {
  constructor(readonly chartId: string) {
    super();
  }
}
