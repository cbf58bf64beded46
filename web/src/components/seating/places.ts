import type { components } from '../../lib/api/schema.gen';
import { seatLabel, type ChartDefinition } from './chart';

/** A place to sell, as the API lists a chart's places: a seat of a row or a table, or a general-admission area. */
export type ChartPlace = components['schemas']['SeatChartPlaceResponse'];

/**
 * Every place of the chart, in the API's order and shape (SeatChartResponse.places): for a definition that comes
 * without its places, as the public seat map (SeatingSnapshotResponse) does.
 */
export function chartPlaces(definition: ChartDefinition): ChartPlace[] {
  const places: ChartPlace[] = [];
  for (const section of definition.sections) {
    const at = { section: section.label, row: null, table: null, area: null };
    for (const row of section.rows) {
      for (const seat of row.seats) {
        places.push({ ...at, label: seatLabel(section.label, row.label, seat.number), kind: 'seat', row: row.label, number: seat.number, categoryKey: seat.categoryKey, accessible: seat.accessible, capacity: 1, x: seat.x, y: seat.y });
      }
    }
    for (const table of section.tables) {
      for (const seat of table.seats) {
        places.push({ ...at, label: seatLabel(section.label, table.label, seat.number), kind: 'table', table: table.label, number: seat.number, categoryKey: seat.categoryKey, accessible: seat.accessible, capacity: 1, x: seat.x, y: seat.y });
      }
    }
    for (const area of section.areas) {
      places.push({ ...at, label: seatLabel(section.label, area.label), kind: 'area', area: area.label, number: null, categoryKey: area.categoryKey, accessible: false, capacity: area.capacity, x: area.x, y: area.y });
    }
  }
  return places;
}
