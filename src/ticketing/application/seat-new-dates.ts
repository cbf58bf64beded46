import { chartPlaces } from '../domain/seating/chart-rules.js';
import type { SeatChartRepository } from './ports/seat-chart-repository.port.js';

/** Gives dates of an event (added after it got its chart) the seat rows of the event's chart; nothing for an event without one. */
export function seatNewDates(charts: SeatChartRepository, eventId: string, dateIds: readonly string[]): Promise<void> {
  return charts.transaction(async (tx) => {
    // The event and its chart stay as they are until the rows are written.
    const event = await tx.lockEvent(eventId, 'share');
    if (!event?.seatChartId) return;
    const chart = await tx.find(event.seatChartId, { lock: 'share' });
    if (chart) await tx.syncSeats(dateIds, chartPlaces(chart.definition));
  });
}
