import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { TicketHolders } from '../../../checkout/contracts/ticket-holders.js';
import { Clock } from '../../../shared/clock.js';
import { notFound } from '../../../shared/errors.js';
import { EVENT_MESSAGES } from '../../domain/event-rules.js';
import { chartPlaces } from '../../domain/seating/chart-rules.js';
import { SeatingFeed } from '../ports/seating-feed.port.js';
import { placeStatus } from '../seating-snapshot/seat-statuses.js';
import type { EventSeatView } from './event-seat-view.js';
import { ListEventSeatsQuery } from './list-event-seats.query.js';

@QueryHandler(ListEventSeatsQuery)
export class ListEventSeatsHandler implements IQueryHandler<ListEventSeatsQuery> {
  constructor(
    private readonly feed: SeatingFeed,
    private readonly holders: TicketHolders,
    private readonly clock: Clock,
  ) {}

  async execute({ eventId, eventDateId }: ListEventSeatsQuery): Promise<EventSeatView[]> {
    const seating = await this.feed.dateSeating(eventDateId);
    if (!seating || seating.eventId !== eventId) throw notFound(EVENT_MESSAGES.notFound);
    const now = this.clock.now();
    const sold = seating.seats.filter((row) => placeStatus(row, now) === 'sold' && row.itemId !== null);
    const holders = await this.holders.holdersOf(sold.map((row) => row.itemId!));
    // Chart order (places no longer on the chart last, by label).
    const order = new Map((seating.chart ? chartPlaces(seating.chart.definition) : []).map((place, index) => [place.label, index]));
    const position = (label: string) => order.get(label) ?? order.size;
    const rows = [...seating.seats].sort((a, b) => position(a.label) - position(b.label) || a.label.localeCompare(b.label) || a.place - b.place);
    return rows.map((row) => {
      const status = placeStatus(row, now);
      const holder = status === 'sold' && row.itemId ? holders.get(row.itemId) : undefined;
      return { label: row.label, place: row.place, status, holder: holder ? { name: holder.name, registrationId: holder.registrationId, orderId: holder.orderId } : null };
    });
  }
}
