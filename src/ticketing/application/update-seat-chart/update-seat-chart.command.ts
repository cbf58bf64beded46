import { Command } from '@nestjs/cqrs';
import type { SeatChartView } from '../seat-chart-view.js';

/**
 * Saves a chart edited from `version`: a new name and/or drawing. The seat rows of every date using it follow
 * the drawing; sold and held seats keep their labels and categories.
 */
export class UpdateSeatChartCommand extends Command<SeatChartView> {
  constructor(
    readonly chartId: string,
    readonly version: number,
    readonly changes: { name?: unknown; definition?: unknown },
  ) {
    super();
  }
}
