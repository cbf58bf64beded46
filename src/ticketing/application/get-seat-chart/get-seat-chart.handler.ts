import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { SEATING_MESSAGES } from '../../domain/seating/chart-rules.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { seatChartView, type SeatChartView } from '../seat-chart-view.js';
import { GetSeatChartQuery } from './get-seat-chart.query.js';

@QueryHandler(GetSeatChartQuery)
export class GetSeatChartHandler implements IQueryHandler<GetSeatChartQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ chartId }: GetSeatChartQuery): Promise<SeatChartView> {
    const chart = await this.queries.seatChart(chartId);
    if (!chart) throw notFound(SEATING_MESSAGES.notFound);
    return seatChartView(chart, await this.queries.takenSeatLabels(chartId));
  }
}
