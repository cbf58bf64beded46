import { Command } from '@nestjs/cqrs';
import type { SeatChartView } from '../seat-chart-view.js';

/** A new chart of the owner (a venue's chart, for its events to use). */
export class CreateSeatChartCommand extends Command<SeatChartView> {
  constructor(
    readonly ownerId: string,
    readonly name: unknown,
    readonly definition: unknown,
  ) {
    super();
  }
}
