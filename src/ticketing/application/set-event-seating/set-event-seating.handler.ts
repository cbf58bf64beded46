import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, unprocessable } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { chartPlaces, SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { SeatChartRepository } from '../ports/seat-chart-repository.port.js';
import { SetEventSeatingCommand } from './set-event-seating.command.js';

@CommandHandler(SetEventSeatingCommand)
export class SetEventSeatingHandler implements ICommandHandler<SetEventSeatingCommand> {
  constructor(private readonly charts: SeatChartRepository) {}

  async execute({ eventId, chartId }: SetEventSeatingCommand): Promise<void> {
    await this.charts.transaction(async (charts) => {
      const event = await charts.lockEvent(eventId, 'update');
      if (!event) throw notFound(EVENT_MESSAGES.notFound);
      // Shared lock: the chart is neither saved nor deleted while the dates get its seats.
      const chart = chartId ? await charts.find(chartId, { lock: 'share' }) : null;
      if (chartId && chart?.ownerId !== event.ownerId) throw notFound(SEATING_MESSAGES.notFound);
      // Another chart (or none): the old seats go, unless some are sold or held.
      if (event.seatChartId && event.seatChartId !== chartId && (await charts.clearSeats(event.dateIds))) throw unprocessable(SEATING_MESSAGES.eventSold);
      if (event.seatChartId !== chartId) await charts.setEventChart(eventId, chartId);
      // The same chart again brings the seats in line with it.
      if (chart) await charts.syncSeats(event.dateIds, chartPlaces(chart.definition));
    });
  }
}
