import { Command } from '@nestjs/cqrs';

/** Deletes a chart no event uses. */
export class DeleteSeatChartCommand extends Command<{ message: string }> {
  constructor(readonly chartId: string) {
    super();
  }
}
