import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { seatChartSummaryView, type SeatChartSummaryView } from '../seat-chart-view.js';
import { ListSeatChartsQuery } from './list-seat-charts.query.js';

@QueryHandler(ListSeatChartsQuery)
export class ListSeatChartsHandler implements IQueryHandler<ListSeatChartsQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ ownerId }: ListSeatChartsQuery): Promise<SeatChartSummaryView[]> {
    return (await this.queries.seatCharts(ownerId)).map(({ chart, eventsCount }) => seatChartSummaryView(chart, eventsCount));
  }
}
