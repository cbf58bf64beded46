import { seatLabel, type ChartDefinition } from './chart';

/** A place to sell: a seat of a row or a table, or a general-admission area (one label, `capacity` places). */
export interface ChartPlace {
  label: string;
  kind: 'seat' | 'table' | 'area';
  section: string;
  /** The row's or the table's label; an area's own label. */
  group: string;
  /** The seat's number; null for an area. */
  number: string | null;
  categoryKey: number;
  accessible: boolean;
  capacity: number;
}

/** Every place of the chart, section by section: rows (seats in row order), then tables, then areas. */
export function chartPlaces(definition: ChartDefinition): ChartPlace[] {
  const places: ChartPlace[] = [];
  for (const section of definition.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        places.push({ label: seatLabel(section.label, row.label, seat.number), kind: 'seat', section: section.label, group: row.label, number: seat.number, categoryKey: seat.categoryKey, accessible: seat.accessible, capacity: 1 });
      }
    }
    for (const table of section.tables) {
      for (const seat of table.seats) {
        places.push({ label: seatLabel(section.label, table.label, seat.number), kind: 'table', section: section.label, group: table.label, number: seat.number, categoryKey: seat.categoryKey, accessible: seat.accessible, capacity: 1 });
      }
    }
    for (const area of section.areas) {
      places.push({ label: seatLabel(section.label, area.label), kind: 'area', section: section.label, group: area.label, number: null, categoryKey: area.categoryKey, accessible: false, capacity: area.capacity });
    }
  }
  return places;
}
