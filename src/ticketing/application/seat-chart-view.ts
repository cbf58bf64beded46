import { type ChartDefinition, type ChartPlace, chartPlaces, placesCount, type SeatChart } from '../domain/seating/chart-rules.js';
import type { TicketType } from '../domain/event.js';

/** A chart as its designer edits it: the drawing, its places and the labels sold or held on some date. */
export interface SeatChartView {
  id: string;
  ownerId: string;
  name: string;
  version: number;
  definition: ChartDefinition;
  places: ChartPlace[];
  soldLabels: string[];
  updatedAt: string;
}

/** A chart in the owner's list. */
export interface SeatChartSummaryView {
  id: string;
  name: string;
  version: number;
  /** Places to sell (an area counts its capacity). */
  placesCount: number;
  eventsCount: number;
  updatedAt: string;
}

/** An event's seating: its chart, and the chart categories its ticket types sell. */
export interface EventSeatingView {
  chartId: string | null;
  chart: SeatChartView | null;
  ticketTypes: { id: string; eventDateId: string; name: string; seatsCategoryKeys: number[] }[];
}

export const seatChartView = (chart: SeatChart, soldLabels: string[]): SeatChartView => ({
  id: chart.id,
  ownerId: chart.ownerId,
  name: chart.name,
  version: chart.version,
  definition: chart.definition,
  places: chartPlaces(chart.definition),
  soldLabels,
  updatedAt: chart.updatedAt.toISOString(),
});

export const seatChartSummaryView = (chart: SeatChart, eventsCount: number): SeatChartSummaryView => ({
  id: chart.id,
  name: chart.name,
  version: chart.version,
  placesCount: placesCount(chartPlaces(chart.definition)),
  eventsCount,
  updatedAt: chart.updatedAt.toISOString(),
});

export const eventSeatingView = (chart: SeatChartView | null, ticketTypes: readonly TicketType[]): EventSeatingView => ({
  chartId: chart?.id ?? null,
  chart,
  ticketTypes: ticketTypes.map((t) => ({ id: t.id, eventDateId: t.eventDateId, name: t.name, seatsCategoryKeys: t.seatsCategoryKeys })),
});
