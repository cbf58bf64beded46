import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { TicketingQueries } from '../ports/ticketing-queries.port.js';
import { eventSeatingView, seatChartView, type EventSeatingView } from '../seat-chart-view.js';
import { GetEventSeatingQuery } from './get-event-seating.query.js';

@QueryHandler(GetEventSeatingQuery)
export class GetEventSeatingHandler implements IQueryHandler<GetEventSeatingQuery> {
  constructor(private readonly queries: TicketingQueries) {}

  async execute({ eventId }: GetEventSeatingQuery): Promise<EventSeatingView> {
    const found = await this.queries.managedTickets(eventId);
    if (!found) throw notFound(EVENT_MESSAGES.notFound);
    const chartId = found.event.seatChartId;
    const chart = chartId ? await this.queries.seatChart(chartId) : null;
    return eventSeatingView(chart && seatChartView(chart, await this.queries.takenSeatLabels(chart.id)), found.ticketTypes);
  }
}
