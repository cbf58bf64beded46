/**
 * A seat chart as the API gives it (`definition` of a chart or of a date's seating): sections of rows, tables and
 * general-admission areas, each seat with its own position in drawing units. Shared by the designer and the seat
 * pickers; the drawing itself is chart-drawing.tsx.
 */
import type { components } from '../../lib/api/schema.gen';

type Schemas = components['schemas'];
export type ChartSeat = Schemas['SeatChartSeat'];
/** A row's seats are left to right as drawn: neighbours in the list sit side by side. */
export type ChartRow = Schemas['SeatChartRow'];
export type ChartTable = Schemas['SeatChartTable'];
/** General admission: one label with `capacity` places. */
export type ChartArea = Schemas['SeatChartArea'];
export type ChartSection = Schemas['SeatChartSection'];
export type ChartCategory = Schemas['SeatChartCategory'];
export type ChartStage = Schemas['SeatChartStage'];
export type ChartText = Schemas['SeatChartText'];
export type ChartDefinition = Schemas['SeatChartDefinition'];

/** A seat's radius in drawing units; the designer's generators space seats from it. */
export const SEAT_RADIUS = 10;

/** The seat's identity on tickets and in the API (`seatLabel`): `{section}-{row or table}-{number}`, or an area's `{section}-{area}`. */
export const seatLabel = (...parts: string[]) => parts.join('-');

export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The box around everything drawn (seats with their radius); null for an empty chart. */
export function chartBounds(definition: ChartDefinition): Bounds | null {
  let bounds: Bounds | null = null;
  const add = (minX: number, minY: number, maxX: number, maxY: number) => {
    bounds = bounds ? { minX: Math.min(bounds.minX, minX), minY: Math.min(bounds.minY, minY), maxX: Math.max(bounds.maxX, maxX), maxY: Math.max(bounds.maxY, maxY) } : { minX, minY, maxX, maxY };
  };
  const seat = (s: { x: number; y: number }) => add(s.x - SEAT_RADIUS, s.y - SEAT_RADIUS, s.x + SEAT_RADIUS, s.y + SEAT_RADIUS);
  if (definition.stage) add(definition.stage.x, definition.stage.y, definition.stage.x + definition.stage.width, definition.stage.y + definition.stage.height);
  // A label's text reaches a little around its anchor.
  for (const label of definition.labels) add(label.x - 40, label.y - 12, label.x + 40, label.y + 4);
  for (const section of definition.sections) {
    for (const row of section.rows) row.seats.forEach(seat);
    for (const table of section.tables) table.seats.forEach(seat);
    for (const area of section.areas) add(area.x, area.y, area.x + area.width, area.y + area.height);
  }
  return bounds;
}

/** A table's top as drawn: a circle inside its ring of seats, or a rectangle between its two sides of seats. */
export function tableShape(table: ChartTable): { kind: 'circle'; cx: number; cy: number; r: number } | { kind: 'rect'; x: number; y: number; width: number; height: number } {
  const gap = SEAT_RADIUS + 4;
  if (table.shape === 'round') {
    const nearest = table.seats.length ? Math.min(...table.seats.map((s) => Math.hypot(s.x - table.x, s.y - table.y))) : 2 * gap;
    return { kind: 'circle', cx: table.x, cy: table.y, r: Math.max(nearest - gap, 8) };
  }
  const above = table.seats.filter((s) => s.y < table.y);
  const below = table.seats.filter((s) => s.y >= table.y);
  const xs = table.seats.map((s) => s.x);
  const left = xs.length ? Math.min(...xs) - SEAT_RADIUS : table.x - 20;
  const right = xs.length ? Math.max(...xs) + SEAT_RADIUS : table.x + 20;
  const top = above.length ? Math.max(...above.map((s) => s.y)) + gap : table.y - 15;
  const bottom = below.length ? Math.min(...below.map((s) => s.y)) - gap : table.y + 15;
  return { kind: 'rect', x: left, y: Math.min(top, table.y - 8), width: right - left, height: Math.max(bottom - top, 16) };
}

/** Black or white, whichever reads better on the colour `hex` ('#rrggbb'). */
export function inkOn(hex: string): '#000000' | '#ffffff' {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '#000000';
  const [r, g, b] = match.slice(1).map((h) => parseInt(h, 16) / 255);
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#000000' : '#ffffff';
}

/** Seats of a category the chart does not define. */
export const NO_CATEGORY_COLOR = '#a3a3a3';
