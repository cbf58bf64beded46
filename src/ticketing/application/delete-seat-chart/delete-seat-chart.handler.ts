import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { SeatChartRepository } from '../ports/seat-chart-repository.port.js';
import { DeleteSeatChartCommand } from './delete-seat-chart.command.js';

@CommandHandler(DeleteSeatChartCommand)
export class DeleteSeatChartHandler implements ICommandHandler<DeleteSeatChartCommand> {
  constructor(private readonly charts: SeatChartRepository) {}

  async execute({ chartId }: DeleteSeatChartCommand): Promise<{ message: string }> {
    await this.charts.transaction(async (charts) => {
      // Locked: no event starts using it meanwhile.
      if (!(await charts.find(chartId, { lock: 'update' }))) throw notFound(SEATING_MESSAGES.notFound);
      if ((await charts.eventsUsing(chartId)) > 0) throw unprocessable(SEATING_MESSAGES.usedByEvents);
      await charts.delete(chartId);
    });
    return { message: SEATING_MESSAGES.deleted };
  }
}
