import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '../../../shared/errors.js';
import { TicketDates } from '../../../ticketing/contracts/ticket-dates.js';
import type { EventStats } from '../event-stats-views.js';
import { ReportingQueries } from '../ports/reporting-queries.port.js';
import { GetEventStatsQuery } from './get-event-stats.query.js';

export const EVENT_NOT_FOUND = 'Event not found';

/**
 * The projected figures of an event (or of one of its dates) beside its dates and ticket types as ticketing
 * has them now, with their capacity. Amounts are the event's currency's; counts take every currency's sales.
 */
@QueryHandler(GetEventStatsQuery)
export class GetEventStatsHandler implements IQueryHandler<GetEventStatsQuery> {
  constructor(
    private readonly reports: ReportingQueries,
    private readonly dates: TicketDates,
  ) {}

  async execute(query: GetEventStatsQuery): Promise<EventStats> {
    const found = await this.dates.eventTicketTypes(query.eventId);
    // A date of another event (or none) names nothing of this event.
    const date = query.eventDateId === null ? null : found?.dates.find((d) => d.id === query.eventDateId!.toLowerCase());
    if (!found || date === undefined) throw notFound(EVENT_NOT_FOUND);
    const { event } = found;
    const eventDateId = date?.id ?? null;
    const stats = await this.reports.eventStats({ ownerId: event.ownerId, eventId: event.id, eventDateId, currency: event.currency, timezone: event.timezone });

    const sales = new Map(stats.ticketTypes.map((row) => [row.ticketTypeId, row]));
    const current = found.ticketTypes.filter((type) => eventDateId === null || type.eventDateId === eventDateId);
    const ticketTypes = [
      ...current.map((type) => ({ ticketTypeId: type.id, name: type.name, sold: sales.get(type.id)?.sold ?? 0, capacity: type.capacity, revenue: sales.get(type.id)?.revenue ?? 0 })),
      // A ticket type no longer offered (ticketing removes one only once none of it is sold) while it still has
      // sales: no capacity to compare.
      ...stats.ticketTypes.filter((row) => !current.some((type) => type.id === row.ticketTypeId) && (row.sold !== 0 || row.revenue !== 0)).map((row) => ({ ...row, capacity: null })),
    ];
    const { funnel } = stats;
    return {
      eventId: event.id,
      name: event.name,
      timezone: event.timezone,
      currency: event.currency,
      dates: found.dates.map((d) => ({ id: d.id, startsAt: d.startsAt.toISOString() })),
      eventDateId,
      ticketTypes,
      // What is on sale now: a ticket type no longer offered adds no capacity.
      totals: { ...stats.totals, capacity: current.reduce((sum, type) => sum + type.capacity, 0) },
      checkIns: stats.checkIns,
      funnel: { ...funnel, conversionRate: funnel.views > 0 ? funnel.purchases / funnel.views : null },
      salesPerDay: stats.salesPerDay,
      promoters: stats.promoters,
      promoCodes: stats.promoCodes,
    };
  }
}
